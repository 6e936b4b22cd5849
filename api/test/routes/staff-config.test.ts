// The app configuration editor's API (issue 38): every publish is a kept version with who,
// when and a note; any two versions can be compared; a rollback publishes an old version
// again; a publish based on a stale version is refused with what changed; each publish is
// in the audit log with the configuration before and after; drafts are for operators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  MODERATOR,
  OPERATOR,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Version {
  version: number;
  kind: string;
  note: string;
  restoredVersion: number | null;
  publishedBy: { id: number; display: string } | null;
  config: Record<string, unknown> & {
    appName: string;
    web_main_navigation: { items: { title: string; linkto: string; order: number }[] };
  };
}

describe.each(BACKENDS)('app configuration versions (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    operator = await signIn(t.app, OPERATOR);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, who: SignedInMember = operator) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, payload: unknown, who: SignedInMember = operator) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  const current = async () => (await get('/api/staff/config')).json<{ item: Version }>().item;
  const publish = (baseVersion: number, config: unknown, note = 'A change') =>
    post('/api/staff/config/versions', { baseVersion, config, note });

  it('publishes a version that members load, kept with who, when and the note', async () => {
    const start = await current();
    const config = {
      ...start.config,
      appName: 'Garden Club',
      web_main_navigation: {
        items: [
          ...start.config.web_main_navigation.items,
          { title: 'Events', linkto: '/browse/event', icon: 'event', order: 99, active: true },
        ],
      },
    };
    const answer = await publish(start.version, config, '  Events in the navigation  ');
    expect(answer.statusCode).toBe(200);
    const published = answer.json<{ item: Version }>().item;
    expect(published).toMatchObject({
      version: start.version + 1,
      kind: 'publish',
      note: 'Events in the navigation',
      publishedBy: { id: operator.userId },
    });
    const live = await t.app.inject({ method: 'GET', url: '/api/sirqul/appconfig' });
    expect(live.json().item.appName).toBe('Garden Club');
    expect(live.json().item.web_main_navigation.items.at(-1).title).toBe('Events');

    const history = (await get('/api/staff/config/versions')).json<{ items: Version[] }>().items;
    expect(history.map((entry) => entry.version).slice(0, 2)).toEqual([
      start.version + 1,
      start.version,
    ]);
    expect(history.at(-1)).toMatchObject({ version: 1, kind: 'baseline' });

    const audit = await get('/api/staff/audit?action=config.publish');
    const entry = audit.json().items[0];
    expect(entry).toMatchObject({
      actorId: operator.userId,
      actorRole: 'operator',
      targetType: 'app_config',
      targetId: String(start.version + 1),
      reason: 'Events in the navigation',
    });
    expect(entry.before.config.appName).toBe(start.config.appName);
    expect(entry.after.config.appName).toBe('Garden Club');
  });

  it('says what changed between two versions, part by part', async () => {
    const start = await current();
    const items = start.config.web_main_navigation.items;
    const config = {
      ...start.config,
      browseview: { title: 'Meadow' },
      web_main_navigation: {
        items: [
          ...items.slice(1),
          { title: 'Groups', linkto: '/browse/group', order: 100, active: true },
        ],
      },
    };
    const next = (await publish(start.version, config)).json<{ item: Version }>().item;
    const diff = await get(`/api/staff/config/diff?from=${start.version}&to=${next.version}`);
    expect(diff.statusCode).toBe(200);
    const changes = diff.json().item.changes;
    expect(changes).toContainEqual({
      where: ['Page', 'Title'],
      change: 'changed',
      before: start.config.browseview && (start.config.browseview as { title: string }).title,
      after: 'Meadow',
    });
    expect(changes).toContainEqual(
      expect.objectContaining({ where: ['Navigation', 'Groups'], change: 'added' }),
    );
    expect(changes).toContainEqual({ where: ['Navigation', items[0]?.title], change: 'removed' });
    expect((await get('/api/staff/config/diff?from=1&to=99999')).statusCode).toBe(404);
  });

  it('refuses a publish based on a stale version with 409 and what changed since', async () => {
    const base = await current();
    const first = await publish(base.version, { ...base.config, appName: 'First' }, 'First');
    expect(first.statusCode).toBe(200);
    const second = await publish(base.version, { ...base.config, appName: 'Second' }, 'Second');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      valid: false,
      errorCode: 'CONFIG_CHANGED',
      current: { version: base.version + 1, note: 'First' },
      changes: [
        { where: ['App name'], change: 'changed', before: base.config.appName, after: 'First' },
      ],
    });
    expect((await current()).config.appName).toBe('First');
  });

  it('rolls back by publishing an old version again, logged as a rollback', async () => {
    const base = await current();
    const changed = (await publish(base.version, { ...base.config, appName: 'Changed' })).json<{
      item: Version;
    }>().item;
    const stale = await post(`/api/staff/config/versions/${base.version}/rollback`, {
      baseVersion: base.version,
    });
    expect(stale.statusCode).toBe(409);
    const rollback = await post(`/api/staff/config/versions/${base.version}/rollback`, {
      baseVersion: changed.version,
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().item).toMatchObject({
      version: changed.version + 1,
      kind: 'rollback',
      restoredVersion: base.version,
      note: `Rolled back to version ${base.version}`,
    });
    expect((await current()).config).toEqual(base.config);
    const audit = (await get('/api/staff/audit?action=config.rollback')).json().items[0];
    expect(audit.before.config.appName).toBe('Changed');
    expect(audit.after.config.appName).toBe(base.config.appName);
    const missing = await post('/api/staff/config/versions/99999/rollback', {
      baseVersion: changed.version + 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('validates with the configuration schema and the link rule, naming the field', async () => {
    const base = await current();
    const items = base.config.web_main_navigation.items;
    const noTitle = await publish(base.version, {
      ...base.config,
      web_main_navigation: { items: [{ ...items[0], title: '' }] },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/web_main_navigation\/items\/0\/title/);
    const script = await publish(base.version, {
      ...base.config,
      web_main_navigation: { items: [{ ...items[0], linkto: 'javascript:alert(1)' }] },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toMatch(/web_main_navigation\/items\/0\/linkto/);
    const colour = await publish(base.version, { ...base.config, colors: { primary: 'red' } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toMatch(/colors\/primary/);
    const noNote = await publish(base.version, base.config, '   ');
    expect(noNote.statusCode).toBe(400);
    expect((await current()).version).toBe(base.version);
  });

  it('keeps drafts for the preview, for operators only', async () => {
    const base = await current();
    const saved = await post('/api/staff/config/drafts', {
      config: { ...base.config, appName: 'Draft name' },
    });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json().item;
    const draft = await get(`/api/staff/config/drafts/${id}`);
    expect(draft.json().item.appName).toBe('Draft name');
    // The live configuration is untouched by a draft.
    expect((await current()).version).toBe(base.version);
    for (const who of [await signIn(t.app, DEMO), await signIn(t.app, MODERATOR)]) {
      const refused = await get(`/api/staff/config/drafts/${id}`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('ROLE_REQUIRED');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/staff/config/drafts/${id}` });
    expect(anonymous.statusCode).toBe(403);
    const unknown = await get('/api/staff/config/drafts/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('versions a whole-document PUT too', async () => {
    const base = await current();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sirqul/appconfig',
      headers: operator.headers,
      payload: { ...base.config, appName: 'By hand' },
    });
    expect(put.statusCode).toBe(200);
    expect(await current()).toMatchObject({ version: base.version + 1, kind: 'publish' });
  });
});
