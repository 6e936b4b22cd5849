import type { WallPost } from '@canopy/shared-core';
import { albumFixture, listOf } from '@canopy/shared-core/testing';

/** A wall item as the API sends it, with only what a test cares about to fill in. */
export function wallPost(overrides: Partial<WallPost> = {}): WallPost {
  return { ...albumFixture(), accessLocked: false, assets: [], review: null, ...overrides };
}

/** The wall's answer: one page and the cursor of the next. */
export function wallPage(items: WallPost[], nextCursor: string | null = null) {
  return { ...listOf(items), hasMoreResults: nextCursor !== null, limit: 10, nextCursor };
}
