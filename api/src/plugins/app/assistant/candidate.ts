/** What the assistant can point a member to, and how an answer hands it to the client. */

export type SuggestionType =
  | 'ALBUM'
  | 'EVENT'
  | 'TRAINING'
  | 'GROUP'
  | 'CHANNEL'
  | 'OFFER'
  | 'RETAILER'
  | 'QUIZ_PACK'
  | 'PERSON'
  | 'PAGE';

/** Something on Canopy the assistant may point the member to. */
export interface Candidate {
  type: SuggestionType;
  id: number;
  title: string;
  subtitle: string;
  /** How the reply names it, e.g. `the quiz pack “Terpene Trivia”`. */
  mention: string;
  link: string;
  imageURL: string | null;
  /** What an offer costs (cents), for "under $20" and "cheaper ones". */
  priceCents?: number | undefined;
  /** Miles from the member (or the place asked about), for offers, shops and events. */
  distance?: number | undefined;
  /** Searchable text; a term found in a heavier field counts for more. */
  fields: { text: string; weight: number }[];
  /** PostgreSQL full-text rank of the question's words, 0 when none or not searched. */
  textRank?: number | undefined;
  /**
   * Order when the words do not decide, comparable within one kind: miles for offers and
   * shops, the start for events, minus the creation time for posts. Lower is first.
   */
  defaultRank: number;
}

export interface Suggestion {
  type: SuggestionType;
  id: number;
  title: string;
  subtitle: string;
  link: string;
  imageURL: string | null;
  priceCents: number | null;
  distance: number | null;
}

export interface Reply {
  reply: string;
  suggestions: Suggestion[];
}

export const toSuggestion = (candidate: Candidate): Suggestion => ({
  type: candidate.type,
  id: candidate.id,
  title: candidate.title,
  subtitle: candidate.subtitle,
  link: candidate.link,
  imageURL: candidate.imageURL,
  priceCents: candidate.priceCents ?? null,
  distance: candidate.distance ?? null,
});

export const sameItem = (a: { type: string; id: number }, b: { type: string; id: number }) =>
  a.type === b.type && a.id === b.id;

/** "12 miles away", "3.4 miles away" or "right nearby". */
export const milesAway = (distance: number) =>
  distance < 0.1
    ? 'right nearby'
    : `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} miles away`;
