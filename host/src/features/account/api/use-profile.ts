import { getUserProfile, searchAlbums, useApiResource } from '@canopy/shared-core';

export function useProfile(accountId: number) {
  return useApiResource((_signal) => getUserProfile(accountId), [accountId]);
}

export function useMemberPosts(accountId: number) {
  return useApiResource(
    (signal) => searchAlbums({ ownerId: accountId, sortField: 'ALBUM_CREATED', limit: 30 }, signal),
    [accountId],
  );
}
