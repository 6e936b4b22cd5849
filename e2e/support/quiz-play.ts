import { expect, type Locator, type Page } from '@playwright/test';

/** The button that moves on once an answer is judged. */
export const moveOnButton = (page: Page) =>
  page.getByRole('button', { name: /^(Next question|Finish level)$/ });

/** Picks an answer with the mouse, locks it in, waits for the verdict and goes on. */
export async function answerWithClicks(page: Page, answer: Locator): Promise<void> {
  await answer.check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(moveOnButton(page)).toBeFocused();
  await moveOnButton(page).click();
}
