import { describe, expect, it } from 'vitest';
import {
  accountSignInWaitMs,
  attemptLimits,
  MAX_ACCOUNT_SPACING_MS,
  ownWords,
  passwordProblem,
} from '../../../../src/plugins/app/identity/rules.ts';

// River Song, signing up as river.song@canopy.test with the handle @river.s.
const RIVER = ['river.song@canopy.test', 'River', 'Song', 'river.s'];

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

  it.each([
    ['a season, a year and a symbol', 'Summer2024!', 'a season'],
    ['the published demo password', 'canopy-demo', 'a published demo password'],
    ["the member's name inside it", 'Xylophone-River-77', 'your name or e-mail'],
    ['the e-mail address itself', 'river.song@canopy.test', 'your name or e-mail'],
  ])('refuses %s (%s)', (_case, password, reason) => {
    expect(passwordProblem('body/password', password, RIVER)).toContain(reason);
  });

  it.each([
    'Winter2023$',
    'Autumn2025!',
    'january2024!',
    'canopy-member',
    'canopy-operator',
    'CANOPY-DEMO',
  ])('refuses %s, built on what every attacker of this site tries first', (password) => {
    expect(passwordProblem('body/password', password, RIVER)).toBeDefined();
  });

  it("refuses the member's own words in any case, and variations of them", () => {
    for (const password of [
      'SONG of the open road',
      'my handle is RIVER.S ok',
      'river.song is my name',
      'Rivers and lakes 42',
    ]) {
      expect(passwordProblem('body/password', password, RIVER), password).toContain(
        'your name or e-mail',
      );
    }
  });

  it('lets the app name an operator chose count as a guessable word', () => {
    expect(passwordProblem('body/password', 'Meadowlark!2024', RIVER)).toBeUndefined();
    expect(passwordProblem('body/password', 'Meadowlark!2024', RIVER, ['Meadowlark'])).toContain(
      'the name of this app',
    );
  });

  it('lets passphrases and random passwords through', () => {
    for (const password of [
      'maple syrup lanterns',
      'correct horse battery',
      'Tr0ub4dor&3',
      'a much longer garden password',
      'violet-harbor-cinnamon-47',
    ]) {
      expect(passwordProblem('body/password', password, RIVER), password).toBeUndefined();
    }
  });
});

describe('ownWords', () => {
  it('takes the e-mail whole and its local part, names and handles whole and in parts', () => {
    expect(ownWords(['River.Song@Canopy.test', 'Mary-Jane', 'Al', 'ada.l'])).toEqual([
      'river.song@canopy.test',
      'river.song',
      'mary-jane',
      'mary',
      'jane',
      'ada.l',
      'ada',
    ]);
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
