// Operators (and moderators) are made from the command line (api/scripts/create-operator.ts)
// by whoever can reach the database, never seeded: the first operator of a real install
// chooses their own password. An existing member is given the role and keeps their
// password. Later role changes are made by operators in the console, and logged there.
import type { Db } from '../../../db/db.ts';
import { isUniqueViolation } from '../../../db/db.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { handleBaseFor } from './handle-rules.ts';
import { suggestHandles } from './handles-repository.ts';
import { passwordProblem } from './rules.ts';
import type { StaffRole } from '../kernel/roles.ts';

/** The name a new operator account starts with; changed in account settings like any other. */
export const NEW_OPERATOR_NAME = { firstName: 'Canopy', lastName: 'Operator' } as const;

export type OperatorOutcome =
  /** A new account, with the password the operator chose. */
  | { outcome: 'created'; accountId: number }
  /** An existing account, now with the role; their password is unchanged. */
  | { outcome: 'granted'; accountId: number }
  /** An account that already has the role: nothing changed. */
  | { outcome: 'unchanged'; accountId: number }
  /** Nothing changed, for the reason given. */
  | { outcome: 'refused'; reason: string };

export interface MakeOperatorInput {
  email: string;
  /** The role to give (operator unless said). */
  role?: StaffRole;
  /** Asked only when there is no account yet: an existing member keeps their password. */
  choosePassword: () => Promise<string>;
}

/**
 * Makes `email` an operator (or the role asked): gives the role to its account, or creates
 * the account.
 */
export async function makeOperator(db: Db, input: MakeOperatorInput): Promise<OperatorOutcome> {
  const email = input.email.trim();
  const role = input.role ?? 'operator';
  const existing = await db.query<{ id: number; role: string }>(
    'SELECT id, role FROM accounts WHERE lower(email) = lower($1)',
    [email],
  );
  const account = existing[0];
  if (account) {
    if (account.role === role) return { outcome: 'unchanged', accountId: account.id };
    await db.query('UPDATE accounts SET role = $2, updated_at = now() WHERE id = $1', [
      account.id,
      role,
    ]);
    return { outcome: 'granted', accountId: account.id };
  }

  const password = await input.choosePassword();
  const { firstName } = NEW_OPERATOR_NAME;
  const lastName = role === 'moderator' ? 'Moderator' : NEW_OPERATOR_NAME.lastName;
  const weak = passwordProblem('The password', password, [email, firstName, lastName]);
  if (weak) return { outcome: 'refused', reason: weak };
  const [handle] = await suggestHandles(db, handleBaseFor(firstName, lastName));
  try {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username, role,
         age_confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       RETURNING id`,
      [email, await hashPassword(password), firstName, lastName, handle, role],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('The operator account insert returned no row');
    return { outcome: 'created', accountId: id };
  } catch (error) {
    // Someone signed up with this e-mail (or took the handle) while the password was typed.
    if (!isUniqueViolation(error)) throw error;
    return {
      outcome: 'refused',
      reason: `An account for ${email} was made meanwhile: run the command again to give it the role.`,
    };
  }
}
