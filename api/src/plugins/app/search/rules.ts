// What the header's search reads of what a member typed: pure rules, tested alone.

/** Words past this many are not searched: a sentence is not a search. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words typed, lowercased, cut at anything that is not a letter or a digit ("@ada.l"
 * is "ada" and "l", as a handle is indexed), at most MAX_SEARCH_WORDS of them.
 */
export function searchWords(typed: string): string[] {
  const words = typed
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A to_tsquery text that needs every word, each as a word prefix, so a word still being
 * typed already finds ("ad" finds "Ada"): for names, which are not stemmed (the text's
 * query is prefix_search_query, migration 290). The words hold letters and digits only,
 * so none can break the query. Undefined without words.
 */
export function prefixTsQuery(words: readonly string[]): string | undefined {
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** At most `length` characters of a text on one line, cut at a word with an ellipsis. */
export function oneLine(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  // A cut right before a space ends on a whole word already.
  const atWord = flat[length - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
