import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  emptyDatabase,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type TestApp,
} from '../helpers/app.ts';

interface UserBody {
  id: number;
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
  personalAudienceName: string;
  audienceIds: number[];
  profileInfo: {
    accountId: number;
    firstName: string;
    lastName: string;
    display: string;
    profileAvatar: { fullURL: string };
  };
}

interface SignedInBody {
  valid: boolean;
  message: string;
  errorCode?: string;
  item?: { user: UserBody; session: { token: string; expiresAt: number } };
}

const SESSION_ENDED = {
  valid: false,
  message: 'Your session has ended. Please sign in again.',
  errorCode: 'SESSION_INVALID',
};

const newMember = (overrides: Record<string, unknown> = {}) => ({
  email: 'river.song@canopy.test',
  password: 'correct horse battery',
  firstName: 'River',
  lastName: 'Song',
  ageConfirmed: true,
  latitude: 38.97,
  longitude: -95.24,
  ...overrides,
});

describe.each(BACKENDS)('users (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/signup', payload });

  describe('signup', () => {
    it('creates the account and signs the member in', async () => {
      const response = await signup(newMember());
      expect(response.statusCode).toBe(200);
      const body = response.json<SignedInBody>();
      expect(body.valid).toBe(true);
      expect(body.item?.user).toMatchObject({
        email: 'river.song@canopy.test',
        firstName: 'River',
        lastName: 'Song',
        audienceIds: [1],
      });
      expect(body.item?.user.accountId).toBe(body.item?.user.id);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${body.item?.session.token ?? ''}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json<{ item: UserBody }>().item.email).toBe('river.song@canopy.test');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'River.Song@canopy.test', password: 'correct horse battery' },
      });
      expect(login.json<SignedInBody>().valid).toBe(true);
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const response = await signup(newMember({ email: 'DEMO@Canopy.Test' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'EMAIL_TAKEN' });
    });

    it.each([
      [{ email: 'not-an-email' }, 'body/email must match format "email"'],
      [{ password: 'short' }, 'body/password must not have fewer than 8 characters'],
      [{ ageConfirmed: false }, 'body/ageConfirmed must be true'],
      [{ firstName: '   ' }, 'body/firstName'],
      [{ lastName: undefined }, 'body/lastName is required'],
    ])('rejects %o with a message naming the field', async (override, message) => {
      const response = await signup(newMember(override));
      expect(response.statusCode).toBe(400);
      const body = response.json<{ valid: boolean; message: string; errorCode: string }>();
      expect(body).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
      expect(body.message).toContain(message);
    });
  });

  describe('login', () => {
    it('returns the user and an opaque session token', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { ...DEMO, latitude: 38.97, longitude: -95.24 },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<SignedInBody>();
      expect(body.valid).toBe(true);
      expect(body.item?.user).toMatchObject({
        email: 'demo@canopy.test',
        firstName: 'Dana',
        lastName: 'Rivera',
        personalAudienceName: 'Kansas Locals',
        audienceIds: [1, 2],
        profileInfo: {
          firstName: 'Dana',
          lastName: 'Rivera',
          display: 'Dana Rivera',
          profileAvatar: { fullURL: `${PUBLIC_API_URL}/media/avatar-dana-rivera.svg` },
        },
      });
      expect(body.item?.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const thirtyDays = 30 * 24 * 3600 * 1000;
      expect(body.item?.session.expiresAt).toBeGreaterThan(Date.now() + thirtyDays - 60_000);
      expect(body.item?.session.expiresAt).toBeLessThan(Date.now() + thirtyDays + 60_000);
      // Only a hash of the token is stored.
      const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(stored.map((row) => row.token_hash)).not.toContain(body.item?.session.token);
    });

    it('says no with HTTP 200 and valid:false for a wrong password or unknown e-mail', async () => {
      for (const payload of [
        { email: DEMO.email, password: 'wrong-password' },
        { email: 'nobody@canopy.test', password: 'canopy-demo' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          valid: false,
          message: 'The e-mail address or password is incorrect.',
          errorCode: 'INVALID_CREDENTIALS',
        });
      }
    });

    it('rate-limits repeated attempts', async () => {
      await t.close();
      t = await buildTestApp(backend, { loginRateLimitMax: 3 });
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: DEMO.email, password: 'guess' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ valid: false, errorCode: 'RATE_LIMITED' });
      // The client is told how long to wait, in the header and in words.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().retryAfter).toBe(Number(limited.headers['retry-after']));
      expect(limited.json().message).toMatch(
        /^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      );

      // The count is per address and e-mail: the same address may still sign in as another.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'operator@canopy.test', password: 'canopy-operator' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toMatchObject({ valid: true });
    });

    it('behind a trusted proxy, counts each forwarded client address on its own', async () => {
      await t.close();
      t = await buildTestApp(backend, { loginRateLimitMax: 1, trustProxy: true });
      const attemptFrom = (client: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: { 'x-forwarded-for': client },
          payload: { email: DEMO.email, password: 'guess' },
        });
      expect((await attemptFrom('203.0.113.7')).statusCode).toBe(200);
      expect((await attemptFrom('203.0.113.7')).statusCode).toBe(429);
      // Another member behind the same proxy is not throttled by the first.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': '198.51.100.4' },
        payload: OTHER_MEMBER,
      });
      expect(other.json()).toMatchObject({ valid: true });
    });
  });

  describe('abuse limits', () => {
    const login = (email: string, password: string, remoteAddress = '192.0.2.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress,
        payload: { email, password },
      });
    const expectLimited = (response: Awaited<ReturnType<typeof login>>) => {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('throttles one password sprayed over many accounts from one address', async () => {
      await t.close();
      // Five times the per-minute limit of failures per address in 15 minutes: 10 here.
      t = await buildTestApp(backend, { loginRateLimitMax: 2 });
      for (let i = 0; i < 10; i += 1) {
        expect((await login(`member${i}@canopy.test`, 'Summer2024!')).json()).toMatchObject({
          errorCode: 'INVALID_CREDENTIALS',
        });
      }
      expectLimited(await login('member10@canopy.test', 'Summer2024!'));
      // Even the right password waits, from that address; another address signs in.
      expectLimited(await login(DEMO.email, DEMO.password));
      expect((await login(DEMO.email, DEMO.password, '192.0.2.2')).json()).toMatchObject({
        valid: true,
      });
    });

    it('slows down the addresses guessing at one account, never the member at their own or a new address', async () => {
      await t.close();
      t = await buildTestApp(backend, { loginRateLimitMax: 3 });
      // Dana signs in from home before the attack.
      expect((await login(DEMO.email, DEMO.password, '192.0.2.50')).json()).toMatchObject({
        valid: true,
      });
      // Eight addresses guess once each: past the three free failures the account's
      // attempts from failing addresses are spaced 2^5 s apart.
      for (let i = 1; i <= 8; i += 1) {
        expect((await login(DEMO.email, `guess-${i}`, `198.51.100.${i}`)).json()).toMatchObject({
          errorCode: 'INVALID_CREDENTIALS',
        });
      }
      const again = await login(DEMO.email, 'guess-9', '198.51.100.1');
      expectLimited(again);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(32);
      expect(again.json().message).toMatch(
        /^You are signing in to this account too fast\. Please wait \d+ seconds? and try again\.$/,
      );
      // A failing address is not told whether a password was right.
      expectLimited(await login(DEMO.email, DEMO.password, '198.51.100.2'));
      // Dana, at home or anywhere new, signs in at once.
      expect((await login(DEMO.email, DEMO.password, '192.0.2.50')).json()).toMatchObject({
        valid: true,
      });
      expect((await login(DEMO.email, DEMO.password, '203.0.113.77')).json()).toMatchObject({
        valid: true,
      });
      // A new address gets one guess, then waits like the others.
      expect((await login(DEMO.email, 'guess-10', '198.51.100.9')).json()).toMatchObject({
        errorCode: 'INVALID_CREDENTIALS',
      });
      expectLimited(await login(DEMO.email, 'guess-11', '198.51.100.9'));
      // Other accounts are not slowed by it.
      expect(
        (await login(OTHER_MEMBER.email, OTHER_MEMBER.password, '198.51.100.3')).json(),
      ).toMatchObject({ valid: true });
    });

    it('spaces out guesses sent all at once like guesses sent one by one', async () => {
      await t.close();
      t = await buildTestApp(backend, { loginRateLimitMax: 2 });
      // Six failures, four past the free two: 16 s between guesses from a failing address.
      for (let i = 1; i <= 6; i += 1) {
        await login(DEMO.email, `guess-${i}`, `198.51.100.${i}`);
      }
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(DEMO.email, `burst-${i}`, '198.51.100.1')),
      );
      expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(0);
      // From a new address, a burst gets one guess through.
      const fresh = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(DEMO.email, `fresh-${i}`, '198.51.100.99')),
      );
      expect(fresh.filter((response) => response.statusCode === 200)).toHaveLength(1);
    });

    it('a flood of failures at many accounts from many addresses refuses no one else', async () => {
      await t.close();
      // The API-wide failure count this replaces refused everyone after 50 here.
      t = await buildTestApp(backend, { loginRateLimitMax: 1 });
      // Twelve addresses, each failing five times (its limit across accounts) at the demo
      // member and other accounts: sixty failures, the demo member's included.
      for (let address = 0; address < 12; address += 1) {
        for (let i = 0; i < 5; i += 1) {
          const email = i === 0 ? DEMO.email : `flood${address}-${i}@canopy.test`;
          const response = await login(email, 'guess', `10.1.${address}.1`);
          expect(response.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
        }
      }
      // The flooding addresses are stopped…
      expectLimited(await login('flood-next@canopy.test', 'guess', '10.1.0.1'));
      // …while the members sign in from addresses that have not been failing.
      expect((await login(DEMO.email, DEMO.password, '10.2.0.1')).json()).toMatchObject({
        valid: true,
      });
      expect(
        (await login(OTHER_MEMBER.email, OTHER_MEMBER.password, '10.2.0.2')).json(),
      ).toMatchObject({ valid: true });
    });

    it('throttles sign-ups per address and per e-mail', async () => {
      await t.close();
      t = await buildTestApp(backend, { signupRateLimitMax: 2 });
      const signup = (email: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          remoteAddress,
          payload: {
            email,
            password: 'maple syrup lanterns',
            firstName: 'Sam',
            lastName: 'Lee',
            ageConfirmed: true,
          },
        });
      expect((await signup('sam1@canopy.test', '192.0.2.10')).statusCode).toBe(200);
      expect((await signup('sam2@canopy.test', '192.0.2.10')).statusCode).toBe(200);
      expectLimited(await signup('sam3@canopy.test', '192.0.2.10'));
      expect((await signup('sam3@canopy.test', '192.0.2.11')).statusCode).toBe(200);
      expect((await signup('sam3@canopy.test', '192.0.2.12')).statusCode).toBe(409);
      expectLimited(await signup('sam3@canopy.test', '192.0.2.13'));
    });

    it('throttles guessing the current password per account, from any address', async () => {
      await t.close();
      t = await buildTestApp(backend, { loginRateLimitMax: 2 });
      const me = await signIn(t.app);
      const change = (remoteAddress: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          remoteAddress,
          headers: me.headers,
          payload: { currentPassword: 'a guess', newPassword: 'maple syrup lanterns' },
        });
      expect((await change('192.0.2.20')).json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
      expect((await change('192.0.2.21')).json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
      expectLimited(await change('192.0.2.22'));
    });

    it('counts requests with a wrong token against the limit per address', async () => {
      await t.close();
      t = await buildTestApp(backend, { rateLimitMax: 5 });
      const me = (remoteAddress: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          remoteAddress,
          headers: { authorization: 'Bearer not-a-token' },
        });
      for (let i = 0; i < 5; i += 1) expect((await me('192.0.2.30')).statusCode).toBe(403);
      expectLimited(await me('192.0.2.30'));
      expect((await me('192.0.2.31')).statusCode).toBe(403);
    });
  });

  describe('passwords', () => {
    it('refuses common and guessable passwords with the reason', async () => {
      const signup = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: {
            email: 'weak@canopy.test',
            password,
            firstName: 'Robin',
            lastName: 'Hartwell',
            ageConfirmed: true,
          },
        });
      for (const [password, reason] of [
        ['password', 'one of the ten most common passwords'],
        ['12345678', 'one of the ten most common passwords'],
        ['        ', 'repeats one character'],
        ['qwertyuiop', 'common'],
      ] as const) {
        const response = await signup(password);
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toMatchObject({ valid: false, errorCode: 'WEAK_PASSWORD' });
        expect(response.json<{ message: string }>().message).toMatch(
          new RegExp(`^body/password is too easy to guess: .*${reason}`),
        );
      }
      const ownName = await signup('robinhartwell');
      expect(ownName.json<{ message: string }>().message).toContain('your name or e-mail');
      expect((await signup('maple syrup lanterns')).statusCode).toBe(200);

      const me = await signIn(t.app);
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: me.headers,
        payload: { currentPassword: DEMO.password, newPassword: 'password1234' },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ errorCode: 'WEAK_PASSWORD' });
      expect((await signIn(t.app)).token).toBeTruthy();
    });

    it('refuses a season and year, the demo password, the name and the e-mail', async () => {
      for (const password of [
        'Summer2024!',
        'canopy-demo',
        'Xylophone-River-77',
        'river.song@canopy.test',
      ]) {
        const response = await signup(newMember({ password }));
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toMatchObject({ valid: false, errorCode: 'WEAK_PASSWORD' });
      }
      // The member's own words and the app's configured name count too, when changing it.
      const dana = await signIn(t.app);
      const change = (newPassword: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          headers: dana.headers,
          payload: { currentPassword: DEMO.password, newPassword },
        });
      const ownName = await change('Violet RIVERA Harbor');
      expect(ownName.statusCode).toBe(400);
      expect(ownName.json<{ message: string }>().message).toContain('your name or e-mail');
      const config = await t.app.appConfig.get();
      await t.app.configVersions.publish({
        config: { ...config, appName: 'Meadowlark' },
        note: 'Renamed',
        actorId: dana.userId,
      });
      expect((await change('Meadowlark!2024')).statusCode).toBe(400);
      expect((await change('violet harbor cinnamon')).json()).toMatchObject({ valid: true });
    });
  });

  describe('sessions', () => {
    it('logout revokes the token', async () => {
      const { headers } = await signIn(t.app);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toMatchObject({ valid: true });
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.statusCode).toBe(403);
      expect(me.json()).toEqual(SESSION_ENDED);
    });

    it('answers a missing, garbage, expired or revoked token with the 403 envelope', async () => {
      const expired = await signIn(t.app);
      await t.db.query(
        "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
        [hashToken(expired.token)],
      );
      const revoked = await signIn(t.app);
      await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
        hashToken(revoked.token),
      ]);
      const cases: Record<string, string>[] = [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer not-a-real-token-but-long-enough-to-look-like-one' },
        { authorization: 'Basic ZGVtbzpjYW5vcHk=' },
        expired.headers,
        revoked.headers,
      ];
      for (const headers of cases) {
        for (const url of [
          '/api/users/me',
          '/api/albums/search',
          '/api/retailers/location/distancesearch',
        ]) {
          const response = await t.app.inject({ method: 'GET', url, headers });
          expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(response.json()).toEqual(SESSION_ENDED);
        }
      }
    });

    it('keeps other sessions of the member alive after one logout', async () => {
      const phone = await signIn(t.app);
      const laptop = await signIn(t.app);
      await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: phone.headers });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: laptop.headers,
      });
      expect(me.statusCode).toBe(200);
    });
  });

  describe('profiles', () => {
    it('round-trips the app blob and keeps it private', async () => {
      const dana = await signIn(t.app);
      const blob = '{"shoppingCartId":12}';
      const save = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload: {
          returnProfile: true,
          responseFilters: 'APPS',
          appBlob: blob,
          latitude: 1,
          longitude: 2,
        },
      });
      expect(save.statusCode).toBe(200);
      expect(save.json()).toMatchObject({ valid: true, item: { appInfo: { appBlob: blob } } });

      const own = await t.app.inject({
        method: 'GET',
        url: `/api/users/${dana.userId}`,
        headers: dana.headers,
      });
      expect(own.json()).toMatchObject({
        valid: true,
        item: {
          isProfileOwner: true,
          appInfo: { appBlob: blob },
          profileInfo: { accountId: dana.userId },
        },
      });

      const marcus = await signIn(t.app, OTHER_MEMBER);
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/users/${dana.userId}`,
        headers: marcus.headers,
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toMatchObject({
        valid: true,
        item: {
          isProfileOwner: false,
          appInfo: { appBlob: null },
          profileInfo: { firstName: 'Dana' },
        },
      });
      expect(other.body).not.toContain('shoppingCartId');
    });

    it('updates names and returns no profile when returnProfile is false', async () => {
      const dana = await signIn(t.app);
      const save = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload: { firstName: ' Danielle ', returnProfile: false },
      });
      expect(save.json()).toMatchObject({ valid: true, item: null });
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: dana.headers });
      expect(me.json()).toMatchObject({
        item: {
          firstName: 'Danielle',
          lastName: 'Rivera',
          profileInfo: { display: 'Danielle Rivera' },
        },
      });
    });

    it('accepts a referral once and refuses invalid ones as business rules', async () => {
      const dana = await signIn(t.app);
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const put = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/myprofile',
          headers: dana.headers,
          payload,
        });
      expect((await put({ referralAccountId: dana.userId })).json()).toMatchObject({
        valid: false,
        errorCode: 'REFERRAL_INVALID',
      });
      expect((await put({ referralAccountId: 999_999 })).json()).toMatchObject({
        valid: false,
        errorCode: 'REFERRAL_INVALID',
      });
      expect((await put({ referralAccountId: marcus.userId })).json()).toMatchObject({
        valid: true,
        item: { referralAccountId: marcus.userId },
      });
      const operator = await t.db.query<{ id: number }>(
        "SELECT id FROM accounts WHERE email = 'operator@canopy.test'",
      );
      expect((await put({ referralAccountId: operator[0]?.id })).json()).toMatchObject({
        valid: false,
        errorCode: 'REFERRAL_ALREADY_SET',
      });
    });

    it('answers 404 for a member that does not exist', async () => {
      const { headers } = await signIn(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/users/999999', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
    });
  });
});

// CI sets REDIS_URL: the limits of several API instances meet there.
describe.each(process.env.REDIS_URL?.trim() ? [process.env.REDIS_URL.trim()] : [])(
  'limits across two API instances (Redis %s)',
  (redisUrl) => {
    it('counts sign-in attempts on either instance against one limit', async () => {
      const shared = {
        loginRateLimitMax: 2,
        redisUrl,
        redisChannel: `canopy-test:limits-${process.pid}-${Date.now()}`,
      };
      const first = await buildTestApp('pglite', shared);
      const { db, dispose } = await emptyDatabase('pglite');
      const second = await buildApp({
        // dispose() closes the database.
        db: { ...db, close: async () => undefined },
        publicApiUrl: PUBLIC_API_URL,
        seed: false,
        logger: false,
        ...shared,
      });
      try {
        const attempt = (app: typeof second) =>
          app.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { email: 'someone@canopy.test', password: 'a guess' },
          });
        expect((await attempt(first.app)).statusCode).toBe(200);
        expect((await attempt(second)).statusCode).toBe(200);
        const limited = await attempt(first.app);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json().retryAfter).toBe(Number(limited.headers['retry-after']));
      } finally {
        await second.close();
        await dispose();
        await first.close();
      }
    });
  },
);
