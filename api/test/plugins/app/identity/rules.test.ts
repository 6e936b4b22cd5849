import { describe, expect, it } from 'vitest';
import {
  accountSignInWaitMs,
  attemptLimits,
  MAX_ACCOUNT_SPACING_MS,
  passwordProblem,
} from '../../../../src/plugins/app/identity/rules.ts';

describe('passwordProblem', () => {
  it('names the field and the reason for a guessable password', () => {
    expect(passwordProblem('body/password', 'password')).toBe(
      'body/password is too easy to guess: it is one of the ten most common passwords. ' +
        'Try a few unrelated words together.',
    );
    expect(passwordProblem('body/password', '        ')).toContain('repeats one character');
    expect(passwordProblem('body/newPassword', 'qwertyuiop')).toMatch(/^body\/newPassword /);
    expect(
      passwordProblem('body/password', 'danarivera', ['dana@canopy.test', 'Dana', 'Rivera']),
    ).toContain('your name or e-mail');
  });

  it('lets a passphrase through', () => {
    expect(passwordProblem('body/password', 'maple syrup lanterns')).toBeUndefined();
    expect(passwordProblem('body/password', 'canopy-member')).toBeUndefined();
  });
});

describe('attemptLimits', () => {
  it('derives the failure limits from the per-minute limit, with no API-wide failure count', () => {
    expect(attemptLimits(20)).toEqual({
      perMinute: 20,
      addressFailures: { max: 100, windowMs: 900_000 },
      accountFreeFailures: 20,
    });
  });
});

describe('accountSignInWaitMs', () => {
  const failing = { failures: 0, addressFailedMsAgo: 0, addressSucceeded: false };

  it('lets an account be tried freely until it has failed the free number of times', () => {
    expect(accountSignInWaitMs({ ...failing, failures: 19 }, 20)).toBe(0);
    expect(accountSignInWaitMs({ ...failing, failures: 20 }, 20)).toBe(1_000);
  });

  it('then spaces a failing address’s attempts 2^k seconds apart, at most 1024 s', () => {
    expect(accountSignInWaitMs({ ...failing, failures: 21 }, 20)).toBe(2_000);
    expect(accountSignInWaitMs({ ...failing, failures: 25 }, 20)).toBe(32_000);
    expect(accountSignInWaitMs({ ...failing, failures: 30 }, 20)).toBe(1_024_000);
    expect(accountSignInWaitMs({ ...failing, failures: 5_000 }, 20)).toBe(MAX_ACCOUNT_SPACING_MS);
    // Counted from the address's last failure.
    expect(accountSignInWaitMs({ ...failing, failures: 25, addressFailedMsAgo: 30_000 }, 20)).toBe(
      2_000,
    );
    expect(accountSignInWaitMs({ ...failing, failures: 25, addressFailedMsAgo: 40_000 }, 20)).toBe(
      0,
    );
  });

  it('never makes an address wait that has not failed at the account, or that signed in to it', () => {
    const attacked = { failures: 10_000, addressSucceeded: false };
    expect(accountSignInWaitMs({ ...attacked, addressFailedMsAgo: undefined }, 20)).toBe(0);
    expect(
      accountSignInWaitMs({ ...attacked, addressFailedMsAgo: 0, addressSucceeded: true }, 20),
    ).toBe(0);
  });
});
