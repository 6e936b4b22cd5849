import { describe, expect, it } from 'vitest';
import {
  awaitingReplyRefusal,
  groupEntryOf,
  UNANSWERED_MESSAGE_CAP,
} from '../../../../src/plugins/app/chat/rules.ts';

describe('awaitingReplyRefusal', () => {
  const stranger = {
    otherHasWritten: false,
    otherFollowsSender: false,
    otherName: 'Marcus Bell',
  };

  it('lets a sender introduce themselves, then waits for an answer', () => {
    expect(UNANSWERED_MESSAGE_CAP).toBe(3);
    expect(awaitingReplyRefusal({ ...stranger, sent: 2 })).toBeUndefined();
    expect(awaitingReplyRefusal({ ...stranger, sent: 3 })).toBe(
      'Wait for Marcus Bell to reply before sending more messages.',
    );
  });

  it('holds nobody back once the other has written, or follows the sender', () => {
    expect(awaitingReplyRefusal({ ...stranger, sent: 40, otherHasWritten: true })).toBeUndefined();
    expect(
      awaitingReplyRefusal({ ...stranger, sent: 40, otherFollowsSender: true }),
    ).toBeUndefined();
  });
});

describe('groupEntryOf', () => {
  it('adds followers of the adder, invites others once, and respects a decline', () => {
    expect(groupEntryOf({ followsAdder: true, invitation: null })).toBe('added');
    expect(groupEntryOf({ followsAdder: true, invitation: 'pending' })).toBe('added');
    expect(groupEntryOf({ followsAdder: false, invitation: null })).toBe('invited');
    expect(groupEntryOf({ followsAdder: false, invitation: 'pending' })).toBe('not-asked');
    expect(groupEntryOf({ followsAdder: true, invitation: 'declined' })).toBe('not-asked');
  });
});
