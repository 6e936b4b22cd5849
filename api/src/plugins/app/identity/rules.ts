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

/**
 * Attempt limits per LOGIN_RATE_LIMIT_MAX (`max`, a minute): sign-in, sign-up and password
 * change each per address and per account; failed sign-ins also per address across every
 * account (one password sprayed over many) and across the whole API.
 */
export function attemptLimits(max: number) {
  return {
    perMinute: max,
    addressFailures: { max: max * 5, windowMs: 15 * 60_000 },
    globalFailures: { max: max * 50, windowMs: 60_000 },
  };
}
