import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

describe.each(BACKENDS)('federation health (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const report = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = dana.headers,
  ) => t.app.inject({ method: 'POST', url: '/api/sirqul/analytics/federation', headers, payload });

  it('counts loads and failures per remote version, worst first, and stores nothing about the member', async () => {
    for (const body of [
      { remote: 'games', version: '2.0', outcome: 'FAILED', stage: 'contract' },
      { remote: 'games', version: '2.0', outcome: 'FAILED', stage: 'onLoad' },
      { remote: 'games', version: '1.0', outcome: 'LOADED' },
      { remote: 'social', version: 'unreleased', outcome: 'LOADED' },
    ]) {
      expect((await report(body)).statusCode).toBe(200);
    }

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/sirqul/analytics/federation?hours=1',
      headers: dana.headers,
    });
    expect(summary.json().item).toMatchObject({
      hours: 1,
      remotes: [
        { remote: 'games', version: '2.0', loaded: 0, failed: 2 },
        { remote: 'games', version: '1.0', loaded: 1, failed: 0, lastFailureAt: null },
        { remote: 'social', version: 'unreleased', loaded: 1, failed: 0 },
      ],
    });
    const columns = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'federation_events' AND table_schema = current_schema()`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      ['created_at', 'id', 'outcome', 'remote', 'stage', 'version'].sort(),
    );
  });

  it('refuses unknown remotes, odd versions and missing sessions', async () => {
    expect((await report({ remote: 'shop', version: '1', outcome: 'LOADED' })).statusCode).toBe(
      400,
    );
    expect((await report({ remote: 'games', version: '../x', outcome: 'LOADED' })).statusCode).toBe(
      400,
    );
    expect((await report({ remote: 'games', version: '1', outcome: 'BROKEN' })).statusCode).toBe(
      400,
    );
    const anonymous = await report({ remote: 'games', version: '1', outcome: 'LOADED' }, {});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ valid: false });
  });
});
