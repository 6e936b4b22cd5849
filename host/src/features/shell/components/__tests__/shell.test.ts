import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV, mainNavItems } from '../main-nav.tsx';
import { showsChrome } from '../main-layout.tsx';

describe('showsChrome', () => {
  it('shows header and footer only to members away from root and home', () => {
    expect(showsChrome(true, '/browse/activity-wall')).toBe(true);
    expect(showsChrome(true, '/')).toBe(false);
    expect(showsChrome(true, '/home')).toBe(false);
    expect(showsChrome(false, '/browse/activity-wall')).toBe(false);
  });
});

describe('mainNavItems', () => {
  it('falls back to the spec defaults', () => {
    expect(mainNavItems(undefined).map((item) => item.title)).toEqual([
      'Activity Wall',
      'Discover',
      'Chat',
      'Notifications',
    ]);
    expect(mainNavItems([])).toEqual(DEFAULT_NAV);
  });

  it('keeps active items in configured order', () => {
    const items = mainNavItems([
      { title: 'B', linkto: '/b', order: 2, active: true },
      { title: 'Hidden', linkto: '/h', order: 0, active: false },
      { title: 'A', linkto: '/a', order: 1, active: true },
    ]);
    expect(items.map((item) => item.title)).toEqual(['A', 'B']);
  });
});
