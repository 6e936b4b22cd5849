import { describe, expect, it } from 'vitest';
import {
  matches,
  priceCapCents,
  searchRoot,
  stem,
  words,
} from '../../../../src/plugins/app/assistant/language.ts';

describe('reading words', () => {
  it('lowercases, drops accents, punctuation and a possessive', () => {
    expect(words('Crème brûlée, crème!! 2024')).toEqual(['creme', 'brulee', 'creme', '2024']);
    expect(words("Marcus's grow journal")).toEqual(['marcus', 'grow', 'journal']);
    expect(words("What's on? Don't")).toEqual(['what', 'on', 'dont']);
  });

  it('reads a price cap in digits or words', () => {
    expect(priceCapCents('offers under $20')).toBe(2000);
    expect(priceCapCents('below 12.50 dollars')).toBe(1250);
    expect(priceCapCents('less than twenty five bucks')).toBe(2500);
    expect(priceCapCents('cheap stuff')).toBeUndefined();
  });
});

describe('matching words', () => {
  it('stems plurals and -ing forms lightly', () => {
    expect(stem('gummies')).toBe('gummy');
    expect(stem('shops')).toBe('shop');
    expect(stem('boxes')).toBe('box');
    expect(stem('glass')).toBe('glass');
    expect(stem('growing')).toBe('grow');
  });

  it('matches whole stems, or word starts for longer terms', () => {
    expect(matches('gummy', 'CBD Sleep Gummies')).toBe(true);
    expect(matches('terp', 'Terpene Trivia')).toBe(true);
    expect(matches('tea', 'compost teas')).toBe(true);
    expect(matches('tea', 'steamed buns')).toBe(false);
    expect(matches('late', 'Dark Chocolate Squares')).toBe(false);
  });

  it('gives a LIKE root that finds every word the matcher accepts', () => {
    expect(searchRoot('gummy')).toBe('gumm');
    expect('gummies').toContain(searchRoot('gummy'));
    expect(searchRoot('cbd')).toBe('cbd');
    expect(searchRoot('lawrence')).toBe('lawren');
  });
});
