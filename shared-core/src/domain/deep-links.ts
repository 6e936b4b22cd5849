// SPEC §2 Deep links: app-scheme links (canopy://album/123) and legacy web paths
// (/album/123) map to this app's web routes; anything else maps to 'coming'.
import { BROWSE_ROOT } from '../federation/browse-paths.ts';
import { sharedPaths } from '../federation/shared-paths.ts';
import { albumPath } from './album-routes.ts';

export const DEEP_LINK_SCHEME = 'canopy';
export const UNKNOWN_DEEP_LINK_ROUTE = '/coming';

interface DeepLinkTarget {
  /** The first segment: the app-scheme host, or the legacy path's first folder. */
  names: readonly string[];
  /** How many id segments must follow the name. */
  ids: number;
  /** The route for the ids (as many as `ids` says, checked before) and the query. */
  route: (ids: readonly [first: string, second: string], query: URLSearchParams) => string;
}

const CHAT_TYPES = ['chat_single', 'chat_group'];

/** The chat keeps only a well-formed chatId and a chatType the chat screen knows. */
function chatRoute(query: URLSearchParams): string {
  const chatId = query.get('chatId');
  const chatType = query.get('chatType');
  return sharedPaths.chat({
    ...(chatId && isId(chatId) && { chatId }),
    ...(chatType && CHAT_TYPES.includes(chatType) && { chatType }),
  });
}

/**
 * The mapping table. Legacy paths used plurals for some areas (/groups/9, /events/4),
 * so each target lists every name it answers to; both link kinds share the table.
 */
const DEEP_LINK_TARGETS: readonly DeepLinkTarget[] = [
  { names: ['album', 'albums'], ids: 1, route: ([id]) => sharedPaths.post(id) },
  { names: ['offer', 'offers'], ids: 1, route: ([id]) => sharedPaths.product(id) },
  { names: ['group', 'groups'], ids: 1, route: ([id]) => albumPath('group', id) },
  { names: ['event', 'events'], ids: 1, route: ([id]) => albumPath('event', id) },
  { names: ['channel', 'channels'], ids: 1, route: ([id]) => albumPath('channel', id) },
  { names: ['topic', 'topics'], ids: 1, route: ([id]) => albumPath('topic', id) },
  {
    names: ['tournament', 'tournaments'],
    ids: 1,
    route: ([id]) => sharedPaths.tournament(id),
  },
  {
    names: ['quiz', 'quizzes'],
    ids: 2,
    route: ([packId, levelId]) => sharedPaths.quizLevel(packId, levelId),
  },
  { names: ['chat'], ids: 0, route: (_ids, query) => chatRoute(query) },
  {
    names: ['profile', 'profiles'],
    ids: 1,
    route: ([id]) => `/account/overview?otherUserProfileId=${id}`,
  },
];

// Ids end up inside a route, so only plain id characters are let through.
function isId(value: string): boolean {
  return /^[\w-]+$/.test(value);
}

// Links that already point at a web route of this app need no mapping.
const WEB_ROUTE_PREFIXES = [`${BROWSE_ROOT}/`, '/account/'];

interface LinkParts {
  path: string;
  query: URLSearchParams;
}

/** Splits "path?query#hash" into the path and the query; the hash is not needed. */
function splitPath(pathAndQuery: string): LinkParts {
  const [beforeHash = ''] = pathAndQuery.split('#');
  const queryStart = beforeHash.indexOf('?');
  if (queryStart < 0) return { path: beforeHash, query: new URLSearchParams() };
  return {
    path: beforeHash.slice(0, queryStart),
    query: new URLSearchParams(beforeHash.slice(queryStart + 1)),
  };
}

/** The path and query of an app-scheme link, a full web URL or a bare legacy path. */
function linkParts(link: string): LinkParts | null {
  const schemePrefix = `${DEEP_LINK_SCHEME}://`;
  if (link.toLowerCase().startsWith(schemePrefix)) {
    return splitPath(`/${link.slice(schemePrefix.length)}`);
  }
  if (/^https?:\/\//i.test(link)) {
    try {
      const url = new URL(link);
      // A hash-routed legacy page (https://site/#/album/1) keeps its path in the hash.
      if (url.pathname === '/' && url.hash.startsWith('#/')) return splitPath(url.hash.slice(1));
      return { path: url.pathname, query: url.searchParams };
    } catch {
      return null;
    }
  }
  if (link.startsWith('#/')) return splitPath(link.slice(1));
  if (link.startsWith('/')) return splitPath(link);
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The web route (SPEC §2) for an app-scheme link or a legacy path; unknown → '/coming'. */
export function webRouteForDeepLink(link: string): string {
  const parts = linkParts(link.trim());
  if (!parts) return UNKNOWN_DEEP_LINK_ROUTE;
  if (WEB_ROUTE_PREFIXES.some((prefix) => parts.path.startsWith(prefix))) {
    const search = parts.query.toString();
    return search ? `${parts.path}?${search}` : parts.path;
  }
  const [name = '', ...ids] = parts.path.split('/').filter(Boolean).map(safeDecode);
  const target = DEEP_LINK_TARGETS.find((candidate) =>
    candidate.names.includes(name.toLowerCase()),
  );
  if (!target || ids.length !== target.ids || !ids.every(isId)) return UNKNOWN_DEEP_LINK_ROUTE;
  return target.route([ids[0] ?? '', ids[1] ?? ''], parts.query);
}
