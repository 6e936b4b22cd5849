import {
  getAlbum,
  joinAlbum,
  leaveAlbum,
  searchAlbums,
  showToast,
  useApiResource,
  useTrackView,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';
import { toastFailure } from '../utils/failure-text.ts';

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
  const { busy, run } = useSubmit();
  const toggle = (albumId: number, isMember: boolean) =>
    run(async () => {
      const answer = isMember ? await leaveAlbum(albumId) : await joinAlbum(albumId);
      if (answer.valid) showToast(answer.message, 'success');
      onChange();
    }, toastFailure);
  return { busy, toggle };
}

/** Whether the member joined a section, known once their sections loaded, and the toggle. */
export interface SectionMembership {
  ready: boolean;
  isMember: boolean;
  busy: boolean;
  toggle: () => void;
}

/**
 * A joinable section's page (a channel, group or event): the album, counted as viewed,
 * and the member's membership; a toggle reloads both and bumps `version`, so a list of
 * the section's members reads itself again.
 */
export function useSectionAlbum(albumType: string, albumId: number) {
  useTrackView(albumType, albumId);
  const [album, reload] = useApiResource(() => getAlbum(albumId), [albumId]);
  const joined = useJoinedAlbums(albumType);
  const [version, setVersion] = useState(0);
  const { busy, toggle } = useMembershipToggle(() => {
    joined.reload();
    reload();
    setVersion((n) => n + 1);
  });
  const isMember = joined.ids.has(albumId);
  const membership: SectionMembership = {
    ready: joined.joined.status === 'ready',
    isMember,
    busy,
    toggle: () => void toggle(albumId, isMember),
  };
  return { album, reload, version, membership };
}
