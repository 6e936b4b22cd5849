import { Button, errorText, setChatMuted, showToast, type Chat } from '@canopy/shared-core';
import { useState } from 'react';

/**
 * Mutes the chat for the member: its messages still arrive and count as unread, but no
 * longer become notifications. The button says what pressing it will do.
 */
export function MuteButton({ chat, onChanged }: { chat: Chat; onChanged: (chat: Chat) => void }) {
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      const answer = await setChatMuted(chat.albumId, !chat.muted);
      onChanged(answer.item);
      showToast(answer.message, 'success');
    } catch (caught) {
      showToast(errorText(caught, 'That did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={pending}
      aria-label={chat.muted ? 'Unmute this chat' : 'Mute this chat'}
      onClick={() => void toggle()}
    >
      {chat.muted ? 'Unmute' : 'Mute'}
    </Button>
  );
}
