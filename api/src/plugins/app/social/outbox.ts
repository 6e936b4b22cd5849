// The outbox of social events: each is written by the same transaction as the change it
// records, so a delivered notification never names a like or comment that was rolled back.
import type { Queryable } from '../../../db/db.ts';
import { handleOwners } from '../kernel/handles.ts';
import { notify } from '../notifications/notify.ts';

export type SocialEventType = 'LIKE' | 'COMMENT' | 'REPLY' | 'FOLLOW' | 'MENTION';
export type SocialContentType = 'ALBUM' | 'NOTE' | 'ACCOUNT';

export interface SocialEvent {
  event: SocialEventType;
  senderId: number;
  /** Whom it concerns; nobody is told about their own doing. */
  recipientId: number | null;
  contentType: SocialContentType;
  contentId: number;
  parentType?: 'ALBUM' | 'NOTE' | undefined;
  parentId?: number | undefined;
}

/** The wall item an event is about, whose visibility decides whether its notification shows. */
async function albumOf(tx: Queryable, event: SocialEvent): Promise<number | null> {
  if (event.contentType === 'ALBUM') return event.contentId;
  if (event.parentType === 'ALBUM') return event.parentId ?? null;
  if (event.contentType !== 'NOTE') return null;
  const rows = await tx.query<{ album_id: number }>('SELECT album_id FROM notes WHERE id = $1', [
    event.contentId,
  ]);
  return rows[0]?.album_id ?? null;
}

/** Records the event and, in the same transaction, notifies whom it concerns. */
export async function recordEvent(tx: Queryable, event: SocialEvent): Promise<void> {
  const recipient = event.recipientId === event.senderId ? null : event.recipientId;
  await tx.query(
    `INSERT INTO social_events
       (event, sender_id, recipient_id, content_type, content_id, parent_type, parent_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.event,
      event.senderId,
      recipient,
      event.contentType,
      event.contentId,
      event.parentType ?? null,
      event.parentId ?? null,
    ],
  );
  if (recipient === null) return;
  await notify(tx, {
    event: event.event,
    recipientId: recipient,
    senderId: event.senderId,
    contentType: event.contentType,
    contentId: event.contentId,
    parentType: event.parentType,
    parentId: event.parentId,
    albumId: await albumOf(tx, event),
  });
}

/**
 * One MENTION event per member named as `@handle` in `text` (the writer excepted), about
 * the post or comment that names them. A handle names one member: its owner, or the member
 * who changed away from it in the last 30 days.
 */
export async function recordMentions(
  tx: Queryable,
  usernames: string[],
  about: Omit<SocialEvent, 'event' | 'recipientId'>,
): Promise<void> {
  const owners = await handleOwners(tx, usernames);
  const recipients = new Set([...owners.values()].filter((id) => id !== about.senderId));
  for (const recipientId of [...recipients].sort((a, b) => a - b)) {
    await recordEvent(tx, { ...about, event: 'MENTION', recipientId });
  }
}
