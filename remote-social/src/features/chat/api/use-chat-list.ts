import { getChats, isApiFailure, type Chat } from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

const LIST_SIZE = 50;

export type ChatListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: Chat[]; unreadTotal: number; refreshError: string | null };

/**
 * The member's conversations. The first load shows a loading state; later refreshes (a live
 * event, the tab coming back into focus, a message sent) replace the list quietly.
 */
export function useChatList() {
  const [state, setState] = useState<ChatListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const fetchList = useCallback(async (quiet: boolean, signal?: AbortSignal) => {
    const ticket = (latest.current += 1);
    if (!quiet) setState({ status: 'loading' });
    const page = await getChats({ limit: LIST_SIZE }, signal);
    // Only the newest answer counts: an older one may not know the latest message.
    if (signal?.aborted || ticket !== latest.current) return;
    if (isApiFailure(page)) {
      setState((current) =>
        quiet && current.status === 'ready'
          ? { ...current, refreshError: page.message }
          : { status: 'error', message: page.message },
      );
      return;
    }
    setState({
      status: 'ready',
      items: page.items,
      unreadTotal: page.unreadTotal,
      refreshError: null,
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchList(false, controller.signal);
    return () => controller.abort();
  }, [fetchList, attempt]);

  useEffect(() => {
    const onFocus = () => void fetchList(true);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [fetchList]);

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    refresh: useCallback(() => void fetchList(true), [fetchList]),
    /** Shows a chat as read at once, before the list is fetched again. */
    markRead: useCallback((chatId: number) => {
      setState((current) => {
        if (current.status !== 'ready') return current;
        const chat = current.items.find((item) => item.albumId === chatId);
        if (!chat || chat.unreadCount === 0) return current;
        return {
          ...current,
          unreadTotal: Math.max(0, current.unreadTotal - chat.unreadCount),
          items: current.items.map((item) =>
            item.albumId === chatId ? { ...item, unreadCount: 0 } : item,
          ),
        };
      });
    }, []),
  };
}
