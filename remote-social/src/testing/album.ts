import type { Album } from '@canopy/shared-core';
import { wallPost } from './wall-post.ts';

/** An album of a content section as the API sends it. */
export function sectionAlbum(overrides: Partial<Album> = {}): Album {
  return { ...wallPost(), albumType: 'news', ...overrides } as Album;
}
