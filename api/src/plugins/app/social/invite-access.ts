// Who an album invite shows what: a member sees the invited album if they may see it anyway,
// or if the inviter owns it (owners may share even their private albums), never past its
// access tags, and never a cart or a conversation. Receivers named when inviting get the
// notification only if the invite would open for them.
import type { Queryable } from '../../../db/db.ts';
import type { Point } from '../../../lib/geo.ts';
import { redactForViewer, type LockableAlbum } from '../kernel/access-lock.ts';
import { isPersonalAlbum, type Viewer } from '../kernel/visibility.ts';

/** The invite's album and inviter, as stored. */
export interface InvitedAlbum {
  album_id: number;
  inviter_id: number;
}

export type FoundAlbum = { album: LockableAlbum; locked: boolean } | undefined;

type FindVisible = (id: number, viewer: Viewer, location: Point) => Promise<FoundAlbum>;

export function createInviteAccess(db: Queryable, findVisible: FindVisible) {
  /** The album the invite shows `viewer`, or undefined when it shows them nothing. */
  async function albumForInvite(
    invite: InvitedAlbum,
    viewer: Viewer,
    location: Point,
  ): Promise<FoundAlbum> {
    const asViewer = await findVisible(invite.album_id, viewer, location);
    if (asViewer) return isPersonalAlbum(asViewer.album.albumType) ? undefined : asViewer;
    const asInviter = await findVisible(
      invite.album_id,
      { id: invite.inviter_id, audienceIds: [] },
      location,
    );
    if (!asInviter || asInviter.album.ownerId !== invite.inviter_id) return undefined;
    if (isPersonalAlbum(asInviter.album.albumType)) return undefined;
    // Joining lets the viewer see the album, not past its access tags.
    const album = redactForViewer(asInviter.album, viewer);
    return { album, locked: album.accessLocked };
  }

  /** Of the members named, those (other than the inviter) who could open the invite. */
  async function inviteReceivers(
    ids: readonly number[],
    invite: InvitedAlbum,
    location: Point,
  ): Promise<number[]> {
    const named = [...new Set(ids)].filter((id) => id !== invite.inviter_id);
    const rows = await db.query<{ id: number; audience_ids: number[] }>(
      'SELECT id, audience_ids FROM accounts WHERE id = ANY($1::int[])',
      [named],
    );
    const audiences = new Map(rows.map((row) => [row.id, row.audience_ids]));
    const receivers: number[] = [];
    for (const id of named) {
      const audienceIds = audiences.get(id);
      if (!audienceIds) continue;
      const found = await albumForInvite(invite, { id, audienceIds }, location);
      if (found && !found.locked) receivers.push(id);
    }
    return receivers;
  }

  return { albumForInvite, inviteReceivers };
}
