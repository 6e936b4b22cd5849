// The last accepted answer of a few GET resources, kept in memory so that coming back to
// a page draws it at once while it is fetched again (stale-while-revalidate). Keys carry
// the signed-in member, and ending the session forgets everything, so one member never
// sees another's answers on a shared device.
import { userAtom } from '../session/session-atoms.ts';
import { store } from '../state/store.ts';

/** Older answers are not shown while reloading: the member would notice the jump. */
const FRESH_FOR_MS = 5 * 60_000;
/** A handful of pages at most; the oldest goes first. */
const MAX_ANSWERS = 20;

const answers = new Map<string, { data: unknown; at: number }>();

/** The key of a resource for the signed-in member: its name and its inputs. */
export function answerKey(name: string, inputs: readonly unknown[]): string {
  return JSON.stringify([store.get(userAtom)?.id ?? null, name, ...inputs]);
}

export function recallAnswer(key: string, now = Date.now()): unknown {
  const kept = answers.get(key);
  return kept && now - kept.at < FRESH_FOR_MS ? kept.data : undefined;
}

export function rememberAnswer(key: string, data: unknown, now = Date.now()): void {
  answers.delete(key);
  answers.set(key, { data, at: now });
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
}

export function forgetAnswers(): void {
  answers.clear();
}
