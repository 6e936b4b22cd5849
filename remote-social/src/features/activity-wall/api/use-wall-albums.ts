import { appConfigAtom, searchAlbums, useApiResource } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';

/** SPEC §9: at most 100 items unless the app configuration says otherwise. */
const DEFAULT_MAX_ITEMS = 100;

export function useWallAlbums() {
  const config = useAtomValue(appConfigAtom);
  const limit = config?.defaultMaxItemCount ?? DEFAULT_MAX_ITEMS;
  return useApiResource(
    (signal) => searchAlbums({ sortField: 'ALBUM_CREATED', start: 0, limit }, signal),
    [limit],
  );
}
