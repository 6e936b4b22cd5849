import {
  errorText,
  joinAlbum,
  leaveAlbum,
  searchAlbums,
  showToast,
  useApiResource,
} from '@canopy/shared-core';
import { useState } from 'react';

/**
 * The groups a member joined, the channels they follow or the events they attend (of
 * `albumType`), private ones included, and a toggle that changes one and reloads.
 */
export function useJoinedAlbums(albumType: string) {
  const [joined, reload] = useApiResource(
    (signal) => searchAlbums({ albumType, filter: 'JOINED', limit: 100 }, signal),
    [albumType],
  );
  const ids = new Set(joined.status === 'ready' ? joined.data.items.map((a) => a.albumId) : []);
  return { joined, ids, reload };
}

/** Join or leave one album, with the server's message as a toast; `onChange` after either. */
export function useMembershipToggle(onChange: () => void) {
  const [busy, setBusy] = useState(false);
  async function toggle(albumId: number, isMember: boolean) {
    setBusy(true);
    try {
      const answer = isMember ? await leaveAlbum(albumId) : await joinAlbum(albumId);
      if (answer.valid) showToast(answer.message, 'success');
      onChange();
    } catch (caught) {
      showToast(errorText(caught, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return { busy, toggle };
}
