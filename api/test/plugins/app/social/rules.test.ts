import { describe, expect, it } from 'vitest';
import {
  albumMediaAccess,
  audienceRuleOf,
  hasAccess,
  isPersonalAlbum,
  matchesTags,
  parseOperator,
  parseTagIds,
} from '../../../../src/plugins/app/social/rules.ts';

describe('audience rules (SPEC §4)', () => {
  it('reads tag ids from arrays and comma strings', () => {
    expect(parseTagIds([1, '2', ' 3 ', 'x', -1, 2.5])).toEqual([1, 2, 3]);
    expect(parseTagIds('4, 5,,6')).toEqual([4, 5, 6]);
    expect(parseTagIds(7)).toEqual([7]);
    expect(parseTagIds(undefined)).toEqual([]);
    expect(parseTagIds({ 1: true })).toEqual([]);
  });

  it("defaults the operator to 'or'", () => {
    expect(parseOperator('AND')).toBe('and');
    expect(parseOperator('or')).toBe('or');
    expect(parseOperator(undefined)).toBe('or');
    expect(parseOperator('xor')).toBe('or');
  });

  it("needs all tags for 'and' and any tag for 'or'", () => {
    expect(matchesTags([], 'and', [])).toBe(true);
    expect(matchesTags([1, 2], 'and', [1, 2, 3])).toBe(true);
    expect(matchesTags([1, 4], 'and', [1, 2])).toBe(false);
    expect(matchesTags([3, 4], 'or', [1, 4])).toBe(true);
    expect(matchesTags([3], 'or', [1, 2])).toBe(false);
  });

  it('derives the stored rule from metaData', () => {
    expect(
      audienceRuleOf({
        visibility_tag_ids: '2,3',
        visibility_filter_operator: 'and',
        is_published: 'false',
      }),
    ).toEqual({
      visibilityTagIds: [2, 3],
      visibilityOperator: 'and',
      published: false,
    });
    expect(audienceRuleOf({})).toEqual({
      visibilityTagIds: [],
      visibilityOperator: 'or',
      published: true,
    });
  });

  it('denies locked items without matching (or any) access tags', () => {
    expect(hasAccess({}, [])).toBe(true);
    expect(hasAccess({ access_locked: true }, [1, 2, 3])).toBe(false);
    expect(hasAccess({ access_locked: 'true', access_tag_ids: [3] }, [1, 2])).toBe(false);
    expect(hasAccess({ access_locked: true, access_tag_ids: [3] }, [3])).toBe(true);
    expect(
      hasAccess(
        { access_locked: true, access_tag_ids: [2, 3], access_filter_operator: 'and' },
        [3],
      ),
    ).toBe(false);
    expect(hasAccess({ access_locked: false, access_tag_ids: [9] }, [])).toBe(true);
  });
});

describe('personal albums', () => {
  it('keeps carts and assistant conversations to their owner', () => {
    expect(isPersonalAlbum('cart')).toBe(true);
    expect(isPersonalAlbum('chat_bot')).toBe(true);
    expect(isPersonalAlbum('post')).toBe(false);
  });
});

describe('whose photos are private', () => {
  const album = (albumType: string, visibility = 'PUBLIC', metaData: object = {}) =>
    albumMediaAccess({ albumType, visibility, metaData });

  it('keeps chats, non-public albums and locked albums private, and nothing else', () => {
    expect(album('chat_single')).toBe('private');
    expect(album('chat_group')).toBe('private');
    expect(album('post', 'PRIVATE')).toBe('private');
    expect(album('group', 'FRIENDS')).toBe('private');
    expect(album('post', 'PUBLIC', { access_locked: true })).toBe('private');
    expect(album('post', 'PUBLIC', { access_locked: 'true' })).toBe('private');
    expect(album('post')).toBe('public');
    expect(album('post', 'PUBLIC', { access_locked: false, visibility_tag_ids: [3] })).toBe(
      'public',
    );
  });
});
