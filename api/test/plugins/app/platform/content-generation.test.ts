import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db, NoticeEvent } from '../../../../src/db/db.ts';
import type { PGlite } from '@electric-sql/pglite';
import {
  changesContent,
  CONTENT_TABLES,
  watchContentGeneration,
} from '../../../../src/plugins/app/platform/content-generation.ts';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  DATABASE_URL,
  signIn,
  type TestApp,
} from '../../../helpers/app.ts';

const WALL = '/api/albums/wall?limit=1&latitude=39.8283&longitude=-98.5795';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function relationsOf(node: PlanNode, into: Set<string>): Set<string> {
  if (node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOf(child, into);
  return into;
}

describe.each(BACKENDS)('content changes (%s)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('has a change notice on every table a session lookup and a wall page read', async () => {
    const app = await buildTestApp(backend);
    t = app;
    const member = await signIn(app.app);
    const statements: [string, readonly unknown[]][] = [];
    const query = app.db.query.bind(app.db);
    app.db.query = (sql, params, options) => {
      statements.push([sql, params ?? []]);
      return query(sql, params, options);
    };
    // limit=1 pages on, so the capped count runs too.
    const page = await app.app.inject({ method: 'GET', url: WALL, headers: member.headers });
    expect(page.statusCode).toBe(200);
    app.db.query = query;
    expect(statements.length).toBeGreaterThanOrEqual(5);

    const read = new Set<string>();
    for (const [sql, params] of statements) {
      const [plan] = await app.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        params,
      );
      const json = plan?.['QUERY PLAN'];
      const parsed = typeof json === 'string' ? (JSON.parse(json) as [{ Plan: PlanNode }]) : json;
      if (parsed) relationsOf(parsed[0].Plan, read);
    }
    const noticed = await app.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE p.proname = 'announce_content_change' AND c.relnamespace = current_schema()::regnamespace`,
    );
    const withNotice = new Set(noticed.map((row) => row.name));
    expect([...read].filter((table) => !withNotice.has(table))).toEqual([]);
    expect([...withNotice].sort()).toEqual([...CONTENT_TABLES].sort());
    expect(read).toContain('sessions');
    expect(read).toContain('likes');
  });

  it('forgets cached pages on a write this instance did not make', async () => {
    const app = await buildPooledTestApp(backend);
    t = app;
    const member = await signIn(app.app);
    const wall = async () =>
      (await app.app.inject({ method: 'GET', url: WALL, headers: member.headers })).json<{
        items: { albumId: number; title: string }[];
      }>().items[0];
    const first = await wall();
    if (!first) throw new Error('the demo wall is empty');
    expect((await wall())?.title).toBe(first.title);

    // Another process's write: a connection of its own on PostgreSQL; on the embedded
    // database (one process) a statement past the Db, which reports nothing itself.
    const elsewhere = 'Renamed by another instance';
    if (backend === 'pglite') {
      await (app.db as Db & { pglite: PGlite }).pglite.query(
        'UPDATE albums SET title = $2 WHERE id = $1',
        [first.albumId, elsewhere],
      );
    } else {
      const [{ schema } = { schema: '' }] = await app.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      const other = new pg.Client({ connectionString: DATABASE_URL });
      await other.connect();
      try {
        await other.query(`UPDATE ${schema}.albums SET title = $2 WHERE id = $1`, [
          first.albumId,
          elsewhere,
        ]);
      } finally {
        await other.end();
      }
    }
    // The notice arrives within milliseconds; far inside the cache's 10 s backstop age.
    await expect.poll(async () => (await wall())?.title, { timeout: 3000 }).toBe(elsewhere);
  });
});

describe('which writes change what the caches hold', () => {
  it.each([
    'INSERT INTO usage_events (account_id, tag) VALUES ($1, $2)',
    `WITH bumped AS (
       INSERT INTO live_streams (member_id, last_seq) SELECT m, 1 FROM unnest($1::int[]) AS m
       ON CONFLICT (member_id) DO UPDATE SET last_seq = live_streams.last_seq + 1
       RETURNING member_id, last_seq)
     INSERT INTO live_events (member_id, seq) SELECT member_id, last_seq FROM bumped`,
    'INSERT INTO notes (album_id, comment) SELECT id, $2 FROM albums WHERE id = $1',
  ])('not an insert into other tables: %s', (sql) => {
    expect(changesContent(sql)).toBe(false);
  });

  it.each([
    'INSERT INTO likes (account_id, likable_id) VALUES ($1, $2)',
    'INSERT INTO public."albums" (title) VALUES ($1)',
    'INSERT INTO usage_events (tag) VALUES ($1); UPDATE albums SET viewed_count = 1',
    'UPDATE usage_events SET tag = $1', // not read by the caches, but no insert
    'DELETE FROM retailers WHERE id = $1', // cascades into retailer_locations and offers
    "SELECT pg_notify('canopy_content_changed', '')",
  ])('any other: %s', (sql) => {
    expect(changesContent(sql)).toBe(true);
  });
});

describe('the content generation', () => {
  it('stops answering from memory while notices may go unheard, and moves on the way back', async () => {
    let hear: (event: NoticeEvent) => void = () => undefined;
    let write: (statements: readonly string[]) => void = () => undefined;
    const db = {
      onWrites: (listener: (statements: readonly string[]) => void) => {
        write = listener;
        return () => undefined;
      },
      listen: async (_channel: string, listener: (event: NoticeEvent) => void) => {
        hear = listener;
        return async () => undefined;
      },
    } as unknown as Db;
    const generation = await watchContentGeneration(db);
    const start = generation.current();
    expect(start).toBeDefined();
    write(['INSERT INTO usage_events (tag) VALUES ($1)']);
    expect(generation.current()).toBe(start);
    write(['INSERT INTO usage_events (tag) VALUES ($1)', 'UPDATE albums SET title = $2']);
    const written = generation.current();
    expect(written).not.toBe(start);
    hear('notify');
    expect(generation.current()).not.toBe(written);
    hear('lost');
    expect(generation.current()).toBeUndefined();
    hear('resumed');
    const resumed = generation.current();
    expect(resumed).toBeDefined();
    expect([start, written]).not.toContain(resumed);
  });

  it('caches nothing when it cannot listen', async () => {
    const db = {
      onWrites: () => () => undefined,
      listen: () => Promise.reject(new Error('no listening today')),
    } as unknown as Db;
    const errors: unknown[] = [];
    const generation = await watchContentGeneration(db, (error) => errors.push(error));
    expect(generation.current()).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
