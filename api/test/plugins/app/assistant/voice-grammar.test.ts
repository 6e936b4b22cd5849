import { describe, expect, it } from 'vitest';
import type { Kind } from '../../../../src/plugins/app/assistant/rules.ts';
import { understand } from '../../../../src/plugins/app/assistant/understanding.ts';
import {
  QUESTION_GRAMMAR,
  writtenQuestion,
} from '../../../../src/plugins/app/assistant/voice-grammar.ts';

/** The rules of a JSGF grammar: name → its expansion text. */
function rulesOf(grammar: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, name, body] of grammar.matchAll(/(?:public )?<([a-z]+)> =([^;]+);/g)) {
    rules.set(name ?? '', (body ?? '').replace(/\s+/g, ' ').trim());
  }
  return rules;
}

/** Every sentence an expansion can produce: alternatives `|`, optional `[…]`, groups `(…)`. */
function sentences(text: string, rules: Map<string, string>): string[] {
  let at = 0;
  const source = text;
  const alternatives = (): string[] => {
    const all = [...sequence()];
    while (source[at] === '|') {
      at += 1;
      all.push(...sequence());
    }
    return all;
  };
  const sequence = (): string[] => {
    let results = [''];
    for (;;) {
      while (source[at] === ' ') at += 1;
      const next = source[at];
      if (next === undefined || next === '|' || next === ')' || next === ']') return results;
      let part: string[];
      if (next === '(' || next === '[') {
        at += 1;
        part = alternatives();
        at += 1;
        if (next === '[') part = ['', ...part];
      } else if (next === '<') {
        const end = source.indexOf('>', at);
        part = sentences(rules.get(source.slice(at + 1, end)) ?? '', rules);
        at = end + 1;
      } else {
        const word = /^[a-z]+/.exec(source.slice(at))?.[0] ?? '';
        part = [word];
        at += word.length;
      }
      results = results.flatMap((start) => part.map((end) => `${start} ${end}`.trim()));
    }
  };
  return alternatives();
}

const KIND_OF_THING: [RegExp, Kind][] = [
  [/\b(offers|deals|products|edibles|pre rolls)\b/, 'offers'],
  [/\b(shops|stores|dispensaries)\b/, 'shops'],
  [/\bevents\b/, 'events'],
  [/\b(trainings|classes)\b/, 'trainings'],
  [/\b(quizzes|quiz packs)\b/, 'quizzes'],
];

const context = { now: new Date(), timeZone: 'America/Chicago', places: () => undefined };

describe("the voice grammar's questions", () => {
  // One amount stands for every number the grammar can say.
  const rules = rulesOf(QUESTION_GRAMMAR);
  rules.set('number', 'twenty');
  const all = sentences('<question>', rules).map(writtenQuestion);

  it('are many, and include the new phrasings', () => {
    expect(all.length).toBeGreaterThan(5000);
    for (const sentence of [
      'dispensaries near me',
      'what events are coming up',
      'which shops are open now',
    ]) {
      expect(all).toContain(sentence);
    }
  });

  it('are each understood as typed: the thing asked for, a follow-up, or small talk', () => {
    const misread: string[] = [];
    for (const sentence of all) {
      const question = understand(sentence, context);
      const kind = KIND_OF_THING.find(([pattern]) => pattern.test(sentence))?.[1];
      const understood = kind
        ? question.kinds[0] === kind
        : question.followUp !== undefined ||
          question.greeting ||
          question.thanks ||
          question.aboutEdy;
      if (!understood || question.safety) misread.push(sentence);
    }
    expect(misread).toEqual([]);
  });
});
