import { describe, expect, it } from 'vitest';
import { messageParts } from '../chat-rules.ts';
import {
  insertMention,
  mentionBeforeCaret,
  mentionedUsernames,
  withMentions,
} from '../mentions.ts';

describe('mentionedUsernames', () => {
  it('finds each handle once, lower-case, without the dot that ends a sentence', () => {
    expect(mentionedUsernames('Ask @Dana.R. or @ada_l2, and @dana.r again')).toEqual([
      'dana.r',
      'ada_l2',
    ]);
    expect(mentionedUsernames('mail ada@canopy.test, @@x and @ alone')).toEqual([]);
  });
});

describe('withMentions', () => {
  it('makes @handles in text parts mentions and leaves links as they are', () => {
    expect(withMentions(messageParts('Hi @bea.k. See https://x.test/@ada'))).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@bea.k', handle: 'bea.k' },
      { kind: 'text', text: '. See ' },
      { kind: 'link', text: 'https://x.test/@ada', href: 'https://x.test/@ada' },
    ]);
    expect(withMentions(messageParts('ada@canopy.test'))).toEqual([
      { kind: 'text', text: 'ada@canopy.test' },
    ]);
  });
});

describe('mentionBeforeCaret and insertMention', () => {
  it('finds the handle being typed and writes the chosen one in its place', () => {
    const text = 'Thanks @be for the seeds';
    expect(mentionBeforeCaret(text, 10)).toEqual({ start: 7, query: 'be' });
    expect(mentionBeforeCaret(text, 8)).toBeUndefined(); // only the @ so far
    expect(mentionBeforeCaret('mail ada@ca', 11)).toBeUndefined();
    const mention = mentionBeforeCaret(text, 10);
    if (!mention) throw new Error('no mention');
    expect(insertMention(text, 10, mention, 'bea.k')).toEqual({
      text: 'Thanks @bea.k for the seeds',
      caret: 14,
    });
    expect(insertMention('@be', 3, { start: 0, query: 'be' }, 'bea.k')).toEqual({
      text: '@bea.k ',
      caret: 7,
    });
  });
});
