import { getChatInvitations, isApiFailure, type ChatInvitation } from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The member's invitations to group chats. They come on top of the conversations, so a
 * failed load shows nothing rather than an error: the next live event or focus asks again.
 */
export function useChatInvitations() {
  const [items, setItems] = useState<ChatInvitation[]>([]);
  const latest = useRef(0);

  const fetchInvitations = useCallback(async (signal?: AbortSignal) => {
    const ticket = (latest.current += 1);
    const answer = await getChatInvitations(signal);
    // Only the newest answer counts: an older one may still list an answered invitation.
    if (signal?.aborted || ticket !== latest.current || isApiFailure(answer)) return;
    setItems(answer.items);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchInvitations(controller.signal);
    const onFocus = () => void fetchInvitations();
    window.addEventListener('focus', onFocus);
    return () => {
      controller.abort();
      window.removeEventListener('focus', onFocus);
    };
  }, [fetchInvitations]);

  return {
    items,
    refresh: useCallback(() => void fetchInvitations(), [fetchInvitations]),
    /** Takes an answered invitation off the list at once, before it is fetched again. */
    answered: useCallback(
      (chatId: number) => setItems((current) => current.filter((item) => item.albumId !== chatId)),
      [],
    ),
  };
}
