import { expect, type Page } from '@playwright/test';
import { DEMO_MEMBER } from './stack.ts';

/** Signs in through the login form, as a member would. */
export async function signInAsDemo(page: Page, returnUrl?: string): Promise<void> {
  await page.goto(returnUrl ? `/#/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/#/login');
  await page.getByLabel('E-mail address').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
