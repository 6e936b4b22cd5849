import { describe, expect, it } from 'vitest';
import {
  compileWatchedWords,
  findWatchedWord,
  globMatches,
  normalizeWatchedPattern,
  watchedPatternProblem,
  type WatchedEntry,
} from '../../../../src/plugins/app/kernel/watched-word-rules.ts';

let nextId = 1;
const entry = (pattern: string, action: WatchedEntry['action'] = 'REFUSE'): WatchedEntry => ({
  id: nextId++,
  pattern: normalizeWatchedPattern(pattern),
  action,
});
const find = (entries: WatchedEntry[], ...texts: string[]) =>
  findWatchedWord(compileWatchedWords(entries), texts);

describe('watched word patterns', () => {
  it('are stored folded: lower case, accents removed, one space, one star per run', () => {
    expect(normalizeWatchedPattern('  Crème   BRÛLÉE** ')).toBe('creme brulee*');
  });

  it('refuse what could match too much or is not a word', () => {
    expect(watchedPatternProblem('')).toMatch(/Type a word/);
    expect(watchedPatternProblem('*')).toMatch(/besides \*/);
    expect(watchedPatternProblem('a*')).toMatch(/at least 2/);
    expect(watchedPatternProblem('spam *')).toMatch(/Each word/);
    expect(watchedPatternProblem('(a+)+$')).toMatch(/letters, digits and \*/);
    expect(watchedPatternProblem('one two three four five six')).toMatch(/at most 5 words/);
    expect(watchedPatternProblem('x'.repeat(61))).toMatch(/60 characters/);
    expect(watchedPatternProblem('spam*')).toBeNull();
    expect(watchedPatternProblem('buy cheap pills')).toBeNull();
  });
});

describe('finding watched words', () => {
  it('matches whole words in any case and accent, naming the words as written', () => {
    const list = [entry('spam')];
    expect(find(list, 'No SPAM here!')?.matched).toBe('SPAM');
    expect(find(list, 'Spåm again')?.matched).toBe('Spåm');
    expect(find(list, 'spammer and antispam')).toBeNull();
  });

  it('lets * stand for letters inside a word only', () => {
    const list = [entry('spam*')];
    expect(find(list, 'a spammer')?.matched).toBe('spammer');
    expect(find(list, 'spam')?.matched).toBe('spam');
    expect(find(list, 'antispam')).toBeNull();
    expect(find([entry('*coin')], 'buy bitcoin')?.matched).toBe('bitcoin');
    expect(find([entry('f*k')], 'fork this')?.matched).toBe('fork');
  });

  it('matches phrases word by word, whatever is between them', () => {
    const list = [entry('cheap pills')];
    expect(find(list, 'buy CHEAP,   pills now')?.matched).toBe('CHEAP,   pills');
    expect(find(list, 'cheap and pills')).toBeNull();
  });

  it('prefers a REFUSE entry to a HOLD one, in any of the texts', () => {
    const list = [entry('review', 'HOLD'), entry('scam')];
    expect(find(list, 'a review', 'this is a scam')?.entry.action).toBe('REFUSE');
    expect(find(list, 'a review', 'fine')?.entry.action).toBe('HOLD');
    expect(find(list, 'nothing to see')).toBeNull();
  });

  it('checks a long text against patterns built to backtrack in linear-ish time', () => {
    const list = [entry('a*a*a*a*b'), entry('*a*a*a*c a*b')];
    const text = `${'a'.repeat(5000)} ${'aaaa '.repeat(1000)}`;
    const started = performance.now();
    expect(find(list, text)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('glob-matches with stars anywhere', () => {
    expect(globMatches('a*b*c', 'axxbyyc')).toBe(true);
    expect(globMatches('a*b*c', 'axxbyy')).toBe(false);
    expect(globMatches('*', '')).toBe(true);
  });
});
