import { describe, expect, it } from 'vitest';
import { isExternalLink, linkLabel, panelLinks } from '../more-links.ts';

describe('right panel links', () => {
  it('relabels Share The App', () => {
    expect(linkLabel('Share The App')).toBe('Share The Site');
    expect(linkLabel('Privacy Policy')).toBe('Privacy Policy');
  });

  it('keeps active links sorted by order', () => {
    const links = panelLinks([
      { title: 'B', linkto: '/b', order: 2, active: true, external: false },
      { title: 'Off', linkto: '/x', order: 0, active: false, external: false },
      { title: 'A', linkto: '/a', order: 1, active: true, external: false },
    ]);
    expect(links.map((link) => link.title)).toEqual(['A', 'B']);
  });

  it('treats absolute URLs as external', () => {
    expect(
      isExternalLink({
        title: 'Help',
        linkto: 'https://help.example',
        order: 1,
        active: true,
        external: false,
      }),
    ).toBe(true);
    expect(
      isExternalLink({
        title: 'Terms',
        linkto: '/terms-and-conditions',
        order: 1,
        active: true,
        external: false,
      }),
    ).toBe(false);
  });
});
