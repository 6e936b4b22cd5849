import type { Chat, ChatMessage } from '@canopy/shared-core';
import { describe, expect, it } from 'vitest';
import { withMessage } from '../../api/use-chat-thread.ts';
import { toChatEvent } from '../chat-events.ts';
import { seenText, typingText } from '../thread-status.ts';

const person = (accountId: number, display: string) => ({
  accountId,
  display,
  username: display.toLowerCase(),
  profileImage: '',
  accountType: 'MEMBER',
  locationDisplay: null,
});
const message = (noteId: number, by: number) =>
  ({ noteId, owner: person(by, `P${by}`), comment: `m${noteId}` }) as unknown as ChatMessage;
const group = (reads: [number, number][]) =>
  ({
    albumType: 'chat_group',
    members: [person(1, 'Me Here'), person(2, 'Ben Bell'), person(3, 'Cleo Cruz')],
    readStates: reads.map(([accountId, lastReadNoteId]) => ({ accountId, lastReadNoteId })),
  }) as unknown as Chat;

describe('seenText', () => {
  it('says who has read your last message, and nothing for theirs', () => {
    const mine = [message(10, 1), message(9, 2)];
    expect(
      seenText(
        group([
          [2, 9],
          [3, 9],
        ]),
        mine,
        1,
      ),
    ).toBeNull();
    expect(
      seenText(
        group([
          [2, 10],
          [3, 9],
        ]),
        mine,
        1,
      ),
    ).toBe('Seen by Ben');
    expect(
      seenText(
        group([
          [2, 10],
          [3, 12],
        ]),
        mine,
        1,
      ),
    ).toBe('Seen by everyone');
    expect(seenText({ ...group([[2, 10]]), albumType: 'chat_single' }, mine, 1)).toBe('Seen');
    expect(seenText(group([[2, 10]]), [message(11, 2), ...mine], 1)).toBeNull();
  });
});

describe('typingText', () => {
  it('names one or two typists and counts more', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ben'])).toBe('Ben is typing…');
    expect(typingText(['Ben', 'Cleo'])).toBe('Ben and Cleo are typing…');
    expect(typingText(['A', 'B', 'C'])).toBe('Several people are typing…');
  });
});

describe('withMessage', () => {
  it('adds a message once, in newest-first order, and replaces an edited one', () => {
    const items = [message(5, 1), message(3, 1)];
    expect(withMessage(items, message(4, 2)).map((m) => m.noteId)).toEqual([5, 4, 3]);
    expect(withMessage(items, message(6, 2)).map((m) => m.noteId)).toEqual([6, 5, 3]);
    const edited = { ...message(5, 1), comment: 'changed' };
    expect(withMessage(items, edited)).toEqual([edited, items[1]]);
  });
});

describe('toChatEvent', () => {
  it('reads the events chat publishes and ignores anything else', () => {
    expect(toChatEvent('chat-read', { chatId: 4, accountId: 2, lastReadNoteId: 9 })).toEqual({
      kind: 'chat-read',
      chatId: 4,
      accountId: 2,
      lastReadNoteId: 9,
    });
    expect(toChatEvent('chat-message', { chatId: 4, note: { noteId: 1 } })?.kind).toBe(
      'chat-message',
    );
    expect(toChatEvent('chat-message', { chatId: 4 })).toBeUndefined();
    expect(toChatEvent('chat-typing', { chatId: 4, accountId: 2 })).toBeUndefined();
    expect(toChatEvent('notification', { chatId: 4 })).toBeUndefined();
    expect(toChatEvent('chat-updated', null)).toBeUndefined();
  });
});
