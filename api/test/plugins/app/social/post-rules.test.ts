import { describe, expect, it } from 'vitest';
import * as browser from '../../../../../shared-core/src/domain/post-rules.ts';
import {
  commentProblem,
  decodeKeysetCursor,
  encodeKeysetCursor,
  MAX_COMMENT_LENGTH,
  MAX_POST_PHOTO_BYTES,
  MAX_POST_PHOTOS,
  MAX_POST_TEXT_LENGTH,
  mentionedUsernames,
  POST_PHOTO_TYPES,
  postProblem,
  postTitle,
  sniffPhotoType,
} from '../../../../src/plugins/app/social/rules.ts';

describe('post rules', () => {
  it('are the same limits and messages the browser checks before sending', () => {
    expect(browser.MAX_POST_TEXT_LENGTH).toBe(MAX_POST_TEXT_LENGTH);
    expect(browser.MAX_COMMENT_LENGTH).toBe(MAX_COMMENT_LENGTH);
    expect(browser.MAX_POST_PHOTOS).toBe(MAX_POST_PHOTOS);
    expect(browser.MAX_POST_PHOTO_BYTES).toBe(MAX_POST_PHOTO_BYTES);
    expect([...browser.POST_PHOTO_TYPES]).toEqual([...POST_PHOTO_TYPES]);
    for (const [text, photos] of [
      ['', 0],
      ['x'.repeat(5001), 0],
      ['hi', 11],
      ['fine', 2],
    ] as const) {
      expect(browser.postProblem(text, photos)).toBe(postProblem(text, photos));
    }
    expect(browser.commentProblem(' ')).toBe(commentProblem(' '));
    const gif = new TextEncoder().encode('GIF87a......');
    expect(browser.sniffPhotoType(gif)).toBe(sniffPhotoType(gif));
  });

  it('titles a post by its first line', () => {
    expect(postTitle('  Harvest day\nMore to say')).toBe('Harvest day');
    expect(postTitle('')).toBe('Photos');
    expect(postTitle('x'.repeat(200))).toHaveLength(120);
  });

  it('round-trips wall cursors and rejects anything else', () => {
    const cursor = { createdMicros: '1732363200123456', id: 42 };
    expect(decodeKeysetCursor(encodeKeysetCursor(cursor))).toEqual(cursor);
    expect(decodeKeysetCursor('1_0')).toBeUndefined();
    expect(decodeKeysetCursor("1_1' OR 1=1")).toBeUndefined();
    expect(decodeKeysetCursor(undefined)).toBeUndefined();
  });

  it('finds each @username once, not e-mail addresses', () => {
    expect(mentionedUsernames('Hi @Dana.R and @marcus.b, @dana.r again; mail x@y.z')).toEqual([
      'dana.r',
      'marcus.b',
    ]);
  });

  it('reads every handle form, and not the full stop after one', () => {
    expect(mentionedUsernames('Thanks @ada.l2, @Ada_Lee and @a.b.c_9. Ask @sam.o.')).toEqual([
      'ada.l2',
      'ada_lee',
      'a.b.c_9',
      'sam.o',
    ]);
  });
});
