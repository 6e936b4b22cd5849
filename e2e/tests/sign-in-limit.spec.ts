import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, HOST_URL } from '../support/stack.ts';

// SPEC: sign-in attempts are limited per address and e-mail (LOGIN_RATE_LIMIT_MAX, 20 a
// minute). The suite itself signs in through the API once per member, so it never meets
// the limit by accident; this test meets it on purpose.
test('the 21st sign-in attempt in a minute is refused with the wait shown on the form', async ({
  page,
}) => {
  const email = `limit-${process.env.CANOPY_E2E_RUN}-${Date.now()}@canopy.test`;
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Canopy' })).toBeVisible();

  // Twenty attempts from the browser itself, to where the form sends its own (the page's
  // origin, which forwards to the API), so they come from the same address as the form.
  const statuses = await page.evaluate(
    async ({ url, email }) => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: `guess-${attempt}` }),
        });
        answers.push(response.status);
      }
      return answers;
    },
    { url: `${HOST_URL}/api/users/login`, email },
  );
  expect(statuses).toEqual(Array(20).fill(200));

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('one-more-guess');
  const refused = page.waitForResponse((response) => response.url().endsWith('/users/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  // SPEC §7: an HTTP error reads 'Error Code: {status} Message: {message}'.
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    /^Error Code: 429 Message: Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
  );
  // Nothing typed is lost.
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);

  // The limit is per e-mail too: from the same address, another member still signs in.
  await page.getByLabel('E-mail address').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
