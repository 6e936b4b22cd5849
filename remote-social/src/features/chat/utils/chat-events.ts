// The live events chat publishes, as this page reads them. The API sends each with the
// chat's id, so one handler can route it to the list and the open thread.
import type { ChatMessage } from '@canopy/shared-core';

export const CHAT_EVENT_KINDS = [
  'chat-message',
  'chat-message-updated',
  'chat-message-deleted',
  'chat-read',
  'chat-typing',
  'chat-updated',
  'chat-removed',
  'chat-invitation',
] as const;

export type ChatEvent =
  | { kind: 'chat-message' | 'chat-message-updated'; chatId: number; note: ChatMessage }
  | { kind: 'chat-message-deleted'; chatId: number; noteId: number }
  | { kind: 'chat-read'; chatId: number; accountId: number; lastReadNoteId: number }
  | { kind: 'chat-typing'; chatId: number; accountId: number; at: number }
  | { kind: 'chat-updated' | 'chat-removed' | 'chat-invitation'; chatId: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A live event's payload as a chat event, or undefined when it is not one this page knows. */
export function toChatEvent(kind: string, payload: unknown): ChatEvent | undefined {
  if (!isRecord(payload) || !isId(payload.chatId)) return undefined;
  const chatId = payload.chatId;
  switch (kind) {
    case 'chat-message':
    case 'chat-message-updated':
      return isRecord(payload.note) && isId(payload.note.noteId)
        ? { kind, chatId, note: payload.note as ChatMessage }
        : undefined;
    case 'chat-message-deleted':
      return isId(payload.noteId) ? { kind, chatId, noteId: payload.noteId } : undefined;
    case 'chat-read':
      return isId(payload.accountId) && isId(payload.lastReadNoteId)
        ? { kind, chatId, accountId: payload.accountId, lastReadNoteId: payload.lastReadNoteId }
        : undefined;
    case 'chat-typing':
      return isId(payload.accountId) && isId(payload.at)
        ? { kind, chatId, accountId: payload.accountId, at: payload.at }
        : undefined;
    case 'chat-updated':
    case 'chat-removed':
    case 'chat-invitation':
      return { kind, chatId };
    default:
      return undefined;
  }
}
