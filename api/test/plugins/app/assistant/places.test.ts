import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer, type Gazetteer } from '../../../../src/lib/gazetteer.ts';
import {
  gazetteerLookup,
  placeOf,
  type PlaceLookup,
} from '../../../../src/plugins/app/assistant/places.ts';

const KANSAS = { latitude: 38.97, longitude: -95.24 };
const NEW_JERSEY = { latitude: 40.73, longitude: -74.17 };

describe('places a question names', () => {
  let gazetteer: Gazetteer;
  let lookup: PlaceLookup;
  beforeAll(async () => {
    gazetteer = await loadGazetteer();
    lookup = gazetteerLookup(gazetteer, KANSAS);
  });

  it('finds cities by exact name, the nearest of a name first, ZIP codes and states', () => {
    expect(lookup('Lawrence')).toMatchObject({
      name: 'Lawrence, KS',
      kind: 'city',
      city: 'Lawrence',
    });
    expect(lookup('manhattan')).toMatchObject({ name: 'Manhattan, KS' });
    expect(gazetteerLookup(gazetteer, NEW_JERSEY)('Manhattan')).toMatchObject({ state: 'NY' });
    expect(lookup('Manhattan, NY')).toMatchObject({ state: 'NY' });
    expect(lookup('80302')).toMatchObject({ name: 'Boulder, CO' });
    expect(lookup('Kansas')).toMatchObject({ name: 'Kansas', kind: 'state', state: 'KS' });
    expect(lookup('new york')).toMatchObject({ kind: 'state', state: 'NY' });
    // Never a guess: part of a name, or a word that is no place, is nothing.
    expect(lookup('Manhatt')).toBeUndefined();
    expect(lookup('garden')).toBeUndefined();
  });

  it('reads the place from the words around it', () => {
    const where = (text: string) => placeOf(text, lookup);
    expect(where('shops in Kansas City please')).toMatchObject({
      constraint: { place: { name: 'Kansas City, KS' } },
      words: ['Kansas', 'City'],
    });
    expect(where('what about denver?')).toMatchObject({
      constraint: { place: { city: 'Denver' } },
    });
    expect(where('Topeka dispensaries')).toMatchObject({
      constraint: { place: { city: 'Topeka' } },
    });
    expect(where('near 66044')).toMatchObject({ words: ['66044'] });
    expect(where('gummies near me')).toEqual({
      constraint: { near: 'member' },
      words: ['near', 'me'],
    });
    expect(where('the nearest dispensary')).toMatchObject({ constraint: { near: 'member' } });
    expect(where('compost in the garden')).toBeUndefined();
    expect(where('How do I dry basil?')).toBeUndefined();
  });
});
