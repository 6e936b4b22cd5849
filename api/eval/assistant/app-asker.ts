// Asks an app's assistant the evaluation's questions directly (the function both of its
// routes answer through), as demo members, from demo towns, at the cases' clocks.
import type { App } from '../../src/app.ts';
import {
  accountColumns,
  type AccountRow,
} from '../../src/plugins/app/identity/accounts-repository.ts';
import type { ChatMessage } from '../../src/plugins/app/assistant/history.ts';
import { TOWNS } from '../../src/seed/places.ts';
import { EVAL_TIME_ZONE, type EvalAnswer, type EvalAsker } from './runner.ts';

/** A clock the app reads, which the evaluation sets for a case (the real time otherwise). */
export function settableClock() {
  let fixed: Date | undefined;
  return {
    now: () => fixed ?? new Date(),
    set: (at: Date | undefined) => {
      fixed = at;
    },
  };
}

export function appAsker(app: App, clock: ReturnType<typeof settableClock>): EvalAsker {
  const members = new Map<string, AccountRow>();
  const memberOf = async (email: string) => {
    const known = members.get(email);
    if (known) return known;
    const [row] = await app.db.query<AccountRow>(
      `SELECT ${accountColumns()} FROM accounts WHERE email = $1`,
      [email],
    );
    if (!row) throw new Error(`No demo member ${email}`);
    members.set(email, row);
    return row;
  };
  return {
    async converse(questions, asker) {
      clock.set(asker.now);
      const member = await memberOf(asker.member);
      const town = TOWNS[asker.from];
      const history: ChatMessage[] = [];
      const answers: EvalAnswer[] = [];
      for (const question of questions) {
        const answer = await app.assistant.answer(member, question, history, {
          position: { latitude: town.latitude, longitude: town.longitude },
          timeZone: EVAL_TIME_ZONE,
        });
        answers.push(answer);
        history.push({ role: 'user', text: question }, { role: 'assistant', text: answer.reply });
      }
      clock.set(undefined);
      return answers;
    },
    async eventStart(title) {
      const [row] = await app.db.query<{ start_date: Date | string }>(
        'SELECT start_date FROM albums WHERE title = $1 AND start_date IS NOT NULL',
        [title],
      );
      if (!row) throw new Error(`No dated event “${title}”`);
      return new Date(row.start_date);
    },
  };
}
