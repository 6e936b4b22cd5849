// Writing while offline: a post or a chat message that cannot reach the API goes to the
// outbox (outbox-queue.ts) instead of being lost, and the outbox is sent once the
// connection is back (the `online` event, and at every start while signed in).
import { sendChatMessage } from '../api/social/chats.ts';
import { createPost } from '../api/social/posts.ts';
import { userAtom } from '../session/session-atoms.ts';
import { store } from '../state/store.ts';
import { showToast } from '../state/toast-atoms.ts';
import {
  browserOutbox,
  flushOutbox,
  queuedSend,
  showQueued,
  type QueuedSend,
  type SendOutcome,
} from './outbox-queue.ts';
import { isConnectionFailure, OUTBOX_SENT_EVENT } from './offline-lazy.tsx';

const outbox = browserOutbox();

const memberId = () => store.get(userAtom)?.id ?? null;

/** Keeps a post or chat message for sending when the connection is back. */
export async function queueForSending(
  kind: QueuedSend['kind'],
  text: string,
  options: { chatId?: number; clientKey?: string } = {},
): Promise<QueuedSend | null> {
  const member = memberId();
  if (member === null) return null;
  const item = queuedSend(member, kind, text, options.chatId);
  if (options.clientKey) item.clientKey = options.clientKey;
  await outbox.put(item);
  await showQueued(outbox, member);
  return item;
}

async function sendItem(item: QueuedSend): Promise<SendOutcome> {
  try {
    const answer =
      item.kind === 'chat'
        ? await sendChatMessage(item.chatId ?? 0, {
            comment: item.text,
            uploadIds: [],
            clientMessageId: item.clientKey,
          })
        : await createPost({
            description: item.text,
            uploadIds: [],
            idempotencyKey: item.clientKey,
          });
    return answer.valid
      ? { sent: true, answer: answer.item }
      : { sent: false, reason: answer.message };
  } catch (caught) {
    if (isConnectionFailure(caught)) throw caught;
    return { sent: false, reason: caught instanceof Error ? caught.message : String(caught) };
  }
}

/** Sends what waits, once; pages showing it reload when something went. */
export async function sendWaiting(): Promise<void> {
  const member = memberId();
  if (member === null) return;
  const result = await flushOutbox(outbox, member, sendItem);
  await showQueued(outbox, member);
  if (result.refused.length > 0) {
    showToast(
      `${result.refused.length === 1 ? 'A message' : `${result.refused.length} messages`} written offline could not be sent.`,
    );
  }
  if (result.sent.length > 0) {
    window.dispatchEvent(new CustomEvent(OUTBOX_SENT_EVENT, { detail: result.sent }));
  }
}

/** Forgets an item the API refused (the member read why and dismissed it). */
export async function dismissQueued(id: string): Promise<void> {
  await outbox.remove(id);
  await showQueued(outbox, memberId());
}

/** While signed in: shows what waits, sends it now if online, and again on reconnecting. */
export function followOutbox(): () => void {
  const send = () => void sendWaiting().catch(() => undefined);
  void showQueued(outbox, memberId()).catch(() => undefined);
  if (navigator.onLine !== false) send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
