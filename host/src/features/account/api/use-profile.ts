import {
  getProfileByHandle,
  getUserProfile,
  searchAlbums,
  useApiResource,
} from '@canopy/shared-core';

export function useProfile(accountId: number) {
  return useApiResource((_signal) => getUserProfile(accountId), [accountId]);
}

/** The profile an @handle names (a mention's link). */
export function useProfileByHandle(handle: string) {
  return useApiResource((signal) => getProfileByHandle(handle, signal), [handle]);
}

export function useMemberPosts(accountId: number) {
  return useApiResource(
    (signal) => searchAlbums({ ownerId: accountId, sortField: 'ALBUM_CREATED', limit: 30 }, signal),
    [accountId],
  );
}
