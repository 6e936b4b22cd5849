import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAlbums } from '../../../../src/plugins/app/assistant/album-search.ts';
import type { Area } from '../../../../src/plugins/app/assistant/area.ts';
import { searchOffers, searchShops } from '../../../../src/plugins/app/assistant/market-search.ts';
import {
  openingState,
  type DayHours,
} from '../../../../src/plugins/app/assistant/opening-hours.ts';
import { NO_WORDS, textSearchFor } from '../../../../src/plugins/app/assistant/search-text.ts';
import { VISIBILITY_FIXTURES as F } from '../../../../src/seed/albums.ts';
import { SECTION_FIXTURES as S } from '../../../../src/seed/sections.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../../helpers/app.ts';

const LAWRENCE = { latitude: 38.9717, longitude: -95.2353 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const nearest = (center = LAWRENCE): Area => ({ center, names: [] });

describe.each(BACKENDS)('what the assistant finds, with constraints in SQL (%s)', (backend) => {
  let t: TestApp;
  let dana: { id: number; audienceIds: number[] };
  let marcus: { id: number; audienceIds: number[] };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const viewer = async (email: string) => {
      const [row] = await t.db.query<{ id: number; audience_ids: number[] }>(
        'SELECT id, audience_ids FROM accounts WHERE email = $1',
        [email],
      );
      return { id: row?.id ?? 0, audienceIds: row?.audience_ids ?? [] };
    };
    dana = await viewer('demo@canopy.test');
    marcus = await viewer('marcus.bell@canopy.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const offers = (query: Partial<Parameters<typeof searchOffers>[2]>) =>
    searchOffers(t.db, t.app.mediaUrl, {
      area: nearest(),
      text: NO_WORDS,
      categories: [],
      ...query,
    });
  const shops = (query: Partial<Parameters<typeof searchShops>[2]>) =>
    searchShops(t.db, t.app.mediaUrl, {
      area: nearest(),
      text: NO_WORDS,
      categories: [],
      now: new Date(),
      ...query,
    });

  it('ranks offers by their full-text match, stemmed', async () => {
    const found = await offers({ text: textSearchFor(['gummy']) });
    const rank = (name: string) => found.find((offer) => offer.title === name)?.textRank ?? 0;
    expect(rank('CBD Sleep Gummies')).toBeGreaterThan(0);
    expect(rank('Huckleberry Gummies')).toBeGreaterThan(0);
    const calm = await offers({ text: textSearchFor(['calming']) });
    const best = [...calm].sort((a, b) => (b.textRank ?? 0) - (a.textRank ?? 0))[0];
    expect(best).toMatchObject({ title: 'CBD Sleep Gummies' });
  });

  it('keeps offers in the categories asked for, under the price, in the area, cheapest first', async () => {
    const edibles = await offers({
      categories: [{ categories: ['Edibles'] }],
      maxPriceCents: 1800,
    });
    expect(new Set(edibles.map((offer) => offer.title))).toEqual(new Set(['Huckleberry Gummies']));
    const gummies = await offers({
      categories: [{ categories: ['Edibles', 'CBD & Wellness'], root: 'gumm' }],
    });
    expect(new Set(gummies.map((offer) => offer.title))).toEqual(
      new Set(['Huckleberry Gummies', 'CBD Sleep Gummies']),
    );
    const inDenver = await offers({ area: { center: DENVER, withinMiles: 30, names: [] } });
    expect(inDenver.length).toBeGreaterThan(0);
    expect(inDenver.every((offer) => (offer.distance ?? Infinity) <= 30)).toBe(true);
    const cheapest = await offers({ cheapest: true });
    const prices = cheapest.map((offer) => offer.priceCents ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps shops in a state, selling a category, nearest first', async () => {
    const vapes = await shops({
      categories: ['Vapes'],
      area: { center: LAWRENCE, state: { code: 'KS', center: LAWRENCE }, names: [] },
    });
    expect(vapes.map((shop) => shop.title)).toEqual([
      'Tallgrass Dispensary Topeka',
      'Prairie Leaf Co. Manhattan',
      'Tallgrass Dispensary Wichita',
    ]);
  });

  it('says a shop is open now exactly when its hours in its own time zone say so', async () => {
    const all = await t.db.query<{ id: number; hours: DayHours[]; time_zone: string }>(
      'SELECT id, hours, time_zone FROM retailer_locations WHERE active',
    );
    // A Sunday evening, a Monday morning and a Friday night, in Chicago.
    const instants = [
      '2026-06-07T19:30:00-05:00',
      '2026-06-08T08:30:00-05:00',
      '2026-06-05T21:30:00-05:00',
    ];
    for (const instant of instants) {
      const at = new Date(instant);
      const open = await shops({ openAt: at, now: at });
      const expected = all
        .filter((shop) => openingState(shop.hours, shop.time_zone, at)?.open)
        .map((shop) => shop.id);
      expect(
        open.map((shop) => shop.id).sort((a, b) => a - b),
        instant,
      ).toEqual(expected.sort((a, b) => a - b));
      expect(open.length, instant).toBeGreaterThan(0);
      expect(open.length, instant).toBeLessThan(all.length);
    }
  });

  const albums = (query: Partial<Parameters<typeof searchAlbums>[2]>) =>
    searchAlbums(t.db, t.app.mediaUrl, {
      viewer: dana,
      kinds: ['events'],
      text: NO_WORDS,
      now: new Date(),
      timeZone: 'America/Chicago',
      limit: 20,
      ...query,
    });

  it('finds events by their start dates: in a window, or past ones, soonest first', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const soon = await albums({
      when: { from: now, to: new Date(now.getTime() + 14 * day), label: 'in the next 14 days' },
    });
    expect(soon.map((event) => event.title)).toEqual([
      'Campfire stories night in Boulder',
      S.event,
    ]);
    const past = await albums({ when: { from: null, to: now, label: 'before today' } });
    expect(past.map((event) => event.title)).toEqual([S.pastEvent]);
    // Without a window: what is not over yet, and event posts without dates after them.
    const coming = await albums({});
    expect(coming.map((event) => event.title).slice(0, 3)).toEqual([
      'Campfire stories night in Boulder',
      S.event,
      'Herb Walk on the Kaw',
    ]);
    expect(coming.map((event) => event.title)).not.toContain(S.pastEvent);
  });

  it('finds only albums the member may see, and groups by the town they name', async () => {
    const search = textSearchFor(['seed', 'swap']);
    const forDana = await albums({ kinds: ['posts'], text: search });
    expect(forDana.map((album) => album.title)).not.toContain(F.hiddenOrGrowers);
    const forMarcus = await albums({ kinds: ['posts'], text: search, viewer: marcus });
    expect(forMarcus.map((album) => album.title)).toContain(F.hiddenOrGrowers);
    const groups = await albums({ kinds: ['groups'] });
    expect(groups.map((group) => group.title)).not.toContain(S.privateGroup);
    const wichita = await albums({
      kinds: ['groups'],
      area: { center: LAWRENCE, withinMiles: 30, names: ['Wichita'] },
    });
    expect(wichita.map((group) => group.title)).toEqual([S.group]);
    expect(wichita[0]).toMatchObject({ type: 'GROUP', link: `/browse/group/${wichita[0]?.id}` });
  });
});
