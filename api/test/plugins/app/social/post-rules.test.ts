import { describe, expect, it } from 'vitest';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  mentionedUsernames,
  postTitle,
} from '../../../../src/plugins/app/social/rules.ts';

describe('post rules', () => {
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
