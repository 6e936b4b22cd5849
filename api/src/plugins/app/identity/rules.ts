// Identity rules (issue 17): which passwords are too easy to guess, and how many sign-in,
// sign-up and password-change attempts are let through. Pure; routes and hooks call these.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's 0–4 scale: 3 (about 10^8 guesses) resists an online attacker throttled as below
 * even with the words every attacker of this site tries first (see CONTEXT_WORDS); 2 let
 * `Summer2024!` through.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Words an attacker of this site tries first: its name, its subject, and the season or
 * month a password was set in (Season+Year+symbol is the classic pattern). zxcvbn counts
 * them as user inputs, so a password built on one is scored as the guess it is.
 */
const CONTEXT_WORDS = [
  'canopy',
  'demo',
  'cannabis',
  'marijuana',
  'weed',
  'kush',
  'ganja',
  'sativa',
  'indica',
  'dank',
  'blunt',
  'bong',
  'stoner',
  '420',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The demo passwords printed in the README: anyone can try them. */
const PUBLISHED_PASSWORDS = new Set(['canopy-demo', 'canopy-member', 'canopy-operator']);

/** A member's own words shorter than this are too common to refuse inside a password. */
const MIN_OWN_WORD_LENGTH = 3;

const OWN_WORDS_REASON = 'it contains your name or e-mail address or your handle';

// What zxcvbn's warning keys mean, said to the member.
const REASONS: Record<string, string> = {
  topTen: 'it is one of the ten most common passwords',
  topHundred: 'it is one of the hundred most common passwords',
  common: 'it is a very common password',
  similarToCommon: 'it is too close to a common password',
  pwned: 'it has appeared in a data breach',
  simpleRepeat: 'it repeats one character',
  extendedRepeat: 'it repeats a short pattern',
  sequences: 'it is a simple sequence such as abc or 123',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a short keyboard pattern',
  recentYears: 'it is a recent year',
  dates: 'it is a date',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name by itself',
  commonNames: 'it is a common name',
  userInputs:
    'it is built on a word everyone tries here first, such as the name of this app or a season',
};

let checker: ZxcvbnFactory | undefined;

/**
 * The member's own words a password may not contain, lower-case: each e-mail address whole
 * and its local part, each name or handle whole and its parts (`Mary-Jane` → mary, jane).
 * The e-mail's domain is left out: `canopy.test` says nothing about the member.
 */
export function ownWords(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => {
    const value = input.trim().toLowerCase();
    const at = value.lastIndexOf('@');
    if (at > 0) return [value, value.slice(0, at)];
    return [value, ...value.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words)].filter((word) => word.length >= MIN_OWN_WORD_LENGTH);
}

/**
 * Why `password` may not be used (a sentence naming the field), or undefined when it may.
 * `userInputs` are the member's own e-mail, names and handle: a password equal to or
 * containing one of them is refused, and zxcvbn scores variations of them (l33t, reversed)
 * as the guesses they are. `contextWords` add words of this install, such as its app name.
 */
export function passwordProblem(
  field: string,
  password: string,
  userInputs: readonly string[] = [],
  contextWords: readonly string[] = [],
): string | undefined {
  const refuse = (reason: string) =>
    `${field} is too easy to guess: ${reason}. Try a few unrelated words together.`;
  const lower = password.toLowerCase();
  if (PUBLISHED_PASSWORDS.has(lower)) return refuse('it is a published demo password');
  const own = ownWords(userInputs);
  if (own.some((word) => lower.includes(word))) return refuse(OWN_WORDS_REASON);

  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const context = contextWords.map((word) => word.trim().toLowerCase()).filter(Boolean);
  const result = checker.check(password, [...own, ...CONTEXT_WORDS, ...context]);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const warning = result.feedback.warning ?? '';
  // A variation of the member's own words (D4na, anad) is their words, not the site's.
  const ownVariation = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'userInputs' &&
      own.includes(match.matchedWord),
  );
  if (warning === 'userInputs' && ownVariation) return refuse(OWN_WORDS_REASON);
  return refuse(REASONS[warning] ?? 'it could be guessed in too few tries');
}

/** How long an account's failed sign-ins count towards spacing out its attempts. */
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
/** How long a successful sign-in makes an address known to its account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** The longest an address failing at one account waits between attempts (2^10 s). */
export const MAX_ACCOUNT_SPACING_MS = 1_024_000;

/**
 * Attempt limits per LOGIN_RATE_LIMIT_MAX (`max`): failed sign-ins per address and account
 * a minute, and per address across every account (one password sprayed over many) in 15
 * minutes; sign-up and password change `max` a minute per address and per account. An
 * account's failures from every address do not refuse anyone: past `freeFailures` they
 * space out the attempts of the addresses that failed (accountSignInWaitMs). Nothing
 * counts failures across the whole API: a flood from a few addresses would lock out all.
 */
export function attemptLimits(max: number) {
  return {
    perMinute: max,
    addressFailures: { max: max * 5, windowMs: 15 * 60_000 },
    accountFreeFailures: max,
  };
}

/** What the account's recent sign-ins say about this address. */
export interface AccountSignInHistory {
  /** Failed (or still running) attempts at the account, from any address, in the window. */
  failures: number;
  /** How long ago this address last failed at the account in the window; undefined: never. */
  addressFailedMsAgo: number | undefined;
  /** Whether this address signed in to the account within KNOWN_ADDRESS_MS. */
  addressSucceeded: boolean;
}

/**
 * How long (ms) this address must wait before its next attempt at the account; 0: now.
 *
 * An account that has failed `freeFailures` times within the window is being guessed at.
 * From then on an address that has failed at it, and never signed in to it, may try once
 * every 2^k seconds (k: the failures past `freeFailures`, up to MAX_ACCOUNT_SPACING_MS),
 * counted from its last failure: each failure makes the guessing slower for every
 * guessing address at once. An address that has not failed at the account is never made
 * to wait, and neither is one the member signed in from, so the member's correct password
 * from their own address, or a new one, is never refused however hard the account is
 * guessed at. An attacker gets one try per fresh address, and after that the spacing.
 */
export function accountSignInWaitMs(history: AccountSignInHistory, freeFailures: number): number {
  if (history.addressSucceeded || history.addressFailedMsAgo === undefined) return 0;
  const past = history.failures - freeFailures;
  if (past < 0) return 0;
  const spacing = Math.min(1000 * 2 ** past, MAX_ACCOUNT_SPACING_MS);
  return Math.max(0, spacing - history.addressFailedMsAgo);
}
