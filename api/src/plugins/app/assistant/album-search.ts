// Community albums the assistant may point a member to (events, trainings, groups,
// channels, posts), found in SQL with the question's constraints: the kinds asked for, the
// words, an event's dates, the area. Only albums the member may read and open are read
// (readableByViewerSql, openToViewerSql), and a locked one's words never shape an answer.
import { DateTime } from 'luxon';
import type { Queryable } from '../../../db/db.ts';
import { placeholders } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import {
  isLockedFor,
  lockableOf,
  openToViewerSql,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import {
  albumMediaAccess,
  PERSONAL_ALBUM_TYPES,
  readableByViewerSql,
  type Viewer,
} from '../kernel/visibility.ts';
import { validTimeZone } from '../../../lib/time-zones.ts';
import { areaDistanceSql, withinAreaSql, type Area } from './area.ts';
import type { Candidate, SuggestionType } from './candidate.ts';
import { textFilter, type TextSearch } from './search-text.ts';
import type { TimeWindow } from './time-window.ts';

export type AlbumKind = 'events' | 'trainings' | 'groups' | 'channels' | 'posts';

export interface AlbumQuery {
  viewer: Viewer;
  kinds: AlbumKind[];
  text: TextSearch;
  /** Events whose dates overlap it; without one, events not over yet and undated ones. */
  when?: TimeWindow | undefined;
  area?: Area | undefined;
  now: Date;
  /** The member's time zone, for the dates an answer names. */
  timeZone: string;
  limit: number;
}

const TAGGED = (tag: string) => `(',' || lower(al.tags) || ',') LIKE '%,${tag},%'`;
const IS_EVENT = `(al.album_type = 'event' OR ${TAGGED('event')})`;
const IS_TRAINING = `(al.album_type = 'training' OR ${TAGGED('training')})`;
const KIND_SQL: Record<AlbumKind, string> = {
  events: IS_EVENT,
  trainings: `(${IS_TRAINING} AND NOT ${IS_EVENT})`,
  groups: `al.album_type = 'group'`,
  channels: `al.album_type = 'channel'`,
  posts: `NOT (${IS_EVENT} OR ${IS_TRAINING} OR al.album_type IN ('group', 'channel'))`,
};

const TYPE_OF: Record<AlbumKind, SuggestionType> = {
  events: 'EVENT',
  trainings: 'TRAINING',
  groups: 'GROUP',
  channels: 'CHANNEL',
  posts: 'ALBUM',
};
const LABEL: Record<AlbumKind, string> = {
  events: 'Event',
  trainings: 'Training',
  groups: 'Group',
  channels: 'Channel',
  posts: 'Post',
};

/** The community page an album opens on (SPEC §2); posts open their detail. */
function albumLink(kind: AlbumKind, albumType: string, parentType: string | null, id: number) {
  if (kind === 'events') return `/browse/event/${id}`;
  if (kind === 'trainings') return `/browse/training-post/${id}`;
  if (albumType === 'group' || albumType === 'channel') return `/browse/${albumType}/${id}`;
  if (parentType === 'channel') return `/browse/channel-post/${id}`;
  return `/browse/activity-detail/${id}`;
}

interface AlbumRow extends ParentLockRow {
  id: number;
  visibility: string;
  owner_id: number;
  title: string;
  description: string;
  tags: string;
  cover: string | null;
  meta_data: Record<string, unknown>;
  location_description: string | null;
  owner_name: string;
  created_at: Date | string;
  start_date: Date | string | null;
  album_type: string;
  parent_type: string | null;
  kind: AlbumKind;
  distance: number | null;
  text_rank: number;
}

/** "Sat, Dec 5 at 10:00 AM", in the event's own time zone when it has one. */
function eventTime(start: Date | string, metaData: Record<string, unknown>, zone: string): string {
  const timeZone = validTimeZone(metaData['timeZone']) ?? zone;
  return DateTime.fromJSDate(new Date(start), { zone: timeZone }).toFormat(
    "ccc, LLL d 'at' h:mm a",
  );
}

/** Events are told by their dates; the dates a window asks about are SQL here. */
function eventDatesSql(param: (value: unknown) => string, query: AlbumQuery): string {
  if (!query.kinds.includes('events')) return '';
  const when = query.when;
  const ends = 'coalesce(al.end_date, al.start_date)';
  if (!when) {
    return `AND (NOT ${IS_EVENT} OR al.start_date IS NULL OR ${ends} >= ${param(query.now)})`;
  }
  const from = when.from ? `AND ${ends} >= ${param(when.from)}` : '';
  const to = when.to ? `AND al.start_date < ${param(when.to)}` : '';
  return `AND (NOT ${IS_EVENT} OR (al.start_date IS NOT NULL ${from} ${to}))`;
}

export async function searchAlbums(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: AlbumQuery,
): Promise<Candidate[]> {
  if (query.kinds.length === 0) return [];
  const { viewer } = query;
  const params: unknown[] = [viewer.id, viewer.audienceIds, [...PERSONAL_ALBUM_TYPES]];
  const param = placeholders(params);
  const owner = `(ac.first_name || ' ' || ac.last_name)`;
  const { narrowed, rank } = textFilter(
    param,
    query.text,
    ['al.title', 'al.description', 'al.tags', 'al.location_description', owner],
    'al.search_vector',
  );
  const area = query.area;
  const distance = area
    ? areaDistanceSql(param, area, { latitude: 'al.latitude', longitude: 'al.longitude' })
    : 'NULL::float8';
  const inArea = area
    ? withinAreaSql(param, area, distance, {
        texts: ['al.location_description', 'al.title', 'al.description'],
        position: { latitude: 'al.latitude', longitude: 'al.longitude' },
      })
    : '';
  const kindCase = `CASE ${query.kinds.map((kind) => `WHEN ${KIND_SQL[kind]} THEN '${kind}'`).join(' ')} END`;
  const past = query.when?.from === null;
  const rows = await db.query<AlbumRow>(
    `SELECT * FROM (
       SELECT al.id, al.owner_id, al.title, al.description, al.tags, al.cover, al.meta_data,
              al.visibility, ${PARENT_LOCK_COLUMNS}, al.location_description, ${owner} AS owner_name, al.created_at, al.start_date,
              al.album_type, p.album_type AS parent_type, ${kindCase} AS kind,
              ${distance} AS distance, ${rank}::float8 AS text_rank
         FROM albums al JOIN accounts ac ON ac.id = al.owner_id
         LEFT JOIN albums p ON p.id = al.parent_album_id
        WHERE ${readableByViewerSql('$1', '$2')} AND ${openToViewerSql('$1', '$2')}
          AND al.album_type <> ALL($3::text[]) ${narrowed} ${inArea}
          ${eventDatesSql(param, query)}
     ) found
     WHERE kind IS NOT NULL
     ORDER BY text_rank DESC, start_date ${past ? 'DESC' : 'ASC'} NULLS LAST,
              created_at DESC, id DESC
     LIMIT ${param(query.limit)}`,
    params,
  );
  return rows
    .filter((row) => !isLockedFor(lockableOf(row), viewer))
    .map((row) => albumCandidate(row, query, mediaUrl));
}

function albumCandidate(row: AlbumRow, query: AlbumQuery, mediaUrl: MediaUrl): Candidate {
  const by = row.owner_id === query.viewer.id ? 'you' : row.owner_name;
  const label = LABEL[row.kind];
  const starts =
    row.kind === 'events' && row.start_date
      ? eventTime(row.start_date, row.meta_data, query.timeZone)
      : undefined;
  const where = row.location_description ?? undefined;
  const start = row.start_date ? new Date(row.start_date).getTime() : undefined;
  const past = query.when?.from === null;
  return {
    type: TYPE_OF[row.kind],
    id: row.id,
    title: row.title,
    subtitle: [starts ?? `${label} by ${by}`, where].filter(Boolean).join(' · '),
    mention: starts
      ? `“${row.title}” on ${starts}${where ? ` (${where})` : ''}`
      : `the ${label.toLowerCase()} “${row.title}” by ${by}`,
    textRank: Number(row.text_rank),
    link: albumLink(row.kind, row.album_type, row.parent_type, row.id),
    imageURL: mediaUrl(
      row.cover,
      undefined,
      albumMediaAccess({
        albumType: row.album_type,
        visibility: row.visibility,
        metaData: row.meta_data,
        parentAccessLocked: row.parent_access_locked,
      }),
    ),
    distance: query.area ? (row.distance ?? undefined) : undefined,
    fields: [
      { text: row.title, weight: 3 },
      { text: row.tags.replace(/,/g, ' '), weight: 2 },
      { text: row.description, weight: 1 },
      { text: `${row.owner_name} ${row.location_description ?? ''}`, weight: 1 },
    ],
    // Events by their dates (soonest first, or latest first for past ones), others newest first.
    defaultRank:
      row.kind === 'events'
        ? start === undefined
          ? Number.MAX_SAFE_INTEGER
          : past
            ? -start
            : start
        : -new Date(row.created_at).getTime(),
  };
}
