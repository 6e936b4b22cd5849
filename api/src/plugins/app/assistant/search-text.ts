// The question's words as SQL: a substring match on a word's root, or a full-text prefix
// match, ranked by the latter. Shared by every search the assistant runs.
import type { Param } from '../../../db/sql.ts';
import { likePattern } from '../../../lib/paging.ts';
import { searchRoot } from './language.ts';

/** The question's words: `%root%` patterns for ILIKE ANY (undefined: no words) and stems. */
export interface TextSearch {
  patterns: string[] | undefined;
  terms: string[];
}

export const NO_WORDS: TextSearch = { patterns: undefined, terms: [] };

/** The search for stemmed terms (language.ts `stem`). */
export function textSearchFor(terms: string[]): TextSearch {
  return terms.length > 0
    ? { patterns: terms.map((term) => likePattern(searchRoot(term))), terms }
    : NO_WORDS;
}

export const anyMatch = (columns: string[], patterns: string) =>
  `(${columns.map((column) => `${column} ILIKE ANY(${patterns}::text[])`).join(' OR ')})`;

/**
 * A to_tsquery text that finds any of the terms as a word prefix. PostgreSQL stems each term
 * the way it stemmed the text ("calming:*" → 'calm':*), which our own roots do not match; the
 * terms are lowercase letters and digits only, so nothing in them can break the query.
 */
function prefixTsQuery(terms: string[]): string | undefined {
  const safe = terms.map((term) => term.replace(/[^a-z0-9]/g, '')).filter(Boolean);
  return safe.length > 0 ? safe.map((term) => `${term}:*`).join(' | ') : undefined;
}

/**
 * Narrows to rows where any of `columns` contains a word's root or `vector` matches it as a
 * full-text prefix, and ranks by the full-text match; no narrowing without words.
 */
export function textFilter(
  param: Param,
  search: TextSearch,
  columns: string[],
  vector: string,
): { narrowed: string; rank: string } {
  if (!search.patterns) return { narrowed: '', rank: '0' };
  const terms = prefixTsQuery(search.terms);
  const query = terms ? `to_tsquery('english', ${param(terms)})` : undefined;
  const fullText = query ? `OR ${vector} @@ ${query}` : '';
  return {
    narrowed: `AND (${anyMatch(columns, param(search.patterns))} ${fullText})`,
    rank: query ? `ts_rank(${vector}, ${query})` : '0',
  };
}
