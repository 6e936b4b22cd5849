import { describe, expect, it } from 'vitest';
import {
  matches,
  readQuestion,
  searchRoot,
  stem,
} from '../../../../src/plugins/app/assistant/language.ts';

describe('reading a question', () => {
  it('keeps the words worth searching for, stemmed, and drops filler', () => {
    const question = readQuestion('Can you show me some CBD gummies, please?');
    expect(question.terms).toEqual(['cbd', 'gummy']);
    expect(question.words).toEqual(['cbd', 'gummies']);
    expect(question.topics.size).toBe(0);
  });

  it('hears what kind of thing is wanted without searching for those words', () => {
    const question = readQuestion('Any shops near Lawrence? And a quiz about terpenes!');
    expect(question.terms).toEqual(['lawrence', 'terpene']);
    expect([...question.topics].sort()).toEqual(['offers', 'packs']);
    expect(readQuestion("What's new in the community?").topics).toEqual(new Set(['albums']));
  });

  it('recognises greetings, thanks, help, "more" and medical questions', () => {
    expect(readQuestion('Good morning!').intents).toEqual(new Set(['greeting']));
    expect(readQuestion('Good morning!').terms).toEqual([]);
    expect(readQuestion('thanks a lot').intents.has('thanks')).toBe(true);
    expect(readQuestion('What can you do?').intents.has('help')).toBe(true);
    expect(readQuestion('tell me more').intents.has('followUp')).toBe(true);
    expect(readQuestion('what dosage of CBD?').intents.has('medical')).toBe(true);
    // "high" is not "hi".
    expect(readQuestion('high-CBD capsules').intents.has('greeting')).toBe(false);
  });

  it('ignores accents, punctuation, numbers and repeats, and keeps at most eight terms', () => {
    expect(readQuestion('Crème brûlée, crème!! 2024').terms).toEqual(['creme', 'brulee']);
    const many = readQuestion('alpha bravo charlie delta echo foxtrot golf hotel india juliet');
    expect(many.terms).toHaveLength(8);
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
