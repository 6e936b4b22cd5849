import { Button, setChatMuted, showToast, type Chat } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { toastFailure } from '../../../utils/failure-text.ts';

/**
 * Mutes the chat for the member: its messages still arrive and count as unread, but no
 * longer become notifications. The button says what pressing it will do.
 */
export function MuteButton({ chat, onChanged }: { chat: Chat; onChanged: (chat: Chat) => void }) {
  const { busy, run } = useSubmit();
  const toggle = () =>
    run(async () => {
      const answer = await setChatMuted(chat.albumId, !chat.muted);
      onChanged(answer.item);
      showToast(answer.message, 'success');
    }, toastFailure);
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-label={chat.muted ? 'Unmute this chat' : 'Mute this chat'}
      onClick={() => void toggle()}
    >
      {chat.muted ? 'Unmute' : 'Mute'}
    </Button>
  );
}
