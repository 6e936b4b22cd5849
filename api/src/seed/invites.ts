import type { Queryable } from '../db/db.ts';
import { insertInvite } from '../plugins/app/social/invites-repository.ts';

/** Opens `/#/albums/invite?token=demo-invite-token` in the web app as Dana. */
export const DEMO_INVITE_TOKEN = 'demo-invite-token';
/** Marcus invites Dana to his seed post with this title. */
export const DEMO_INVITE_ALBUM_TITLE = 'Best patios in Wichita';

const YEAR = 365 * 24 * 60 * 60 * 1000;

export async function seedInvites(tx: Queryable, memberIds: Map<string, number>): Promise<void> {
  const inviterId = memberIds.get('marcus');
  if (inviterId === undefined) throw new Error('Unknown seed member marcus');
  const albums = await tx.query<{ id: number }>(
    'SELECT id FROM albums WHERE owner_id = $1 AND title = $2',
    [inviterId, DEMO_INVITE_ALBUM_TITLE],
  );
  const albumId = albums[0]?.id;
  if (albumId === undefined) throw new Error(`No seed album "${DEMO_INVITE_ALBUM_TITLE}"`);
  await insertInvite(tx, {
    token: DEMO_INVITE_TOKEN,
    albumId,
    inviterId,
    // The demo link should keep working for as long as anyone runs the demo data.
    expiresAt: new Date(Date.now() + 10 * YEAR),
  });
}
