import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface UsageRow {
  account_id: number;
  tag: string;
  action: string;
  app_version: string | null;
  device_type: string | null;
  user_agent: string | null;
  device_id: string | null;
  aggregate_column: string | null;
  client_time: Date | null;
  client_account_id: number | null;
  custom_message: string | null;
  custom_id: string | null;
  latitude: number | null;
}

/** What the web client sends (SPEC §7, shared-core buildUsageEvent). */
const event = (overrides: Record<string, unknown> = {}) => ({
  tag: 'marketplace',
  appVersion: 'http://localhost:4000/api_1.0',
  deviceType: 'Desktop',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  deviceId: '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f',
  action: 'Clicked',
  aggregateColumn: 'offer',
  clientTime: 1_760_000_000_000,
  accountId: 1,
  customMessage: 'Heirloom tomato starts',
  customId: 42,
  latitude: 38.97,
  longitude: -95.24,
  ...overrides,
});

describe.each(BACKENDS)('analytics usage (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (payload: Record<string, unknown>, headers: Record<string, string> = dana.headers) =>
    t.app.inject({ method: 'POST', url: '/api/sirqul/analytics/usage', headers, payload });
  const stored = () => t.db.query<UsageRow>('SELECT * FROM usage_events ORDER BY id');

  it('stores the event with the signed-in member', async () => {
    const response = await send(event());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account_id: dana.userId,
      tag: 'marketplace',
      action: 'Clicked',
      app_version: 'http://localhost:4000/api_1.0',
      device_type: 'Desktop',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      device_id: '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f',
      aggregate_column: 'offer',
      client_account_id: 1,
      custom_message: 'Heirloom tomato starts',
      custom_id: '42',
      latitude: 38.97,
    });
    expect(new Date(rows[0]?.client_time ?? 0).getTime()).toBe(1_760_000_000_000);
  });

  it('needs only the section (tag) and action', async () => {
    const response = await send({ tag: 'quiz', action: 'started' });
    expect(response.json()).toMatchObject({ valid: true });
    expect(await stored()).toMatchObject([
      { tag: 'quiz', action: 'started', device_type: null, client_time: null },
    ]);
  });

  it.each([
    [{ tag: undefined }, 'body/tag is required'],
    [{ action: undefined }, 'body/action is required'],
    [{ tag: '' }, 'body/tag'],
    [{ deviceType: 'Phone' }, 'body/deviceType must be one of "Handheld", "Desktop"'],
    [{ clientTime: 'yesterday' }, 'body/clientTime'],
  ])('rejects %o with a 400 naming the field', async (override, message) => {
    const response = await send(event(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  it('needs a session', async () => {
    const response = await send(event(), {});
    expect(response.statusCode).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});
