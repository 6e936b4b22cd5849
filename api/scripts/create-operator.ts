/**
 * Makes an operator (who may change the app configuration) on the database the API uses:
 *
 *   pnpm --filter @canopy/api create-operator <email>
 *
 * A new account asks for its password twice, without showing it; piped in (not a
 * terminal), the first line of standard input is the password. Passwords that are too
 * easy to guess are refused. An existing member is made an operator and keeps their
 * password. Reads the API's environment (DATABASE_URL, or the embedded database in
 * PGLITE_DATA_DIR: stop the API first, it holds that folder).
 */
import { readConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { makeOperator } from '../src/plugins/app/identity/operators.ts';

const USAGE = 'Usage: pnpm --filter @canopy/api create-operator <email>';

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
  const password = await askHidden('Password for the new operator: ');
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new Error('The two passwords differ; nothing was changed.');
  return password;
}

const email = process.argv[2]?.trim() ?? '';
if (process.argv.length !== 3 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(USAGE);
  process.exit(2);
}

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
    const result = await makeOperator(db, { email, choosePassword });
    switch (result.outcome) {
      case 'created':
        console.log(`Created the operator account ${email}; sign in with the password you chose.`);
        break;
      case 'granted':
        console.log(`${email} is now an operator (the account keeps its password).`);
        break;
      case 'unchanged':
        console.log(`${email} is already an operator; nothing was changed.`);
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
