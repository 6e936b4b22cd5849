import fp from 'fastify-plugin';
import { connectDatabase, type DatabaseOptions } from '../../db/connect.ts';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Which database answers (`pglite`, `postgres`); throws when none does. */
    databaseStatus: () => Promise<Db['kind']>;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests); the app takes ownership and closes it. */
  db?: Db | undefined;
  database?: DatabaseOptions | undefined;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const db = options.db ?? (await connectDatabase(options.database ?? {}));
    app.decorate('db', db);
    app.decorate('databaseStatus', async () => {
      await db.query('SELECT 1');
      return db.kind;
    });
    app.addHook('onClose', async () => {
      await db.close();
    });
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
  },
  { name: 'db' },
);
