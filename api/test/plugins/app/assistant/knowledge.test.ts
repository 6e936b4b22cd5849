import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../../../../src/lib/paging.ts';
import { searchRoot } from '../../../../src/plugins/app/assistant/language.ts';
import {
  offerCandidates,
  retailerCandidates,
} from '../../../../src/plugins/app/assistant/knowledge.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../../helpers/app.ts';

const LAWRENCE = { latitude: 38.9717, longitude: -95.2353 };
const searchFor = (...terms: string[]) => ({
  patterns: terms.map((term) => likePattern(searchRoot(term))),
  terms,
});

describe.each(BACKENDS)('what the assistant finds by words (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks offers by their full-text match, stemmed', async () => {
    const found = await offerCandidates(t.db, t.app.mediaUrl, LAWRENCE, searchFor('gummies'));
    const rank = (name: string) => found.find((offer) => offer.title === name)?.textRank ?? 0;
    expect(rank('CBD Sleep Gummies')).toBeGreaterThan(0);
    expect(rank('Huckleberry Gummies')).toBeGreaterThan(0);
    // Stemmed: "calming" finds the offer whose text says "Calming".
    const calm = await offerCandidates(t.db, t.app.mediaUrl, LAWRENCE, searchFor('calming'));
    const best = [...calm].sort((a, b) => (b.textRank ?? 0) - (a.textRank ?? 0))[0];
    expect(best).toMatchObject({ title: 'CBD Sleep Gummies' });
    expect(best?.textRank).toBeGreaterThan(0);
  });

  it('finds shops by full-text match on their name and city', async () => {
    const shops = await retailerCandidates(t.db, t.app.mediaUrl, LAWRENCE, searchFor('lawrence'));
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.some((shop) => (shop.textRank ?? 0) > 0)).toBe(true);
  });
});
