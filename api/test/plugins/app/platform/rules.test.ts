import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../../../src/plugins/app/platform/app-config-defaults.ts';
import {
  configLinkProblem,
  isAllowedConfigLink,
} from '../../../../src/plugins/app/platform/rules.ts';

describe('isAllowedConfigLink', () => {
  it.each([
    'https://help.canopy.example/',
    'http://localhost:4000/media/logo.svg',
    'HTTPS://CDN.EXAMPLE.COM/logo.svg',
    '/browse/activity-wall',
    '/browse/see-all?title=Latest+news&albumType=news',
    '/home#guidelines',
    '/media/favicon.svg',
    '#/browse/marketplace',
  ])('lets %s through', (link) => {
    expect(isAllowedConfigLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:someone@example.com',
    'canopy://album/1',
    '//evil.example/login',
    '/\\evil.example/login',
    '/\t/evil.example/login',
    '/browse/\nwall',
    ' /browse/activity-wall',
    'https://',
    'https:evil.example',
    'ftp://files.example.com/',
    'browse/activity-wall',
    '#evil',
    '',
  ])('refuses %j', (link) => {
    expect(isAllowedConfigLink(link)).toBe(false);
  });
});

describe('configLinkProblem', () => {
  it('finds nothing wrong with the default configuration', () => {
    expect(configLinkProblem(DEFAULT_APP_CONFIG)).toBeUndefined();
  });

  it('names the field of the first link that is not allowed, wherever it is', () => {
    const withNav = structuredClone(DEFAULT_APP_CONFIG);
    withNav.web_main_navigation.items[2]!.linkto = 'javascript:alert(1)';
    expect(configLinkProblem(withNav)).toBe(
      'body/web_main_navigation/items/2/linkto must be an http(s) URL or a path of this app starting with / or #/.',
    );
    for (const [change, field] of [
      [
        { moreLinkItems: { items: [{ title: 'x', linkto: '//evil.example' }] } },
        'body/moreLinkItems/items/0/linkto',
      ],
      [
        { homePageConfig: { items: [{ title: 'x', linkto: 'data:text/html,hi' }] } },
        'body/homePageConfig/items/0/linkto',
      ],
      [
        { onboardingSettings: { desktopNavLogoUrl: 'javascript:x', webFaviconUrl: '/f.svg' } },
        'body/onboardingSettings/desktopNavLogoUrl',
      ],
      [
        {
          onboardingSettings: {
            desktopNavLogoUrl: '/l.svg',
            webFaviconUrl: 'data:image/svg+xml,x',
          },
        },
        'body/onboardingSettings/webFaviconUrl',
      ],
      [{ userProfileDefaultImageUrl: 'javascript:x' }, 'body/userProfileDefaultImageUrl'],
      // Keys an operator adds are links too when their names say so.
      [{ promo: { ctaLink: 'javascript:steal()' } }, 'body/promo/ctaLink'],
      [{ banners: [{ title: 'Sale', href: 'vbscript:x' }] }, 'body/banners/0/href'],
      [{ footer: { imageSrc: '//tracker.example/p.gif' } }, 'body/footer/imageSrc'],
    ] as const) {
      expect(configLinkProblem({ ...DEFAULT_APP_CONFIG, ...change })).toMatch(
        new RegExp(`^${field.replace(/\//g, '\\/')} must be an http\\(s\\) URL`),
      );
    }
  });

  it('leaves text that is not a link alone, and an empty link is no link', () => {
    expect(
      configLinkProblem({
        appName: 'javascript: the good parts',
        homePageConfig: { items: [{ title: 'x', linkto: '/home', html: '<a href="x">x</a>' }] },
        promo: { ctaLink: '' },
      }),
    ).toBeUndefined();
  });
});
