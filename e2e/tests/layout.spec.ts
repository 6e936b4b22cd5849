import { expect, test } from '@playwright/test';

// SPEC quality bar: responsive from 360 px to desktop. Every form field stays inside its
// card (an input's intrinsic width once pushed Last name past the sign-up card's edge).
for (const width of [360, 1200]) {
  test(`sign-in and sign-up fields stay inside their card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of [
      ['/login', 'Sign in to Canopy'],
      ['/signup', 'Join Canopy'],
    ] as const) {
      await page.goto(`/#${path}`);
      // The page's own heading first: until its lazy route arrives, the previous form is shown.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const form = page.locator('form');
      await expect(form.locator('input').first()).toBeVisible();
      const formBox = (await form.boundingBox())!;
      for (const input of await form.locator('input:not([type="checkbox"])').all()) {
        const box = (await input.boundingBox())!;
        expect(box.x, `${path} input left edge`).toBeGreaterThanOrEqual(formBox.x - 0.5);
        expect(box.x + box.width, `${path} input right edge`).toBeLessThanOrEqual(
          formBox.x + formBox.width + 0.5,
        );
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
  });
}
