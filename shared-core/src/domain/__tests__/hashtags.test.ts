import { describe, expect, it } from 'vitest';
import { hashtagsOf, linkedTextParts } from '../hashtags.ts';

describe('#tags in a member’s text', () => {
  it('cuts text into plain text, web links and tags', () => {
    expect(linkedTextParts('#Soil first, then www.example.com #mulch.')).toEqual([
      { kind: 'tag', text: '#Soil', tag: 'soil' },
      { kind: 'text', text: ' first, then ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ' ' },
      { kind: 'tag', text: '#mulch', tag: 'mulch' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('takes no # glued to a word, an entity, a path or another #, nor one too long', () => {
    for (const text of ['a#b', '&#38;', 'x/#frag', '##two', '#1abc', `#a${'b'.repeat(50)}`]) {
      expect(hashtagsOf(text), text).toEqual([]);
    }
    expect(hashtagsOf('#Soil and #soil, (#ok)')).toEqual(['soil', 'ok']);
  });
});
