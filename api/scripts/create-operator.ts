/**
 * Makes an operator (who may do everything staff can: change the app configuration, give
 * and take staff roles) or a moderator on the database the API uses:
 *
 *   pnpm --filter @canopy/api create-operator <email> [--role operator|moderator]
 *
 * A new account asks for its password twice, without showing it; piped in (not a
 * terminal), the first line of standard input is the password. Passwords that are too
 * easy to guess are refused. An existing account is given the role and keeps its
 * password. Reads the API's environment (DATABASE_URL, or the embedded database in
 * PGLITE_DATA_DIR: stop the API first, it holds that folder).
 */
import { readConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { makeOperator } from '../src/plugins/app/identity/operators.ts';
import type { StaffRole } from '../src/plugins/app/kernel/roles.ts';

const USAGE =
  'Usage: pnpm --filter @canopy/api create-operator <email> [--role operator|moderator]';

/** One line typed at the terminal, not echoed. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003' || char === '\u0004') {
          return done(() => reject(new Error('Cancelled.')));
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input, when it is piped in. */
async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function choosePassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const password = await askHidden(`Password for the new ${role}: `);
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new Error('The two passwords differ; nothing was changed.');
  return password;
}

/** `<email>` and, optionally, `--role <role>` (operator unless said). */
function parseArguments(args: string[]): { email: string; role: StaffRole } | null {
  const [email = '', flag, value, ...rest] = args;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) || rest.length > 0) return null;
  if (flag === undefined) return { email: email.trim(), role: 'operator' };
  if (flag !== '--role' || (value !== 'operator' && value !== 'moderator')) return null;
  return { email: email.trim(), role: value };
}

const parsed = parseArguments(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
const { email, role } = parsed;
const roleName = role === 'operator' ? 'an operator' : 'a moderator';

let exitCode = 0;
try {
  const config = readConfig();
  const db = await connectDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDataDir: config.pgliteDataDir },
  );
  try {
    // A brand-new install may make its operator before the API's first start.
    await migrate(db);
    const result = await makeOperator(db, { email, role, choosePassword });
    switch (result.outcome) {
      case 'created':
        console.log(`Created the ${role} account ${email}; sign in with the password you chose.`);
        break;
      case 'granted':
        console.log(`${email} is now ${roleName} (the account keeps its password).`);
        break;
      case 'unchanged':
        console.log(`${email} is already ${roleName}; nothing was changed.`);
        break;
      case 'refused':
        console.error(result.reason);
        exitCode = 1;
        break;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
}
process.exit(exitCode);
