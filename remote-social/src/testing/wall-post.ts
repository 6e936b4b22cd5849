import type { WallPost } from '@canopy/shared-core';

/** A wall item as the API sends it, with only what a test cares about to fill in. */
export function wallPost(overrides: Partial<WallPost> = {}): WallPost {
  const albumId = overrides.albumId ?? 1;
  return {
    albumId,
    albumType: 'post',
    owner: {
      accountId: 2,
      display: 'Jonah Whitfield',
      username: 'jonah.w',
      profileImage: 'http://api.test/media/avatar.svg',
      accountType: 'MEMBER',
      locationDisplay: null,
    },
    ownerId: 2,
    title: 'Sunflowers along I-70',
    description: 'Sunflowers along I-70 are at their peak',
    coverURL: null,
    fullURL: null,
    thumbnailURL: null,
    mediaType: 'IMAGE',
    tags: [],
    visibility: 'PUBLIC',
    categoryIds: [],
    startDate: null,
    endDate: null,
    assetCount: 0,
    likeCount: 3,
    dislikeCount: 0,
    commentsCount: 31,
    favoriteCount: 1,
    sharedCount: 0,
    viewedCount: 12,
    clickedCount: 0,
    userCount: 0,
    flagCount: 0,
    latitude: null,
    longitude: null,
    locationDescription: null,
    distance: null,
    dateCreated: Date.UTC(2026, 10, 20),
    dateUpdated: Date.UTC(2026, 10, 20),
    hasLiked: false,
    favorite: false,
    favoriteId: null,
    metaData: {},
    publicPermissions: { read: true, write: false, delete: false, add: false },
    totalEpisodes: 0,
    parentAlbumId: null,
    accessLocked: false,
    assets: [],
    ...overrides,
  };
}

/** The wall's answer: one page and the cursor of the next. */
export function wallPage(items: WallPost[], nextCursor: string | null = null) {
  return {
    valid: true,
    message: 'ok',
    items,
    count: items.length,
    countTotal: items.length,
    hasMoreResults: nextCursor !== null,
    start: 0,
    limit: 10,
    nextCursor,
  };
}
