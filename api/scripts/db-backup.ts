/**
 * Backs up or restores the embedded (PGlite) database; stop the API first.
 *
 *   pnpm db:backup [file]     writes canopy-<time>.tar.gz unless a file is named
 *   pnpm db:restore <file>    replaces the database, keeping the old folder beside it
 *
 * The folder is PGLITE_DATA_DIR (default api/data/pglite). Relative paths are taken from
 * the folder the command was run in.
 */
import path from 'node:path';
import { readConfig } from '../src/config.ts';
import { backupDataDir, restoreDataDir } from '../src/db/pglite-backup.ts';

const config = readConfig();
const [command, named] = process.argv.slice(2);
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

if (config.databaseUrl) {
  console.error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump instead.');
  process.exit(1);
}
try {
  if (command === 'backup') {
    const file = fromCaller(
      named ?? `canopy-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    const bytes = await backupDataDir(config.pgliteDataDir, file);
    console.log(`Backed up ${config.pgliteDataDir} to ${file} (${bytes} bytes).`);
  } else if (command === 'restore' && named) {
    const { keptAs } = await restoreDataDir(fromCaller(named), config.pgliteDataDir);
    console.log(`Restored ${config.pgliteDataDir} from ${fromCaller(named)}.`);
    if (keptAs) console.log(`The database it replaced is kept in ${keptAs}.`);
  } else {
    console.error('Usage: pnpm db:backup [file] | pnpm db:restore <file>');
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
