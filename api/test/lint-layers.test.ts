// The API's layers are lint rules (scripts/eslint-api-layers.js, api/README.md "Layers"):
// each rule reports a sample violation placed where it would sit, and the tree has none.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiSource = path.join(repoRoot, 'api/src');
const eslint = new ESLint({ cwd: repoRoot });

/**
 * The layer messages ESLint reports for `code` as if it were the file at `file` (under api/src).
 * The file must exist: type-aware lint only reads files of the TypeScript project.
 */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiSource, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'canopy-api/layers' || message.fatal)
    .map((message) => message.message);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** Route files of the tree (those autoload loads: not helpers), relative to api/src. */
function routeFiles(): string[] {
  return sourceFiles(path.join(apiSource, 'routes'))
    .filter((file) => !/autohooks\.ts$|\.(helpers|test)\.ts$/.test(file))
    .map((file) => path.relative(apiSource, file))
    .filter((file) => file.split(path.sep).length === 4);
}

// Type-aware lint builds the TypeScript program of the whole API on its first file: a cost
// of setting up (a minute on a busy machine), paid here once rather than by the first test.
beforeAll(async () => {
  await eslint.lintFiles([path.join(apiSource, 'app.ts')]);
}, 300_000);

describe('route files', () => {
  // Two route files two folders deep (routes/api/<area>/<file>.ts), wherever the URL put them.
  const [routeFile = '', otherRoute = ''] = routeFiles();

  it('may not import db/', async () => {
    const problems = await layerProblems(
      routeFile,
      "import { statement } from '../../../db/sql.ts';\nexport const s = statement;\n",
    );
    expect(problems).toEqual([expect.stringContaining('Route files do not import db/')]);
  });

  it('may not import another route file', async () => {
    const other = path.relative(path.dirname(routeFile), otherRoute).split(path.sep).join('/');
    const problems = await layerProblems(
      routeFile,
      `import other from '${other.startsWith('.') ? other : `./${other}`}';\nexport const o = other;\n`,
    );
    expect(problems).toEqual([expect.stringContaining('do not import another route file')]);
  });

  it('may not touch app.db, whatever the instance is called', async () => {
    const problems = await layerProblems(
      routeFile,
      `import type { FastifyInstance } from 'fastify';
export async function byName(app: FastifyInstance) {
  await app.db.query('SELECT 1');
}
export async function byType(server: FastifyInstance) {
  await server.db.query('SELECT 1');
}
`,
    );
    expect(problems).toEqual([
      expect.stringContaining('do not touch app.db'),
      expect.stringContaining('do not touch app.db'),
    ]);
  });

  it('may import the kernel, domains, lib, schemas and route helpers', async () => {
    const problems = await layerProblems(
      routeFile,
      `import { authenticated } from '../authenticated.helpers.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { notFound } from '../../../lib/errors.ts';
import { errorResponses } from '../../../schemas/common.ts';
export const used = [authenticated, currentUser, notFound, errorResponses];
`,
    );
    expect(problems).toEqual([]);
  });
});

describe('domain plugins', () => {
  it('may not import another domain', async () => {
    const problems = await layerProblems(
      'plugins/app/games/rules.ts',
      "import { notifyOrderPlaced } from '../marketplace/orders-repository.ts';\nexport const n = notifyOrderPlaced;\n",
    );
    expect(problems).toEqual([
      expect.stringContaining("Domain 'games' must not import domain 'marketplace'"),
    ]);
  });

  it('may import the kernel and send events (notify, live events)', async () => {
    const problems = await layerProblems(
      'plugins/app/games/rules.ts',
      `import { lockAccount } from '../kernel/money.ts';
import { notify } from '../notifications/notify.ts';
import { queueLiveEvents } from '../live/live-events.ts';
export const used = [lockAccount, notify, queueLiveEvents];
`,
    );
    expect(problems).toEqual([]);
  });

  it('keep the kernel free of domains', async () => {
    const problems = await layerProblems(
      'plugins/app/kernel/money.ts',
      "import { POST_ALBUM_TYPE } from '../social/rules.ts';\nexport const p = POST_ALBUM_TYPE;\n",
    );
    expect(problems).toEqual([
      expect.stringContaining("The kernel must not import domain 'social'"),
    ]);
  });
});

describe('lib/ and schemas/', () => {
  it('may not import a plugin or app.ts', async () => {
    expect(
      await layerProblems(
        'lib/money.ts',
        "import { buildApp } from '../app.ts';\nexport const b = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('lib/ must not import app.ts')]);
    expect(
      await layerProblems(
        'schemas/common.ts',
        "import { groupKey } from '../plugins/app/notifications/rules.ts';\nexport const g = groupKey;\n",
      ),
    ).toEqual([expect.stringContaining('schemas/ must not import plugins/')]);
    expect(
      await layerProblems(
        'lib/money.ts',
        "import compress from '../plugins/external/compress.ts';\nexport const c = compress;\n",
      ),
    ).toEqual([expect.stringContaining('lib/ must not import plugins/')]);
  });
});

describe('the tree', () => {
  it('keeps every layer rule', { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles([apiSource]);
    const problems = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'canopy-api/layers' || message.fatal)
        .map(
          (message) =>
            `${path.relative(repoRoot, result.filePath)}:${message.line} ${message.message}`,
        ),
    );
    expect(problems).toEqual([]);
  });
});
