// Runs one search of one kind for one member, with its constraints in SQL: the `find` the
// built-in answer and the language model's tools share. Everything it reads is what the
// member may see.
import type { Queryable } from '../../../db/db.ts';
import type { Gazetteer } from '../../../lib/gazetteer.ts';
import type { Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Viewer } from '../kernel/visibility.ts';
import { searchAlbums, type AlbumKind } from './album-search.ts';
import type { Find, FindRequest } from './answer.ts';
import { areaOf, NEAR_MEMBER_MILES, type Area } from './area.ts';
import type { Candidate } from './candidate.ts';
import { packCandidates, personCandidates } from './knowledge.ts';
import { searchOffers, searchShops } from './market-search.ts';
import type { Kind } from './rules.ts';
import { textSearchFor } from './search-text.ts';

/** Who is asking, from where and when. */
export interface Asker {
  viewer: Viewer;
  /** The member's position (the central-US point when unknown). */
  position: Point;
  now: Date;
  /** The member's time zone, for the dates an answer names. */
  timeZone: string;
}

/** Items of one kind the search reads before ranking. */
const ALBUM_LIMIT = 60;

const ALBUM_KINDS: Partial<Record<Kind, AlbumKind>> = {
  events: 'events',
  trainings: 'trainings',
  groups: 'groups',
  channels: 'channels',
  posts: 'posts',
};

export function createFind(
  db: Queryable,
  mediaUrl: MediaUrl,
  gazetteer: Gazetteer,
  asker: Asker,
): Find {
  /** Towns near the member, so "members near me" finds those whose profile names one. */
  const nearbyTowns = () =>
    gazetteer
      .nearest(asker.position, 30)
      .filter((city) => city.distance <= NEAR_MEMBER_MILES)
      .map((city) => city.shortName);

  const areaFor = (request: FindRequest, nearMiles?: number): Area => {
    const area = areaOf(request.place, asker.position, nearMiles);
    return request.place?.near === 'member' ? { ...area, names: nearbyTowns() } : area;
  };

  const memo = new Map<string, Promise<Candidate[]>>();

  async function run(kind: Kind, request: FindRequest): Promise<Candidate[]> {
    const text = textSearchFor(request.terms);
    const albumKind = ALBUM_KINDS[kind];
    if (albumKind) {
      return searchAlbums(db, mediaUrl, {
        viewer: asker.viewer,
        kinds: [albumKind],
        text,
        when: kind === 'events' ? request.when : undefined,
        // "Events near me" reach a drive away; groups and posts are placed by their names.
        area: request.place ? areaFor(request, NEAR_MEMBER_MILES) : undefined,
        now: asker.now,
        timeZone: asker.timeZone,
        limit: ALBUM_LIMIT,
      });
    }
    if (kind === 'offers') {
      return searchOffers(db, mediaUrl, {
        area: areaFor(request),
        text,
        categories: request.categories,
        maxPriceCents: request.maxPriceCents,
        cheapest: request.cheapest,
      });
    }
    if (kind === 'shops') {
      // Open now "near me" means within a drive, not the nearest open shop however far.
      return searchShops(db, mediaUrl, {
        area: areaFor(request, request.openNow ? NEAR_MEMBER_MILES : undefined),
        text,
        categories: [...new Set(request.categories.flatMap((choice) => choice.categories))],
        openAt: request.openNow ? asker.now : undefined,
        now: asker.now,
      });
    }
    if (kind === 'members') {
      const area = request.place ? areaFor(request) : undefined;
      return personCandidates(db, mediaUrl, asker.viewer, text, area);
    }
    return packCandidates(db, mediaUrl);
  }

  // One question may ask the same search more than once (a follow-up replays the answer
  // before it); the answer is the same within one question.
  return (kind, request) => {
    const key = JSON.stringify([kind, request]);
    const known = memo.get(key);
    if (known) return known;
    const found = run(kind, request);
    memo.set(key, found);
    return found;
  };
}
