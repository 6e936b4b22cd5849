// pnpm start's API trusts forwarded addresses from loopback, where its host server runs,
// and so does every other local program. With the host server's secret required, a client
// that reaches the API port directly counts as the address it came from, whatever it
// claims in X-Forwarded-For; the host server still names the member's address.
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_SECRET_HEADER } from '../../../src/lib/proxy-secret.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../helpers/app.ts';

const SECRET = 'a-new-secret-every-start';

describe.each(BACKENDS)('forwarded addresses behind a proxy on this machine (%s)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  const signupFrom = (app: TestApp['app'], n: number, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '127.0.0.1',
      headers,
      payload: {
        email: `walker${n}@canopy.test`,
        password: 'maple syrup lanterns',
        firstName: 'Walker',
        lastName: 'Round',
        ageConfirmed: true,
      },
    });

  it('counts a direct local client as its own address, whatever X-Forwarded-For says', async () => {
    // As pnpm start configures it: loopback trusted, with the host server's secret.
    t = await buildTestApp(backend, {
      trustProxy: ['127.0.0.1', '::1'],
      proxySecret: SECRET,
      signupRateLimitMax: 2,
    });
    const direct = [];
    for (let n = 1; n <= 4; n += 1) {
      direct.push((await signupFrom(t.app, n, { 'x-forwarded-for': `203.0.113.${n}` })).statusCode);
    }
    expect(direct).toEqual([200, 200, 429, 429]);
    // A wrong secret is no secret.
    const guessed = await signupFrom(t.app, 5, {
      'x-forwarded-for': '203.0.113.5',
      [PROXY_SECRET_HEADER]: 'not-the-secret-at-all',
    });
    expect(guessed.statusCode).toBe(429);
  });

  it('lets the proxy with the secret name each member’s address', async () => {
    t = await buildTestApp(backend, {
      trustProxy: ['127.0.0.1', '::1'],
      proxySecret: SECRET,
      signupRateLimitMax: 1,
    });
    const viaProxy = [];
    for (let n = 1; n <= 3; n += 1) {
      const response = await signupFrom(t.app, n, {
        'x-forwarded-for': `198.51.100.${n}`,
        [PROXY_SECRET_HEADER]: SECRET,
      });
      viaProxy.push(response.statusCode);
    }
    expect(viaProxy).toEqual([200, 200, 200]);
    // The same member again is counted as themself.
    const again = await signupFrom(t.app, 4, {
      'x-forwarded-for': '198.51.100.1',
      [PROXY_SECRET_HEADER]: SECRET,
    });
    expect(again.statusCode).toBe(429);
  });
});
