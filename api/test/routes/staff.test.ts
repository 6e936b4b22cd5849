// Staff roles (issue 35): operators give and take roles from the console, with a reason
// that goes to the audit log with the role before and after; the role applies at the
// account's next request; the demo community has a moderator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  MODERATOR,
  OPERATOR,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

describe.each(BACKENDS)('staff roles (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  let moderator: SignedInMember;
  let member: SignedInMember;
  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    operator = await signIn(t.app, OPERATOR);
    moderator = await signIn(t.app, MODERATOR);
    member = await signIn(t.app, DEMO);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = async (who: SignedInMember) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: who.headers })).json<{
      item: { role?: string; isOperator?: boolean };
    }>();

  const changeRole = (who: SignedInMember, accountId: number, role: string, reason: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/staff/members/${accountId}/role`,
      headers: who.headers,
      payload: { role, reason },
    });

  it('signs the demo moderator in with the moderator role', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: MODERATOR,
    });
    expect(login.json()).toMatchObject({
      item: { user: { role: 'moderator', isOperator: false } },
    });
    const operatorLogin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: OPERATOR,
    });
    expect(operatorLogin.json()).toMatchObject({
      item: { user: { role: 'operator', isOperator: true } },
    });
  });

  it('finds members by name, handle or e-mail; without a keyword, the staff', async () => {
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: operator.headers,
    });
    expect(staff.statusCode).toBe(200);
    const roles = staff.json<{ items: { role: string }[] }>().items.map((item) => item.role);
    expect(roles).toEqual(expect.arrayContaining(['operator', 'moderator']));
    expect(roles).not.toContain('member');
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members?keyword=marcus',
      headers: operator.headers,
    });
    expect(found.json<{ items: { email: string; role: string }[] }>().items).toEqual([
      expect.objectContaining({ email: OTHER_MEMBER.email, role: 'member' }),
    ]);
  });

  it('makes a member a moderator with a logged reason; the role applies at the next request', async () => {
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: marcus.headers,
    });
    expect(before.statusCode).toBe(403);

    const granted = await changeRole(operator, marcus.userId, 'moderator', '  Runs the  forum ');
    expect(granted.json()).toMatchObject({
      valid: true,
      message: 'Marcus Bell is now a moderator.',
      item: { accountId: marcus.userId, role: 'moderator' },
    });
    expect((await me(marcus)).item.role).toBe('moderator');
    const [entry] = await t.db.query<{
      actor_id: number;
      actor_role: string;
      action: string;
      target_type: string;
      target_id: string;
      reason: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT actor_id, actor_role, action, target_type, target_id, reason, before, after
         FROM staff_audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      actor_id: operator.userId,
      actor_role: 'operator',
      action: 'role.change',
      target_type: 'account',
      target_id: String(marcus.userId),
      reason: 'Runs the forum',
      before: { role: 'member' },
      after: { role: 'moderator' },
    });

    // Taken back: the same session is a member's again at once.
    const revoked = await changeRole(operator, marcus.userId, 'member', 'Stepped down');
    expect(revoked.json()).toMatchObject({ valid: true, item: { role: 'member' } });
    expect((await me(marcus)).item.role).toBe('member');
  });

  it('refuses a role the member already has, an operator changing their own role, and no reason', async () => {
    const dana = await changeRole(operator, member.userId, 'member', 'Nothing to do');
    expect(dana.json()).toMatchObject({ valid: false, errorCode: 'ROLE_UNCHANGED' });
    const own = await changeRole(operator, operator.userId, 'member', 'Leaving');
    expect(own.json()).toMatchObject({ valid: false, errorCode: 'OWN_ROLE' });
    expect((await me(operator)).item.role).toBe('operator');
    const blank = await changeRole(operator, member.userId, 'moderator', '   ');
    expect(blank.json()).toMatchObject({ valid: false, errorCode: 'REASON_REQUIRED' });
    expect((await me(member)).item.role).toBe('member');
    const missing = await changeRole(operator, 2_000_000, 'moderator', 'No one');
    expect(missing.statusCode).toBe(404);
  });

  it('lets a moderator neither list nor change roles', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: moderator.headers,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      valid: false,
      message: 'Only operators may do this.',
      errorCode: 'ROLE_REQUIRED',
    });
    const change = await changeRole(moderator, member.userId, 'operator', 'Promote me');
    expect(change.statusCode).toBe(403);
    expect((await me(member)).item.role).toBe('member');
  });

  it('shows the role changes in the audit log to staff, filtered by actor, action, day and words', async () => {
    const marcus = await signIn(t.app, OTHER_MEMBER);
    await changeRole(operator, marcus.userId, 'moderator', 'Covers the weekend queue');
    await changeRole(operator, marcus.userId, 'member', 'Weekend over');
    const audit = (who: SignedInMember, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers: who.headers });
    type Log = {
      items: {
        actorDisplay: string;
        action: string;
        reason: string;
        before: unknown;
        after: unknown;
      }[];
      countTotal: number;
    };
    const all = (await audit(moderator, 'action=role.change')).json<Log>();
    expect(all.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        actorDisplay: 'Casey Morgan',
        reason: 'Weekend over',
        before: { role: 'moderator' },
        after: { role: 'member' },
      }),
      expect.objectContaining({ reason: 'Covers the weekend queue', after: { role: 'moderator' } }),
    ]);
    const words = (await audit(operator, 'keyword=weekend%20queue')).json<Log>();
    expect(words.items.map((item) => item.reason)).toEqual(['Covers the weekend queue']);
    const today = new Date().toISOString().slice(0, 10);
    const byActorAndDay = (
      await audit(operator, `actor=casey&from=${today}&to=${today}`)
    ).json<Log>();
    expect(byActorAndDay.countTotal).toBeGreaterThanOrEqual(2);
    const otherActor = (await audit(operator, 'actor=rowan')).json<Log>();
    expect(otherActor.items).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(operator, `from=${tomorrow}`)).json<Log>().items).toEqual([]);
    expect((await audit(member, '')).statusCode).toBe(403);
  });
});
