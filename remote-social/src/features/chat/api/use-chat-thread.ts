import {
  deleteChatMessage,
  editChatMessage,
  getChatMessages,
  isBrowserOffline,
  markChatRead,
  OUTBOX_SENT_EVENT,
  queueForSending,
  sentAnswers,
  reasonText,
  sendChatMessage,
  type ChatMessage,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCursorPages } from '../../../hooks/use-cursor-pages.ts';
import { newClientMessageId } from '../utils/client-message-id.ts';

const PAGE_SIZE = 30;

/** A message this page is sending, or could not send (kept with Retry). */
export interface OutgoingMessage {
  clientMessageId: string;
  comment: string;
  uploadIds: string[];
  photoCount: number;
  status: 'sending' | 'failed';
  error: string | null;
}

const noteIdOf = (note: ChatMessage) => note.noteId;

/** Puts a message into a newest-first list once, in id order. */
export function withMessage(items: ChatMessage[], note: ChatMessage): ChatMessage[] {
  if (items.some((item) => item.noteId === note.noteId)) {
    return items.map((item) => (item.noteId === note.noteId ? note : item));
  }
  const at = items.findIndex((item) => item.noteId < note.noteId);
  return at === -1 ? [...items, note] : [...items.slice(0, at), note, ...items.slice(at)];
}

/**
 * One chat's messages: history newest first a page at a time (older ones on `loadOlder`),
 * messages being sent or that failed (Retry sends the same client message id, so the server
 * never stores two), edits, deletions and the member's read position.
 */
export function useChatThread(chatId: number, onSent: () => void) {
  const fetchPage = useCallback(
    (cursor: string | undefined, signal?: AbortSignal) =>
      getChatMessages(chatId, { cursor, limit: PAGE_SIZE }, signal),
    [chatId],
  );
  const { state, reload, loadMore, edit } = useCursorPages(fetchPage, noteIdOf, chatId);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const readUpTo = useRef(0);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => {
    setOutgoing([]);
    readUpTo.current = 0;
  }, [chatId]);

  /** A message arrived (ours or someone's): shown once, and no longer pending. */
  const received = useCallback(
    (note: ChatMessage) => {
      edit((items) => withMessage(items, note));
      if (note.clientMessageId) {
        setOutgoing((current) =>
          current.filter((message) => message.clientMessageId !== note.clientMessageId),
        );
      }
    },
    [edit],
  );

  // A message written offline and sent since (the outbox): shown as the API stored it.
  useEffect(() => {
    const onSent = (event: Event) => {
      for (const note of sentAnswers<ChatMessage>(event, 'chat', chatId)) received(note);
    };
    window.addEventListener(OUTBOX_SENT_EVENT, onSent);
    return () => window.removeEventListener(OUTBOX_SENT_EVENT, onSent);
  }, [chatId, received]);

  const deliver = useCallback(
    async (message: OutgoingMessage) => {
      setOutgoing((current) => [
        ...current.filter((item) => item.clientMessageId !== message.clientMessageId),
        { ...message, status: 'sending', error: null },
      ]);
      // The message stays, with what kept it back in the API's own words (a refusal such
      // as "Wait for Ben to reply…", or a limit's "You are sending messages too fast…").
      const failed = (error: string) =>
        setOutgoing((current) =>
          current.map((item) =>
            item.clientMessageId === message.clientMessageId
              ? { ...item, status: 'failed', error }
              : item,
          ),
        );
      try {
        const answer = await sendChatMessage(chatId, {
          comment: message.comment,
          uploadIds: message.uploadIds,
          clientMessageId: message.clientMessageId,
        });
        if (!answer.valid) return failed(answer.message);
        received(answer.item);
        onSentRef.current();
      } catch (caught) {
        // Offline, a text message waits on this device under the same clientMessageId and
        // is sent once the connection is back (shown as "Waiting to send" until then). Online,
        // a send that got no answer stays "Not sent" with Retry: the member is in the chat,
        // and the same clientMessageId stores it once however often it is retried.
        if (isBrowserOffline() && message.uploadIds.length === 0) {
          const queued = await queueForSending('chat', message.comment, {
            chatId,
            clientKey: message.clientMessageId,
          });
          if (queued) {
            setOutgoing((current) =>
              current.filter((item) => item.clientMessageId !== message.clientMessageId),
            );
            return;
          }
        }
        failed(reasonText(caught, 'The connection failed.'));
      }
    },
    [chatId, received],
  );

  return {
    state,
    reload,
    loadOlder: loadMore,
    outgoing,
    received,
    send: (comment: string, uploadIds: string[]) =>
      deliver({
        clientMessageId: newClientMessageId(),
        comment,
        uploadIds,
        photoCount: uploadIds.length,
        status: 'sending',
        error: null,
      }),
    retry: (message: OutgoingMessage) => deliver(message),
    discard: (clientMessageId: string) =>
      setOutgoing((current) => current.filter((item) => item.clientMessageId !== clientMessageId)),
    removed: useCallback(
      (noteId: number) => edit((items) => items.filter((item) => item.noteId !== noteId)),
      [edit],
    ),
    saveEdit: async (note: ChatMessage, comment: string) => {
      const answer = await editChatMessage(chatId, note.noteId, comment);
      if (answer.valid) received(answer.item);
      return answer;
    },
    remove: async (note: ChatMessage) => {
      const answer = await deleteChatMessage(chatId, note.noteId);
      if (answer.valid) edit((items) => items.filter((item) => item.noteId !== note.noteId));
      return answer;
    },
    /** Tells the server the member has seen up to `noteId` (once per newer message). */
    markRead: useCallback(
      async (noteId: number) => {
        if (noteId <= readUpTo.current) return false;
        readUpTo.current = noteId;
        try {
          await markChatRead(chatId, noteId);
          return true;
        } catch {
          readUpTo.current = 0;
          return false;
        }
      },
      [chatId],
    ),
  };
}
