import { describe, expect, it } from 'vitest';
import {
  attemptLimits,
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
  it('derives the failure limits from the per-minute limit', () => {
    expect(attemptLimits(20)).toEqual({
      perMinute: 20,
      addressFailures: { max: 100, windowMs: 900_000 },
      globalFailures: { max: 1_000, windowMs: 60_000 },
    });
  });
});
