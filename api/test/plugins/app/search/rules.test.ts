import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  oneLine,
  prefixTsQuery,
  searchWords,
} from '../../../../src/plugins/app/search/rules.ts';
import { tagNameOf } from '../../../../src/plugins/app/social/hashtags.ts';

describe('what the search reads of what was typed', () => {
  it('cuts at anything but letters and digits, lowercased, each word once', () => {
    expect(searchWords('  @Ada.L  ')).toEqual(['ada', 'l']);
    expect(searchWords('Crème brûlée & crème')).toEqual(['crème', 'brûlée']);
    expect(searchWords("x' | y:* & !z")).toEqual(['x', 'y', 'z']);
    expect(searchWords('?!#')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('needs every word, each as a prefix, and nothing without words', () => {
    expect(prefixTsQuery(['compo', 'heap'])).toBe('compo:* & heap:*');
    expect(prefixTsQuery([])).toBeUndefined();
  });

  it('shows a long text on one line, cut at a word', () => {
    expect(oneLine('short\n\ntext', 20)).toBe('short text');
    expect(oneLine('the quick brown fox jumps over', 16)).toBe('the quick brown…');
  });
});

describe('the tag a tag page asks for', () => {
  it('takes it with or without #, lowercased; refuses what no text can carry', () => {
    expect(tagNameOf('#Compost')).toBe('compost');
    expect(tagNameOf('soil_2')).toBe('soil_2');
    expect(tagNameOf('1abc')).toBeUndefined();
    expect(tagNameOf('two words')).toBeUndefined();
    expect(tagNameOf(`a${'b'.repeat(50)}`)).toBeUndefined();
  });
});
