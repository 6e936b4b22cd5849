import type { Page } from '@playwright/test';

/**
 * Starts recording every value `attribute` takes on the element matching `selector`, from
 * now on, as the page commits it (a MutationObserver, so no value is missed however fast
 * or slow the machine is). Returns a function that reads the values seen so far.
 */
export async function recordAttributeHistory(
  page: Page,
  selector: string,
  attribute: string,
): Promise<() => Promise<string[]>> {
  const key = `__attributeHistory_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, selector, attribute }) => {
      const seen: string[] = [];
      Object.assign(window, { [key]: seen });
      const record = () => {
        const value = document.querySelector(selector)?.getAttribute(attribute);
        if (value != null && seen.at(-1) !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [attribute],
      });
      record();
    },
    { key, selector, attribute },
  );
  return () =>
    page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], key);
}
