/**
 * Where a question is about: "near me", "in Lawrence", "around Denver, CO", "66044",
 * "in Kansas". The phrase is read here; the place behind it comes from a lookup (the
 * gazetteer that answers GET /regions/geocode), so reading stays pure and testable.
 */
import type { Gazetteer } from '../../../lib/gazetteer.ts';
import type { Point } from '../../../lib/geo.ts';

export interface Place {
  /** "Lawrence, KS", or "Kansas" for a state. */
  name: string;
  kind: 'city' | 'state';
  center: Point;
  /** Two-letter state code. */
  state: string;
  /** The city alone ("Lawrence"), to find albums that name it but have no coordinates. */
  city?: string | undefined;
}

/** Near the member ("near me"), or near a named place. */
export type PlaceConstraint = { near: 'member' } | { near: 'place'; place: Place };

/** The place a name stands for, or undefined: exact names only, never a guess. */
export type PlaceLookup = (name: string) => Place | undefined;

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

const STATE_NAMES = new Map(Object.entries(US_STATES).map(([name, code]) => [code, name]));

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** Places from the gazetteer: a city (nearest of that name first), a ZIP or a state. */
export function gazetteerLookup(gazetteer: Gazetteer, around: Point): PlaceLookup {
  return (name) => {
    const folded = name
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const code = US_STATES[folded];
    if (code) {
      const largest = gazetteer.largestIn(code, around);
      if (!largest) return undefined;
      const center = { latitude: largest.latitude, longitude: largest.longitude };
      return { name: titleCase(folded), kind: 'state', center, state: code };
    }
    const city = gazetteer.named(name, around)[0];
    if (!city) return undefined;
    return {
      name: city.fullName,
      kind: 'city',
      center: { latitude: city.latitude, longitude: city.longitude },
      state: city.state,
      city: city.shortName,
    };
  };
}

/** The state's name for a code ("KS" → "Kansas"), for matching text that spells it out. */
export function stateName(code: string): string | undefined {
  const name = STATE_NAMES.get(code.toUpperCase());
  return name ? titleCase(name) : undefined;
}

const NEAR_MEMBER =
  /\b(near me|nearby|near here|close by|close to me|closest|nearest|around here|around me|in my area|my area|local|locally)\b/;

/** Words after these may name a place. */
const PLACE_LEAD =
  /\b(?:in|near|around|at|from|by|close to|outside|outside of|what about|how about|and)\s+((?:[A-Za-z][A-Za-z.'-]*,?\s*){1,3})/gi;

const NOT_PLACES = new Set(['me', 'here', 'home', 'town', 'the', 'my', 'a', 'an', 'all']);

/** The first one, two or three words of `words` that name a place, longest first. */
function leadingPlace(
  words: string[],
  lookup: PlaceLookup,
): { place: Place; words: string[] } | undefined {
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    const taken = words.slice(0, count);
    if (NOT_PLACES.has((taken[0] ?? '').toLowerCase())) return undefined;
    const place = lookup(taken.join(' '));
    if (place) return { place, words: taken };
  }
  return undefined;
}

/**
 * Where the question is about, and the words that said it (not to be searched for). A
 * place named after "in", "near", "what about"…, a ZIP code, or a capitalised name that is
 * exactly a city or a state; "near me" and its kin mean the member's own position.
 */
export function placeOf(
  question: string,
  lookup: PlaceLookup,
): { constraint: PlaceConstraint; words: string[] } | undefined {
  const zip = /\b(\d{5})\b/.exec(question);
  const byZip = zip?.[1] ? lookup(zip[1]) : undefined;
  if (zip?.[1] && byZip) return { constraint: { near: 'place', place: byZip }, words: [zip[1]] };

  for (const match of question.matchAll(PLACE_LEAD)) {
    const words = (match[1] ?? '').split(/[\s,]+/).filter(Boolean);
    const found = leadingPlace(words, lookup);
    if (found) return { constraint: { near: 'place', place: found.place }, words: found.words };
  }
  // A capitalised name anywhere: "Denver shops", "Lawrence?".
  const names = question.match(/\b[A-Z][a-z.'-]+(?:\s+[A-Z][a-z.'-]+){0,2}/g) ?? [];
  for (const name of names) {
    const found = leadingPlace(name.split(/\s+/), lookup);
    if (found) return { constraint: { near: 'place', place: found.place }, words: found.words };
  }
  const lower = question.toLowerCase().replace(/['’]/g, '');
  if (NEAR_MEMBER.test(lower)) {
    return { constraint: { near: 'member' }, words: NEAR_MEMBER.exec(lower)?.[0].split(' ') ?? [] };
  }
  return undefined;
}
