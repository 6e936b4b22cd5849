import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  DEMO,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Envelope<T> {
  valid: boolean;
  message: string;
  errorCode?: string;
  item: T;
}
interface SignedIn {
  user: { id: number; username: string };
  session: { token: string };
}
interface HandleCheck {
  handle: string;
  available: boolean;
  message: string;
  suggestions: string[];
}

const PASSWORD = 'maple syrup lanterns';

describe.each(BACKENDS)('handles (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app, DEMO);
  });
  afterEach(async () => {
    await t.close();
  });

  let signups = 0;
  const signup = (firstName: string, lastName: string, handle?: string) => {
    signups += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: `handle-test-${signups}@canopy.test`,
        password: PASSWORD,
        firstName,
        lastName,
        ageConfirmed: true,
        ...(handle === undefined ? {} : { handle }),
      },
    });
  };
  const member = async (firstName: string, lastName: string, handle?: string) => {
    const response = await signup(firstName, lastName, handle);
    expect(response.statusCode, response.body).toBe(200);
    const { user, session } = response.json<Envelope<SignedIn>>().item;
    return {
      id: user.id,
      handle: user.username,
      headers: { authorization: `Bearer ${session.token}` },
    };
  };
  const changeHandle = (who: { headers: Record<string, string> }, handle: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/handle',
      headers: who.headers,
      payload: { handle },
    });
  const byHandle = (handle: string, who: { headers: Record<string, string> } = dana) =>
    t.app.inject({ method: 'GET', url: `/api/users/by-handle/${handle}`, headers: who.headers });
  const check = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/handle/check?${query}` })).json<
      Envelope<HandleCheck>
    >().item;
  const post = async (description: string, who: { headers: Record<string, string> } = dana) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: who.headers,
      payload: { description },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ albumId: number }>>().item.albumId;
  };
  const mentioned = async (albumId: number) =>
    (
      await t.db.query<{ recipient_id: number }>(
        `SELECT recipient_id FROM social_events
          WHERE event = 'MENTION' AND content_type = 'ALBUM' AND content_id = $1 ORDER BY recipient_id`,
        [albumId],
      )
    ).map((row) => row.recipient_id);
  /** Moves the member's retired handles `days` into the past. */
  const ageRetiredHandles = (accountId: number, days: number) =>
    t.db.query(
      `UPDATE retired_handles SET retired_at = now() - make_interval(days => $2::int)
        WHERE account_id = $1`,
      [accountId, days],
    );

  it('gives every seeded member a handle of their own', async () => {
    const duplicates = await t.db.query(
      'SELECT lower(username) FROM accounts GROUP BY lower(username) HAVING count(*) > 1',
    );
    expect(duplicates).toEqual([]);
  });

  describe('at sign-up', () => {
    it('takes the handle the member chose, and refuses it in any case to the next', async () => {
      expect((await member('Ada', 'Lovelace', 'Ada.Lovelace')).handle).toBe('Ada.Lovelace');
      const again = await signup('Ada', 'Lim', 'ada.LOVELACE');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        valid: false,
        errorCode: 'HANDLE_TAKEN',
        message: 'body/handle @ada.LOVELACE is already taken. @ada.LOVELACE2 is free.',
      });
      // Nothing of the refused sign-up was kept.
      const kept = await t.db.query(
        "SELECT 1 FROM accounts WHERE first_name = 'Ada' AND last_name = 'Lim'",
      );
      expect(kept).toEqual([]);
    });

    it('gives a member without a chosen handle the first free one their name suggests', async () => {
      // Priya Shah is @priya.s in the demo community.
      expect((await member('Priya', 'Sanders')).handle).toBe('priya.s2');
      expect((await member('Priya', 'Sato')).handle).toBe('priya.s3');
      expect((await member('Zoë', 'Élan')).handle).toBe('zoe.e');
    });

    it('refuses a password built on the chosen handle, at sign-up and after a change', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          email: 'quill@canopy.test',
          password: 'my Quill.Maker garden',
          firstName: 'Robin',
          lastName: 'Hale',
          handle: 'quill.maker',
          ageConfirmed: true,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('your handle');

      await changeHandle(dana, 'violet.harbor');
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: dana.headers,
        payload: { currentPassword: DEMO.password, newPassword: 'harbor lights at violet dusk' },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ errorCode: 'WEAK_PASSWORD' });
    });

    it.each([
      ['ab', 'body/handle must have 3 to 30 characters.'],
      ['a'.repeat(31), 'body/handle must have 3 to 30 characters.'],
      ['dana r', 'body/handle may contain only letters a–z, digits, dots and underscores.'],
      ['.dana', 'body/handle must start and end with a letter or a digit.'],
      ['Moderator', 'body/handle @Moderator is reserved.'],
      ['can.opy_team', 'body/handle @can.opy_team is reserved.'],
    ])('refuses the handle %s with the reason', async (handle, message) => {
      const response = await signup('Robin', 'Hale', handle);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ valid: false, errorCode: 'INVALID_HANDLE', message });
    });
  });

  describe('suggesting and checking', () => {
    it('suggests a free handle from the name', async () => {
      const suggest = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/users/handle/suggest?${query}` })).json<
          Envelope<{ handle: string }>
        >().item.handle;
      expect(await suggest('firstName=Dana&lastName=Rivera')).toBe('dana.r2');
      expect(await suggest('firstName=River&lastName=Song')).toBe('river.s');
      expect(await suggest('firstName=Canopy&lastName=Team')).toBe('member');
      expect(await suggest('')).toBe('member');
    });

    it('says whether a handle is free, and offers others when it is not', async () => {
      expect(await check('handle=river.s')).toEqual({
        handle: 'river.s',
        available: true,
        message: '@river.s is free.',
        suggestions: [],
      });
      expect(await check('handle=DANA.R')).toEqual({
        handle: 'DANA.R',
        available: false,
        message: '@DANA.R is already taken.',
        suggestions: ['DANA.R2', 'DANA.R3', 'DANA.R4'],
      });
      expect(await check('handle=dana.r&firstName=Zed&lastName=Reyes')).toMatchObject({
        available: false,
        suggestions: ['dana.r2', 'dana.r3', 'dana.r4'],
      });
      expect(await check('handle=admin&firstName=Al&lastName=Min')).toEqual({
        handle: 'admin',
        available: false,
        message: 'A handle @admin is reserved.',
        suggestions: ['al.m', 'al.m2', 'al.m3'],
      });
    });
  });

  describe('changing', () => {
    it('changes the handle; the old one finds the member for 30 days and stays theirs', async () => {
      const changed = await changeHandle(dana, 'dana.grows');
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        valid: true,
        message: 'Your handle is now @dana.grows. @dana.r will still find you for 30 days.',
        item: { username: 'dana.grows' },
      });

      // The old handle still leads to Dana: a profile link and a mention.
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const profile = await byHandle('Dana.R', marcus);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        item: { profileInfo: { accountId: dana.userId, username: 'dana.grows' } },
      });
      expect(await mentioned(await post('Ask @dana.r about seeds', marcus))).toEqual([dana.userId]);
      expect(await mentioned(await post('Ask @DANA.GROWS about seeds', marcus))).toEqual([
        dana.userId,
      ]);

      // Nobody else may take it meanwhile, at sign-up or by changing theirs.
      expect((await signup('Dana', 'Reyes', 'dana.r')).json()).toMatchObject({
        errorCode: 'HANDLE_TAKEN',
      });
      expect((await changeHandle(marcus, 'DANA.R')).json()).toMatchObject({
        errorCode: 'HANDLE_TAKEN',
        message: 'body/handle @DANA.R is already taken. @DANA.R2 is free.',
      });
      expect((await check('handle=dana.r')).available).toBe(false);

      // After 30 days the old handle is free for anyone, and finds nobody.
      await ageRetiredHandles(dana.userId, 31);
      expect((await byHandle('dana.r', marcus)).statusCode).toBe(404);
      const newcomer = await member('Dana', 'Reyes', 'dana.r');
      expect(await mentioned(await post('Hi @dana.r!', marcus))).toEqual([newcomer.id]);
    });

    it('lets the member take back a handle they changed away from', async () => {
      await changeHandle(dana, 'dana.grows');
      const back = await changeHandle(dana, 'Dana.R');
      expect(back.json()).toMatchObject({ valid: true, item: { username: 'Dana.R' } });
      // @dana.grows is now the held one.
      const other = await member('Dana', 'Grows');
      expect(other.handle).toBe('dana.g');
      expect((await changeHandle(other, 'dana.grows')).statusCode).toBe(409);
      const held = await t.db.query<{ handle: string }>(
        'SELECT handle FROM retired_handles WHERE account_id = $1',
        [dana.userId],
      );
      expect(held).toEqual([{ handle: 'dana.grows' }]);
    });

    it('changes only the case without holding anything', async () => {
      const response = await changeHandle(dana, 'Dana.R');
      expect(response.json()).toMatchObject({
        valid: true,
        message: 'Your handle is now @Dana.R.',
        item: { username: 'Dana.R' },
      });
      const held = await t.db.query('SELECT 1 FROM retired_handles WHERE account_id = $1', [
        dana.userId,
      ]);
      expect(held).toEqual([]);
    });

    it('refuses a handle in use and an invalid one, and a fourth change in a day', async () => {
      expect((await changeHandle(dana, 'Marcus.B')).json()).toMatchObject({
        errorCode: 'HANDLE_TAKEN',
      });
      expect((await changeHandle(dana, 'x')).statusCode).toBe(400);
      for (const handle of ['dana.one', 'dana.two', 'dana.three']) {
        expect((await changeHandle(dana, handle)).statusCode).toBe(200);
      }
      const limited = await changeHandle(dana, 'dana.four');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ valid: false, errorCode: 'RATE_LIMITED' });
      expect(limited.json<{ message: string }>().message).toMatch(
        /^You are changing your handle too fast\. Please wait \d+ hours? and try again\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    });

    it('keeps the handle when the member changes their name', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload: { firstName: 'Danielle', returnProfile: false },
      });
      expect(response.json()).toMatchObject({ valid: true });
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: dana.headers });
      expect(me.json()).toMatchObject({ item: { firstName: 'Danielle', username: 'dana.r' } });
    });

    it('answers 404 for a handle nobody has', async () => {
      expect((await byHandle('nobody.here')).statusCode).toBe(404);
    });
  });

  describe('mentions', () => {
    it('reach only the member whose handle it is, whatever its case', async () => {
      // A second Priya S. once shared @priya.s with Priya Shah and got her mentions.
      const priyaShah = (
        await t.db.query<{ id: number }>(
          "SELECT id FROM accounts WHERE email = 'priya.shah@canopy.test'",
        )
      )[0]?.id;
      const sanders = await member('Priya', 'Sanders');
      expect(await mentioned(await post('Great tips, @Priya.S.'))).toEqual([priyaShah]);
      expect(await mentioned(await post('Welcome @PRIYA.S2!'))).toEqual([sanders.id]);
    });

    it('in comments too', async () => {
      const sanders = await member('Priya', 'Sanders');
      const albumId = await post('A new grow diary');
      const mentionedIn = async (comment: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/notes',
          headers: dana.headers,
          payload: { albumId, comment },
        });
        const noteId = response.json<Envelope<{ noteId: number }>>().item.noteId;
        const rows = await t.db.query<{ recipient_id: number }>(
          `SELECT recipient_id FROM social_events
            WHERE event = 'MENTION' AND content_type = 'NOTE' AND content_id = $1`,
          [noteId],
        );
        return rows.map((row) => row.recipient_id);
      };
      expect(await mentionedIn('cc @priya.s2, what do you think?')).toEqual([sanders.id]);
      expect(await mentionedIn('cc @Priya.S')).not.toContain(sanders.id);
    });
  });
});

describe.each(BACKENDS)('handles under concurrent sign-ups (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPooledTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const signup = (n: number, handle?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: `racer-${n}@canopy.test`,
        password: PASSWORD,
        firstName: 'Rae',
        lastName: 'Racer',
        ageConfirmed: true,
        ...(handle === undefined ? {} : { handle }),
      },
    });

  it('lets exactly one of several sign-ups choosing one handle have it', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => signup(n, n % 2 ? 'rae.fast' : 'RAE.FAST')),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const owners = await t.db.query("SELECT id FROM accounts WHERE lower(username) = 'rae.fast'");
    expect(owners).toHaveLength(1);
  });

  it('gives each of several sign-ups of one name a handle of its own', async () => {
    const responses = await Promise.all([5, 6, 7, 8].map((n) => signup(n)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const handles = responses.map(
      (response) => response.json<Envelope<SignedIn>>().item.user.username,
    );
    expect(handles.sort()).toEqual(['rae.r', 'rae.r2', 'rae.r3', 'rae.r4']);
  });
});
