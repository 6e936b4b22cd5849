// The assistant's evaluation (eval/assistant), run on the test database: the same cases
// `pnpm eval:assistant` asks, with its thresholds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAsker, settableClock } from '../../eval/assistant/app-asker.ts';
import { EVAL_CASES } from '../../eval/assistant/cases.ts';
import { failureLines, report, runEval, type EvalIntent } from '../../eval/assistant/runner.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helpers/app.ts';

const KIND_INTENTS: EvalIntent[] = [
  'events',
  'shops',
  'offers',
  'trainings',
  'groups',
  'channels',
  'quizzes',
  'members',
  'posts',
  'help',
];

describe('the assistant evaluation', () => {
  it('has at least 80 cases: 8 per intent, the safety cases, 10 follow-up conversations', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(80);
    const count = (intent: EvalIntent) => EVAL_CASES.filter((c) => c.intent === intent).length;
    for (const intent of KIND_INTENTS) expect(count(intent), intent).toBeGreaterThanOrEqual(8);
    expect(count('safety')).toBeGreaterThanOrEqual(8);
    const conversations = EVAL_CASES.filter((c) => c.intent === 'follow-up');
    expect(conversations.length).toBeGreaterThanOrEqual(10);
    expect(conversations.every((c) => Array.isArray(c.ask) && c.ask.length > 1)).toBe(true);
    // The questions the work started from are all there, and must pass.
    const required = EVAL_CASES.filter((c) => c.required).map((c) => c.ask);
    expect(required).toEqual([
      'What events are coming up?',
      'Dispensaries near me',
      'any trainings on composting',
      'How do I dry basil?',
      'I think I took too much, my heart is racing',
      'Is CBD legal in Kansas? Would a tincture or gummies be better?',
    ]);
  });
});

describe.each(BACKENDS)('the assistant evaluation (%s)', (backend) => {
  let t: TestApp;
  const clock = settableClock();
  beforeAll(async () => {
    t = await buildTestApp(backend, { clock: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 90% of its cases, 80% of each intent, and every required case', async () => {
    const results = await runEval(EVAL_CASES, appAsker(t.app, clock));
    const summary = report(results);
    const explained = [...summary.lines, ...failureLines(results)].join('\n');
    expect(
      summary.requiredFailures.map((r) => r.case.ask),
      explained,
    ).toEqual([]);
    expect(summary.passed, explained).toBe(true);
  });
});
