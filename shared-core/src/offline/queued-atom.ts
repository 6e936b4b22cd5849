// What waits in the outbox, as the page shows it. Kept apart from the outbox itself
// (outbox-queue.ts), which is loaded only when something is written offline or waits.
import { atom } from 'jotai';

export interface QueuedSend {
  id: string;
  memberId: number;
  kind: 'post' | 'chat';
  /** The chat a message goes to. */
  chatId?: number;
  text: string;
  /** Sent with the item every time, so a send repeated after a lost answer counts once. */
  clientKey: string;
  createdAt: number;
  /** The API's reason when it refused the item (then it is not sent again). */
  refused?: string;
}

/** What the page shows: the signed-in member's queued items, oldest first. */
export const queuedSendsAtom = atom<QueuedSend[]>([]);
