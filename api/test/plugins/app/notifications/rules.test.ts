import { describe, expect, it } from 'vitest';
import {
  contentNameOf,
  groupKey,
  notificationMessage,
  whoDidIt,
} from '../../../../src/plugins/app/notifications/rules.ts';

describe('notification rules', () => {
  it('names one, two, or the first and a count of the others', () => {
    expect(whoDidIt(['Maya'], 1)).toBe('Maya');
    expect(whoDidIt(['Maya', 'Leo'], 2)).toBe('Maya and Leo');
    expect(whoDidIt(['Maya', 'Leo'], 3)).toBe('Maya and 2 others');
    expect(whoDidIt([], 0)).toBe('Someone');
  });

  it('groups likes of one post, comments on one post and followers; mentions stand alone', () => {
    const like = { event: 'LIKE' as const, contentType: 'ALBUM', contentId: 4 };
    expect(groupKey(like)).toBe(groupKey({ ...like }));
    expect(groupKey(like)).not.toBe(groupKey({ ...like, contentId: 5 }));
    expect(
      groupKey({
        event: 'COMMENT',
        contentType: 'NOTE',
        contentId: 9,
        parentType: 'ALBUM',
        parentId: 4,
      }),
    ).toBe('COMMENT:ALBUM:4');
    expect(groupKey({ event: 'FOLLOW', contentType: 'ACCOUNT', contentId: 2 })).toBe('FOLLOW');
    expect(groupKey({ event: 'MENTION', contentType: 'ALBUM', contentId: 4 })).toBeNull();
  });

  it('reads as a sentence about the content, or the text the event carries', () => {
    const base = {
      senderNames: ['Maya', 'Leo'],
      senderCount: 4,
      contentType: 'ALBUM',
      message: null,
    };
    expect(notificationMessage({ ...base, event: 'LIKE', contentName: 'Basil' })).toBe(
      'Maya and 3 others liked your post: “Basil”',
    );
    expect(notificationMessage({ ...base, event: 'FOLLOW', contentName: null })).toBe(
      'Maya and 3 others started following you',
    );
    expect(
      notificationMessage({
        ...base,
        event: 'ORDER_STATUS',
        senderNames: [],
        senderCount: 0,
        contentName: null,
        message: 'Your order #12 is ready for pickup',
      }),
    ).toBe('Your order #12 is ready for pickup');
  });

  it('shortens a long text to a name', () => {
    expect(contentNameOf('  a\n b ')).toBe('a b');
    expect(contentNameOf('x'.repeat(200))).toHaveLength(80);
    expect(contentNameOf('')).toBeNull();
  });
});
