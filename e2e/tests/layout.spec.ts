import { expect, test } from '@playwright/test';

// SPEC quality bar: responsive from 360 px to desktop. Every form field stays inside its
// card (an input's intrinsic width once pushed Last name past the sign-up card's edge).
for (const width of [360, 1200]) {
  test(`sign-in and sign-up fields stay inside their card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/login', '/signup']) {
      await page.goto(`/#${path}`);
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
