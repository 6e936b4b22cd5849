// Quiz packs and members the assistant may point a member to. Albums are in
// album-search.ts, offers and shops in market-search.ts; the ranking is in answer.ts.
import type { Queryable } from '../../../db/db.ts';
import { placeholders } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern } from '../../../lib/paging.ts';
import type { Viewer } from '../kernel/visibility.ts';
import type { Area } from './area.ts';
import type { Candidate } from './candidate.ts';
import { anyMatch, type TextSearch } from './search-text.ts';

/** Candidates per kind the ranking looks at. */
const CANDIDATE_LIMIT = 100;

export async function packCandidates(db: Queryable, mediaUrl: MediaUrl): Promise<Candidate[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    description: string;
    icon: string | null;
    first_level_id: number | null;
    level_count: number;
    level_names: string | null;
  }>(
    `SELECT p.id, p.name, p.description, p.icon,
            (SELECT gl.id FROM game_levels gl WHERE gl.pack_id = p.id
              ORDER BY gl.position, gl.id LIMIT 1) AS first_level_id,
            (SELECT count(*)::int FROM game_levels gl WHERE gl.pack_id = p.id) AS level_count,
            (SELECT string_agg(gl.name, ' ') FROM game_levels gl WHERE gl.pack_id = p.id)
              AS level_names
       FROM game_packs p
      WHERE p.active AND (p.end_date IS NULL OR p.end_date > now())
      ORDER BY p.id
      LIMIT $1`,
    [CANDIDATE_LIMIT],
  );
  return rows.flatMap((row) =>
    row.first_level_id === null
      ? []
      : [
          {
            type: 'QUIZ_PACK' as const,
            id: row.id,
            title: row.name,
            subtitle: `Quiz pack · ${row.level_count} ${row.level_count === 1 ? 'level' : 'levels'}`,
            mention: `the quiz pack “${row.name}”`,
            link: `/browse/quiz/detail/${row.id}/${row.first_level_id}`,
            imageURL: mediaUrl(row.icon),
            fields: [
              { text: row.name, weight: 3 },
              { text: row.description, weight: 1 },
              { text: row.level_names ?? '', weight: 1 },
            ],
            defaultRank: row.id,
          },
        ],
  );
}

/**
 * Other members whose name matches the words, who live in the area (by the town their
 * profile shows); only public account fields are read.
 */
export async function personCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  viewer: Viewer,
  text: TextSearch,
  area?: Area,
): Promise<Candidate[]> {
  const params: unknown[] = [viewer.id];
  const param = placeholders(params);
  const narrowed = text.patterns
    ? `AND ${anyMatch(['a.first_name', 'a.last_name', 'a.username', "coalesce(a.location_display, '')"], param(text.patterns))}`
    : '';
  const places = area?.names.filter((name) => !name.startsWith(',')) ?? [];
  const states = area?.state ? [`%, ${area.state.code}`] : [];
  const located =
    places.length + states.length > 0
      ? `AND coalesce(a.location_display, '') ILIKE ANY(${param([...places.map(likePattern), ...states])}::text[])`
      : '';
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
    username: string | null;
    avatar: string | null;
    location_display: string | null;
  }>(
    `SELECT a.id, a.first_name, a.last_name, a.username, a.avatar, a.location_display
       FROM accounts a
      WHERE a.id <> $1 ${narrowed} ${located}
      ORDER BY a.id
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  return rows.map((row) => {
    const name = `${row.first_name} ${row.last_name}`.trim();
    return {
      type: 'PERSON' as const,
      id: row.id,
      title: name,
      subtitle: ['Member', row.location_display].filter(Boolean).join(' · '),
      mention: `${name}${row.location_display ? ` from ${row.location_display}` : ''}`,
      link: `/account/overview?otherUserProfileId=${row.id}`,
      imageURL: mediaUrl(row.avatar),
      fields: [
        { text: `${name} ${row.username ?? ''}`, weight: 3 },
        { text: row.location_display ?? '', weight: 1 },
      ],
      defaultRank: row.id,
    };
  });
}
