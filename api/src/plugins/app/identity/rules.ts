// Identity rules (issue 17): which passwords are too easy to guess, and how many sign-in,
// sign-up and password-change attempts are let through. Pure; routes and hooks call these.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's 0–4 scale: 2 resists an online attacker throttled as below; lower does not. */
export const MIN_PASSWORD_SCORE = 2;

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
  userInputs: 'it contains your name or e-mail address',
};

let checker: ZxcvbnFactory | undefined;

/**
 * Why `password` may not be used (a sentence naming the field), or undefined when it may.
 * `userInputs` are the member's own e-mail and names: a password built on them is weaker.
 */
export function passwordProblem(
  field: string,
  password: string,
  userInputs: readonly string[] = [],
): string | undefined {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const result = checker.check(
    password,
    inputs.filter((input) => input.length >= 3),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const reason = REASONS[result.feedback.warning ?? ''] ?? 'it is too easy to guess';
  return `${field} is too easy to guess: ${reason}. Try a few unrelated words together.`;
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
