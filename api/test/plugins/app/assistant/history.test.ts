import { describe, expect, it } from 'vitest';
import {
  lastUserText,
  MAX_HISTORY_MESSAGES,
  parseHistory,
} from '../../../../src/plugins/app/assistant/history.ts';

describe('the conversation a client sends (answers)', () => {
  it('reads messages, question/answer pairs and plain strings', () => {
    const history = parseHistory(
      JSON.stringify([
        { role: 'user', text: ' gummies  near me ' },
        { role: 'assistant', content: 'Here is what I found…' },
        { question: 'and quizzes?', answer: 'Try Terpene Trivia.' },
        'one more thing',
        { role: 'edy', message: 'Sure.' },
      ]),
    );
    expect(history).toEqual([
      { role: 'user', text: 'gummies near me' },
      { role: 'assistant', text: 'Here is what I found…' },
      { role: 'user', text: 'and quizzes?' },
      { role: 'assistant', text: 'Try Terpene Trivia.' },
      { role: 'user', text: 'one more thing' },
      { role: 'assistant', text: 'Sure.' },
    ]);
    expect(lastUserText(history ?? [])).toBe('one more thing');
  });

  it('treats nothing as an empty conversation and refuses what is not a JSON list', () => {
    expect(parseHistory(undefined)).toEqual([]);
    expect(parseHistory('  ')).toEqual([]);
    expect(parseHistory('{"role":"user"}')).toBeUndefined();
    expect(parseHistory('[{"role":')).toBeUndefined();
    expect(parseHistory('[1, null, {"role":"user"}, {"text":""}]')).toEqual([]);
  });

  it('keeps only the latest turns and trims very long ones', () => {
    const long = Array.from({ length: 80 }, (_, index) => `q${index}`);
    const history = parseHistory(JSON.stringify(long)) ?? [];
    expect(history).toHaveLength(MAX_HISTORY_MESSAGES);
    expect(history.at(-1)?.text).toBe('q79');
    const [huge] = parseHistory(JSON.stringify(['x'.repeat(5000)])) ?? [];
    expect(huge?.text).toHaveLength(2000);
  });
});
