// Runs the assistant's evaluation: each case is a question (or a conversation) asked as a
// demo member, and what its answer must show first, must not show, and must say. The
// result is counted per intent; the suite passes at 90% overall and 80% in every intent,
// with every required case (the questions of the issue that started it) passing.
import { DateTime } from 'luxon';
import type { Suggestion, SuggestionType } from '../../src/plugins/app/assistant/candidate.ts';
import type { TownKey } from '../../src/seed/places.ts';

export type EvalIntent =
  | 'events'
  | 'shops'
  | 'offers'
  | 'trainings'
  | 'groups'
  | 'channels'
  | 'quizzes'
  | 'members'
  | 'posts'
  | 'help'
  | 'safety'
  | 'follow-up';

/** The demo community's calendar, for cases set at a time of the week. */
export const EVAL_TIME_ZONE = 'America/Chicago';

/** When a case is asked: at a time of the week, or some hours before an event starts. */
export type EvalClock = { weekday: number; time: string } | { before: string; hours: number };

export interface EvalCase {
  intent: EvalIntent;
  /** The question, or a conversation whose last answer is checked. */
  ask: string | string[];
  /** The asking member's e-mail; the demo member by default. */
  member?: string;
  /** The member's town; Lawrence, KS by default. */
  from?: TownKey;
  clock?: EvalClock;
  /** What must come first: a kind (and where fixed, its title), or no items at all. */
  first?: { type: SuggestionType; title?: string } | 'nothing';
  /** Titles that must be among the items. */
  includes?: string[];
  /** Every item must have one of these titles. */
  only?: string[];
  excludes?: { types?: SuggestionType[]; titles?: string[] };
  /** Words the reply must contain (case-insensitive). */
  says?: string[];
  neverSays?: string[];
  /** Every product costs at most this. */
  maxPriceCents?: number;
  /** A follow-up: no item the answer before showed is shown again. */
  newItems?: boolean;
  /** "Cheaper ones": every product costs less than the dearest one shown before. */
  cheaper?: boolean;
  /** One of the questions the work started from: must pass whatever the totals. */
  required?: boolean;
}

export interface EvalAnswer {
  reply: string;
  suggestions: Suggestion[];
}

export interface EvalAsker {
  /** The answers to a conversation's questions in turn, each asked with those before. */
  converse(
    questions: string[],
    asker: { member: string; from: TownKey; now: Date | undefined },
  ): Promise<EvalAnswer[]>;
  /** When an event starts, for cases asked some hours before it. */
  eventStart(title: string): Promise<Date>;
}

export interface EvalResult {
  case: EvalCase;
  failures: string[];
  answer: EvalAnswer | undefined;
}

export const DEMO_MEMBER_EMAIL = 'demo@canopy.test';

/** The next instant at this weekday (1 = Monday) and local time, in the demo's zone. */
function nextWeekTime(now: Date, weekday: number, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  let at = DateTime.fromJSDate(now, { zone: EVAL_TIME_ZONE }).set({
    hour,
    minute,
    second: 0,
    millisecond: 0,
  });
  at = at.plus({ days: (weekday - at.weekday + 7) % 7 });
  if (at.toMillis() <= now.getTime()) at = at.plus({ weeks: 1 });
  return at.toJSDate();
}

async function clockOf(clock: EvalClock | undefined, asker: EvalAsker): Promise<Date | undefined> {
  if (!clock) return undefined;
  if ('weekday' in clock) return nextWeekTime(new Date(), clock.weekday, clock.time);
  const start = await asker.eventStart(clock.before);
  return new Date(start.getTime() - clock.hours * 3_600_000);
}

const describe = (item: Suggestion | undefined) =>
  item ? `${item.type} “${item.title}”` : 'nothing';

