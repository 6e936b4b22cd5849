import type { ApiListItem } from '../api/openapi.ts';

/** An album as the API lists it (album search, and the wall adds to it). */
type ListedAlbum = ApiListItem<'/albums/search', 'get'>;

/**
 * A listed album with believable values, for tests of any front end: pass what the test
 * cares about. No vitest here, so the remotes' shell checks (Playwright) use it too.
 */
export function albumFixture(overrides: Partial<ListedAlbum> = {}): ListedAlbum {
  return {
    albumId: 1,
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
    ...overrides,
  };
}
