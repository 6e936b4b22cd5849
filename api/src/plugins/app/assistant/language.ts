/**
 * The assistant's reading of words: splitting a question into lowercase words, a light
 * English stem, matching a stem in a text, and amounts of money ("under $20"). Pure.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** "$20", "20.50", "twenty", "twenty five" → dollars. */
function amountOf(text: string): number | undefined {
  const digits = /^\$?\s*(\d+(?:\.\d{1,2})?)/.exec(text);
  if (digits?.[1]) return Number(digits[1]);
  let total: number | undefined;
  for (const word of text.split(/[\s-]+/)) {
    const value = NUMBER_WORDS[word];
    if (value === undefined) break;
    total = value === 100 ? (total ?? 1) * 100 : (total ?? 0) + value;
  }
  return total;
}

/** The price cap in "under $20", "below 15 dollars", "less than twenty bucks", in cents. */
export function priceCapCents(text: string): number | undefined {
  const found =
    /\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to)\s+(\$?\s*[\d.]+|[a-z]+(?:[\s-][a-z]+)?)/.exec(
      text.toLowerCase(),
    );
  if (!found?.[1]) return undefined;
  const dollars = amountOf(found[1]);
  return dollars === undefined || dollars <= 0 ? undefined : Math.round(dollars * 100);
}

/** Lowercase words without accents, punctuation or a possessive "'s" ("Marcus's" → marcus). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])['’]s\b/g, '$1')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A light English stem, so "gummies" finds "Gummy" and "shops" finds "shop". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Does `term` occur in `text`? Whole stems, or the start of a word for longer terms. */
export function matches(term: string, text: string): boolean {
  return words(text).some((word) => {
    const stemmed = stem(word);
    return stemmed === term || (term.length >= 4 && stemmed.startsWith(term));
  });
}

/** A LIKE root that finds every word `matches` would accept ("gummy" → "gumm"). */
export function searchRoot(term: string): string {
  return term.length <= 4 ? term : term.slice(0, Math.max(4, term.length - 2));
}