/** What is wrong with the answer (the last of `answers`), or nothing. */
export function check(test: EvalCase, answers: EvalAnswer[]): string[] {
  const answer = answers.at(-1);
  const before = answers.at(-2);
  if (!answer) return ['no answer'];
  const items = answer.suggestions;
  const titles = items.map((item) => item.title);
  const failures: string[] = [];
  const reply = answer.reply.toLowerCase();
  if (test.first === 'nothing' && items.length > 0) {
    failures.push(`expected no items, got ${describe(items[0])}`);
  } else if (test.first && test.first !== 'nothing') {
    const [head] = items;
    if (head?.type !== test.first.type || (test.first.title && head.title !== test.first.title)) {
      const wanted = `${test.first.type}${test.first.title ? ` “${test.first.title}”` : ''}`;
      failures.push(`expected ${wanted} first, got ${describe(head)}`);
    }
  }
  for (const title of test.includes ?? []) {
    if (!titles.includes(title)) failures.push(`missing “${title}”`);
  }
  if (test.only) {
    const others = titles.filter((title) => !test.only?.includes(title));
    if (others.length > 0) failures.push(`unexpected ${others.map((t) => `“${t}”`).join(', ')}`);
  }
  for (const type of test.excludes?.types ?? []) {
    const found = items.find((item) => item.type === type);
    if (found) failures.push(`must not show ${describe(found)}`);
  }
  for (const title of test.excludes?.titles ?? []) {
    if (titles.includes(title) || answer.reply.includes(title))
      failures.push(`must not show “${title}”`);
  }
  for (const words of test.says ?? []) {
    if (!reply.includes(words.toLowerCase())) failures.push(`reply lacks “${words}”`);
  }
  for (const words of test.neverSays ?? []) {
    if (reply.includes(words.toLowerCase())) failures.push(`reply says “${words}”`);
  }
  for (const item of items) {
    if (test.maxPriceCents !== undefined && (item.priceCents ?? 0) > test.maxPriceCents) {
      failures.push(`${describe(item)} costs ${item.priceCents} cents`);
    }
  }
  if (test.newItems && before) {
    const shown = new Set(before.suggestions.map((item) => `${item.type}:${item.id}`));
    const again = items.find((item) => shown.has(`${item.type}:${item.id}`));
    if (again) failures.push(`shows ${describe(again)} again`);
  }
  if (test.cheaper && before) {
    const dearest = Math.max(...before.suggestions.map((item) => item.priceCents ?? 0));
    const dear = items.find((item) => (item.priceCents ?? Infinity) >= dearest);
    if (dear) failures.push(`${describe(dear)} is not cheaper than ${dearest} cents`);
  }
  return failures;
}

export async function runEval(cases: EvalCase[], asker: EvalAsker): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const test of cases) {
    const questions = typeof test.ask === 'string' ? [test.ask] : test.ask;
    const answers = await asker.converse(questions, {
      member: test.member ?? DEMO_MEMBER_EMAIL,
      from: test.from ?? 'lawrence',
      now: await clockOf(test.clock, asker),
    });
    results.push({ case: test, failures: check(test, answers), answer: answers.at(-1) });
  }
  return results;
}

export const OVERALL_THRESHOLD = 0.9;
export const INTENT_THRESHOLD = 0.8;

export interface EvalReport {
  lines: string[];
  overall: { passed: number; total: number };
  byIntent: Map<EvalIntent, { passed: number; total: number }>;
  requiredFailures: EvalResult[];
  passed: boolean;
}

const percent = (part: { passed: number; total: number }) =>
  part.total === 0 ? 1 : part.passed / part.total;

/** Pass/total per intent and overall, and whether the thresholds hold. */
export function report(results: EvalResult[]): EvalReport {
  const byIntent = new Map<EvalIntent, { passed: number; total: number }>();
  for (const result of results) {
    const tally = byIntent.get(result.case.intent) ?? { passed: 0, total: 0 };
    tally.total += 1;
    if (result.failures.length === 0) tally.passed += 1;
    byIntent.set(result.case.intent, tally);
  }
  const overall = {
    passed: results.filter((result) => result.failures.length === 0).length,
    total: results.length,
  };
  const requiredFailures = results.filter((r) => r.case.required && r.failures.length > 0);
  const lines = [...byIntent.entries()].map(
    ([intent, tally]) =>
      `${intent.padEnd(10)} ${String(tally.passed).padStart(3)}/${String(tally.total).padEnd(3)} ` +
      `${(percent(tally) * 100).toFixed(0).padStart(3)}%${percent(tally) < INTENT_THRESHOLD ? '  below 80%' : ''}`,
  );
  lines.push(
    `${'overall'.padEnd(10)} ${String(overall.passed).padStart(3)}/${String(overall.total).padEnd(3)} ` +
      `${(percent(overall) * 100).toFixed(0).padStart(3)}%`,
  );
  const passed =
    percent(overall) >= OVERALL_THRESHOLD &&
    [...byIntent.values()].every((tally) => percent(tally) >= INTENT_THRESHOLD) &&
    requiredFailures.length === 0;
  return { lines, overall, byIntent, requiredFailures, passed };
}

/** Each failed case with what was wrong, for a person reading the report. */
export function failureLines(results: EvalResult[]): string[] {
  return results
    .filter((result) => result.failures.length > 0)
    .map((result) => {
      const asked =
        typeof result.case.ask === 'string' ? result.case.ask : result.case.ask.join(' → ');
      return `✗ [${result.case.intent}] ${asked}\n    ${result.failures.join('\n    ')}\n    reply: ${result.answer?.reply ?? ''}`;
    });
}
