// Where each thing the header's search finds opens: its own page, built by the same path
// builders as every other link to it.
import type { SearchHit, SearchKind } from '../api/social/search.ts';
import { sharedPaths } from '../federation/shared-paths.ts';
import { albumPath } from './album-routes.ts';

/** The page a search result opens on; a comment opens the page of what it is on. */
export function searchHitPath(kind: SearchKind, hit: SearchHit): string {
  switch (kind) {
    case 'members':
      return sharedPaths.member(hit.id);
    case 'shops':
      return sharedPaths.shop(hit.id);
    case 'products':
      return sharedPaths.product(hit.id);
    default:
      return albumPath(hit.albumType ?? 'post', hit.albumId ?? hit.id);
  }
}

/** The heading of each kind's group, in the order the answer gives them. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  posts: 'Posts',
  comments: 'Comments',
  members: 'Members',
  shops: 'Shops',
  products: 'Products',
  events: 'Events',
  groups: 'Groups',
};
