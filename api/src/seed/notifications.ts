// A few unread notifications for the demo member, as members would have made them: likes
// of Dana's balcony post, a comment on her picnic, and a new follower.
import type { Queryable } from '../db/db.ts';
import { notify } from '../plugins/app/notifications/notify.ts';

const DEMO = 'dana.r';
const LIKED_POST = 'My balcony garden, month two';
const LIKERS = ['jonah.w', 'priya.s', 'maya.c', 'marcus.b'];
const COMMENTED_POST = 'Picnic at South Park this Sunday';
const COMMENT = { by: 'maya.c', comment: 'Count me in! I will bring peach cobbler.' };
const FOLLOWER = 'marcus.b';

async function albumOf(tx: Queryable, title: string, ownerId: number) {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM albums WHERE title = $1 AND owner_id = $2 ORDER BY id LIMIT 1',
    [title, ownerId],
  );
  return rows[0]?.id;
}

/** Seeds the demo member's notifications while nobody has any. */
export async function seedNotifications(
  tx: Queryable,
  members: Map<string, number>,
): Promise<void> {
  const any = await tx.query('SELECT 1 FROM notifications LIMIT 1');
  const dana = members.get(DEMO);
  if (any.length > 0 || dana === undefined) return;

  const liked = await albumOf(tx, LIKED_POST, dana);
  if (liked !== undefined) {
    for (const username of LIKERS) {
      const liker = members.get(username);
      if (liker === undefined) continue;
      // The post's seeded like count already counts these members.
      const added = await tx.query(
        `INSERT INTO likes (account_id, likable_type, likable_id) VALUES ($1, 'ALBUM', $2)
         ON CONFLICT (account_id, likable_type, likable_id) DO NOTHING RETURNING id`,
        [liker, liked],
      );
      if (added.length === 0) continue;
      await notify(tx, {
        event: 'LIKE',
        recipientId: dana,
        senderId: liker,
        contentType: 'ALBUM',
        contentId: liked,
        albumId: liked,
      });
    }
  }

  // The comment itself is one of the seeded conversations (social.ts).
  const picnic = await albumOf(tx, COMMENTED_POST, dana);
  const commenter = members.get(COMMENT.by);
  if (picnic !== undefined && commenter !== undefined) {
    const note = await tx.query<{ id: number }>(
      'SELECT id FROM notes WHERE album_id = $1 AND owner_id = $2 AND comment = $3 LIMIT 1',
      [picnic, commenter, COMMENT.comment],
    );
    const noteId = note[0]?.id;
    if (noteId !== undefined) {
      await notify(tx, {
        event: 'COMMENT',
        recipientId: dana,
        senderId: commenter,
        contentType: 'NOTE',
        contentId: noteId,
        parentType: 'ALBUM',
        parentId: picnic,
        albumId: picnic,
      });
    }
  }

  const follower = members.get(FOLLOWER);
  if (follower !== undefined) {
    await tx.query(
      `INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)
       ON CONFLICT (follower_id, followed_id) DO NOTHING`,
      [follower, dana],
    );
    await notify(tx, {
      event: 'FOLLOW',
      recipientId: dana,
      senderId: follower,
      contentType: 'ACCOUNT',
      contentId: dana,
    });
  }
}
