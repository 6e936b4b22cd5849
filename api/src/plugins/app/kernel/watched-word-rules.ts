// Watched words (issue 35) as pure rules: what an operator's entry may be, how it is
// stored, and whether a member's text contains one. An entry is one to five words, each
// letters and digits with `*` standing for any letters or digits inside that word
// (`spam*` matches "spammer", not "spam filter"); matching is whole words, any case, accents
// ignored. It is never a regular expression: the text is cut into words once and each word
// is compared with a glob matcher in time proportional to the two lengths, so no entry can
// make a member's post slow to check.

export const WATCHED_WORD_ACTIONS = ['REFUSE', 'HOLD'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];

export const WATCHED_PATTERN_MAX_LENGTH = 60;
const MAX_WORDS = 5;
/** Letters or digits an entry needs besides its wildcards, so `a*` cannot match half the language. */
const MIN_LETTERS = 2;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Lower case, accents removed, compatibility forms unified (ﬁ → fi, full-width → ascii). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An entry as stored: folded, one space between words, runs of `*` as one. */
export function normalizeWatchedPattern(pattern: string): string {
  return foldText(pattern).trim().split(/\s+/).join(' ').replace(/\*+/g, '*');
}

/** Why an entry (already normalized) cannot be kept, as an operator reads it; null when it can. */
export function watchedPatternProblem(pattern: string): string | null {
  if (pattern === '') return 'Type a word or a phrase.';
  if (pattern.length > WATCHED_PATTERN_MAX_LENGTH) {
    return `Keep it to ${WATCHED_PATTERN_MAX_LENGTH} characters.`;
  }
  const words = pattern.split(' ');
  if (words.length > MAX_WORDS) return `A phrase may have at most ${MAX_WORDS} words.`;
  if (!words.every((word) => /^[\p{L}\p{N}*]+$/u.test(word))) {
    return 'Use letters, digits and * only (* stands for any letters inside a word).';
  }
  if (words.some((word) => word.replaceAll('*', '') === '')) {
    return 'Each word needs a letter or a digit besides *.';
  }
  if (pattern.replace(/[\s*]/g, '').length < MIN_LETTERS) {
    return `Use at least ${MIN_LETTERS} letters or digits besides *.`;
  }
  return null;
}

export interface WatchedEntry {
  id: number;
  /** Normalized (normalizeWatchedPattern). */
  pattern: string;
  action: WatchedWordAction;
}

/** A list ready to check texts against. */
export interface CompiledWatchedWords {
  /** Entries of one word without `*`, by that word. */
  exact: Map<string, WatchedEntry>;
  /** Every other entry, with its words. */
  others: { entry: WatchedEntry; words: string[] }[];
  size: number;
}

export function compileWatchedWords(entries: readonly WatchedEntry[]): CompiledWatchedWords {
  const exact = new Map<string, WatchedEntry>();
  const others: CompiledWatchedWords['others'] = [];
  for (const entry of entries) {
    const words = entry.pattern.split(' ');
    if (words.length === 1 && !entry.pattern.includes('*')) exact.set(entry.pattern, entry);
    else others.push({ entry, words });
  }
  return { exact, others, size: entries.length };
}

/** Whether `word` matches `glob` (`*`: any run, empty included), in O(len × len). */
export function globMatches(glob: string, word: string): boolean {
  let g = 0;
  let w = 0;
  let star = -1;
  let resume = 0;
  while (w < word.length) {
    if (g < glob.length && glob[g] !== '*' && glob[g] === word[w]) {
      g += 1;
      w += 1;
    } else if (g < glob.length && glob[g] === '*') {
      star = g;
      resume = w;
      g += 1;
    } else if (star >= 0) {
      g = star + 1;
      resume += 1;
      w = resume;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === '*') g += 1;
  return g === glob.length;
}

/** A watched entry found in a text: the entry and the words of the text that matched it. */
export interface WatchedHit {
  entry: WatchedEntry;
  /** The member's own words that matched, as they wrote them (never the entry itself). */
  matched: string;
}

interface TextWord {
  folded: string;
  start: number;
  end: number;
}

function wordsOf(text: string): TextWord[] {
  return [...text.matchAll(WORD)].map((match) => ({
    folded: foldText(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * The entry a text should answer to: the first REFUSE entry found in it, else the first
 * HOLD entry, else null.
 */
export function findWatchedWord(
  list: CompiledWatchedWords,
  texts: readonly (string | null | undefined)[],
): WatchedHit | null {
  if (list.size === 0) return null;
  let held: WatchedHit | null = null;
  for (const text of texts) {
    if (!text) continue;
    const words = wordsOf(text);
    for (let index = 0; index < words.length; index += 1) {
      const hits: WatchedHit[] = [];
      const word = words[index]!;
      const exact = list.exact.get(word.folded);
      if (exact) hits.push({ entry: exact, matched: text.slice(word.start, word.end) });
      for (const { entry, words: globs } of list.others) {
        if (index + globs.length > words.length) continue;
        if (globs.every((glob, offset) => globMatches(glob, words[index + offset]!.folded))) {
          const last = words[index + globs.length - 1]!;
          hits.push({ entry, matched: text.slice(word.start, last.end) });
        }
      }
      for (const hit of hits) {
        if (hit.entry.action === 'REFUSE') return hit;
        held ??= hit;
      }
    }
  }
  return held;
}

/** What a member is told when their text is refused: their own word, and what to do. */
export function watchedWordMessage(matched: string): string {
  return `“${matched}” is not allowed here. Change it and send it again.`;
}
