import { searchAlbums, useApiResource } from '@canopy/shared-core';

/** SPEC §7: the assistant's conversations are the member's own chat_bot albums. */
export function useConversations() {
  return useApiResource(
    (signal) =>
      searchAlbums(
        { albumType: 'chat_bot', filter: 'MINE', sortField: 'ALBUM_UPDATED', limit: 50 },
        signal,
      ),
    [],
  );
}
