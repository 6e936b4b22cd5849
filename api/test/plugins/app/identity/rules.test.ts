import { describe, expect, it } from 'vitest';
import { attemptLimits, passwordProblem } from '../../../../src/plugins/app/identity/rules.ts';

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
  it('derives the failure limits from the per-minute limit', () => {
    expect(attemptLimits(20)).toEqual({
      perMinute: 20,
      addressFailures: { max: 100, windowMs: 900_000 },
      globalFailures: { max: 1_000, windowMs: 60_000 },
    });
  });
});
