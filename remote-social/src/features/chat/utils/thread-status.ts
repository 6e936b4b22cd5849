import type { Chat, ChatMessage } from '@canopy/shared-core';

/**
 * "Seen" under your last message once the other member has read it; in a group, who has
 * ("Seen by Marcus and Maya", "Seen by everyone"). Null when nobody has or it is not yours.
 */
export function seenText(chat: Chat, newestFirst: ChatMessage[], meId: number): string | null {
  const last = newestFirst[0];
  if (!last || last.owner.accountId !== meId) return null;
  const readers = chat.readStates.filter((state) => state.lastReadNoteId >= last.noteId);
  if (readers.length === 0) return null;
  if (chat.albumType === 'chat_single') return 'Seen';
  if (readers.length === chat.readStates.length) return 'Seen by everyone';
  const names = readers.map(
    (reader) =>
      chat.members.find((member) => member.accountId === reader.accountId)?.display.split(' ')[0] ??
      'someone',
  );
  return `Seen by ${listOf(names)}`;
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** "Maya is typing…", "Maya and Marcus are typing…", or nothing. */
export function typingText(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length > 2) return 'Several people are typing…';
  return `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} typing…`;
}
