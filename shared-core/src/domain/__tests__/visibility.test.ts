import { describe, expect, it } from 'vitest';
import { hasAccess, isVisible } from '../visibility.ts';

const member = [1, 2];

describe('isVisible', () => {
  it('shows items without visibility tags', () => {
    expect(isVisible(null, member)).toBe(true);
    expect(isVisible({}, member)).toBe(true);
    expect(isVisible({ visibility_tag_ids: [] }, [])).toBe(true);
    expect(isVisible({ visibility_tag_ids: ' , ' }, [])).toBe(true);
  });

  it("defaults to 'or': any matching tag shows the item", () => {
    expect(isVisible({ visibility_tag_ids: [2, 9] }, member)).toBe(true);
    expect(isVisible({ visibility_tag_ids: [8, 9] }, member)).toBe(false);
  });

  it("with 'and' needs every tag", () => {
    expect(
      isVisible({ visibility_tag_ids: [1, 2], visibility_filter_operator: 'and' }, member),
    ).toBe(true);
    expect(
      isVisible({ visibility_tag_ids: [1, 3], visibility_filter_operator: 'and' }, member),
    ).toBe(false);
    expect(
      isVisible({ visibility_tag_ids: [1, 3], visibility_filter_operator: 'AND' }, member),
    ).toBe(false);
  });

  it("with 'or' needs any tag", () => {
    expect(
      isVisible({ visibility_tag_ids: [1, 3], visibility_filter_operator: 'or' }, member),
    ).toBe(true);
  });

  it('reads tag ids from a comma string or strings, against numeric or string audiences', () => {
    expect(
      isVisible({ visibility_tag_ids: '1, 4', visibility_filter_operator: 'and' }, [1, 4]),
    ).toBe(true);
    expect(isVisible({ visibility_tag_ids: '1,4', visibility_filter_operator: 'and' }, [1])).toBe(
      false,
    );
    expect(isVisible({ visibility_tag_ids: ['2', '9'] }, member)).toBe(true);
    expect(isVisible({ visibility_tag_ids: [2] }, ['2'])).toBe(true);
  });

  it('hides tagged items from a member with no audiences', () => {
    expect(isVisible({ visibility_tag_ids: [1] }, [])).toBe(false);
  });
});

describe('hasAccess', () => {
  it('allows items that are not locked, whatever their access tags', () => {
    expect(hasAccess(null, [])).toBe(true);
    expect(hasAccess({ access_locked: false, access_tag_ids: [9] }, member)).toBe(true);
  });

  it('denies a locked item with no access tags configured', () => {
    expect(hasAccess({ access_locked: true }, member)).toBe(false);
    expect(hasAccess({ access_locked: true, access_tag_ids: [] }, member)).toBe(false);
    expect(hasAccess({ access_locked: 'true', access_tag_ids: '' }, member)).toBe(false);
  });

  it("needs any access tag by default, every one with 'and'", () => {
    expect(hasAccess({ access_locked: true, access_tag_ids: [2, 7] }, member)).toBe(true);
    expect(hasAccess({ access_locked: true, access_tag_ids: [7] }, member)).toBe(false);
    expect(
      hasAccess(
        { access_locked: true, access_tag_ids: '1,2', access_filter_operator: 'and' },
        member,
      ),
    ).toBe(true);
    expect(
      hasAccess(
        { access_locked: true, access_tag_ids: [1, 7], access_filter_operator: 'and' },
        member,
      ),
    ).toBe(false);
  });

  it('uses the access operator, not the visibility one', () => {
    const metaData = {
      visibility_filter_operator: 'and',
      access_locked: true,
      access_tag_ids: [1, 7],
    };
    expect(hasAccess(metaData, member)).toBe(true);
  });
});
