// US cities for geocoding: the most populous ones, every state capital and the towns the
// demo shops are in. Drawn from GeoNames (geonames.org, CC BY 4.0) with ZIP codes from
// the public US ZIP code list; ids are GeoNames ids (a town missing there uses its ZIP).
import { readFile } from 'node:fs/promises';
import { haversineMiles, roundDistance, type Point } from './geo.ts';
import type { RegionResponse } from '../schemas/regions.ts';

interface City {
  id: number;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  postalCodes: string[];
}

const CITIES_FILE = new URL('./us-cities.json', import.meta.url);

export async function loadGazetteer() {
  const cities = JSON.parse(await readFile(CITIES_FILE, 'utf8')) as City[];
  const fold = (text: string): string =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\bsaint\b/g, 'st')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const indexed = cities.map((city) => ({
    city,
    name: fold(city.city),
    full: fold(`${city.city} ${city.state}`),
  }));

  const toRegion = (city: City, from: Point): RegionResponse => ({
    id: city.id,
    shortName: city.city,
    fullName: `${city.city}, ${city.state}`,
    state: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
    postalCodes: city.postalCodes,
    regionClass: 'CITY',
    population: city.population,
    distance: roundDistance(haversineMiles(from, city)),
  });

  return {
    /**
     * Cities matching a name ("denver", "Lawrence, KS", "st louis") or a ZIP code: exact
     * names first, then names starting with the text, then containing it; larger first.
     */
    search(keyword: string, from: Point, limit: number): RegionResponse[] {
      const text = fold(keyword);
      if (text === '') return [];
      if (/^\d{3,5}$/.test(text)) {
        return cities
          .filter((city) => city.postalCodes.some((code) => code.startsWith(text)))
          .slice(0, limit)
          .map((city) => toRegion(city, from));
      }
      const rank = (entry: (typeof indexed)[number]): number => {
        if (entry.name === text || entry.full === text) return 0;
        if (entry.name.startsWith(text) || entry.full.startsWith(text)) return 1;
        if (entry.full.includes(text)) return 2;
        return -1;
      };
      return indexed
        .map((entry) => ({ entry, rank: rank(entry) }))
        .filter((match) => match.rank >= 0)
        .sort((a, b) => a.rank - b.rank || b.entry.city.population - a.entry.city.population)
        .slice(0, limit)
        .map((match) => toRegion(match.entry.city, from));
    },

    /**
     * Cities whose name is exactly `name` ("lawrence", "Manhattan, KS", "st louis"), or
     * that have this ZIP code; nearest to `from` first, so "Manhattan" near Kansas is the
     * Kansas one.
     */
    named(name: string, from: Point): RegionResponse[] {
      const text = fold(name);
      if (text === '') return [];
      const exact = /^\d{5}$/.test(text)
        ? cities.filter((city) => city.postalCodes.includes(text))
        : indexed
            .filter((entry) => entry.name === text || entry.full === text)
            .map((entry) => entry.city);
      return exact.map((city) => toRegion(city, from)).sort((a, b) => a.distance - b.distance);
    },

    /** The most populous city of a state (two-letter code), standing for the state. */
    largestIn(state: string, from: Point): RegionResponse | undefined {
      const inState = cities.filter((city) => city.state === state.toUpperCase());
      const largest = inState.sort((a, b) => b.population - a.population)[0];
      return largest ? toRegion(largest, from) : undefined;
    },

    /** The cities nearest to a point, nearest first. */
    nearest(from: Point, limit: number): RegionResponse[] {
      return cities
        .map((city) => toRegion(city, from))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, limit);
    },
  };
}

export type Gazetteer = Awaited<ReturnType<typeof loadGazetteer>>;
