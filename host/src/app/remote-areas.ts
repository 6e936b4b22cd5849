import type { RemoteName } from '@canopy/shared-core';

// Pure data (no shared libraries): the entry script reads it before they have loaded.
// Which remote owns each section under /browse (DESIGN.md §1). The host owns the
// outer route table; each remote owns the pages inside its sections.
const OWNERS: Record<RemoteName, readonly string[]> = {
  marketplace: ['marketplace', 'checkout', 'wallet', 'payments'],
  games: ['quiz', 'tournament', 'leaderboard', 'badges', 'challenge'],
  ai: ['ai-chat'],
  social: [
    'activity-wall',
    'discover',
    'chat',
    'notifications',
    'live-streams',
    'see-all',
    'channel',
    'training',
    'group',
    'event',
    'news',
    'topic',
    'video',
    'people',
    'influencer',
    'sharethesite',
    'streaming',
    'audio',
    'customlist',
    'list',
    'trail',
    'note',
    'story',
    'schedule',
    'activity-detail',
    'channel-post',
    'training-post',
    'page',
    'topic-post',
  ],
};

const OWNER_BY_SECTION = new Map<string, RemoteName>(
  Object.entries(OWNERS).flatMap(([remote, sections]) =>
    sections.map((section) => [section, remote as RemoteName] as const),
  ),
);

/** The remote that owns `/browse/<section>/…`, or null for an unknown section. */
export function remoteForSection(section: string): RemoteName | null {
  return OWNER_BY_SECTION.get(section) ?? null;
}

/** The remote that owns the /browse section of a location hash, or null. */
export function remoteAtHash(hash: string): RemoteName | null {
  const section = /^#\/browse\/([^/?#]+)/.exec(hash)?.[1];
  return section ? remoteForSection(section) : null;
}
