// Watching a page for Content-Security-Policy violations, for the tests that prove the pages
// break none (and that an injected script would be reported).
import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Collects CSP violations: the DOM event and the console report, from the first byte on. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(() => window.cspViolations ?? []);
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked || 'inline'} (${v.source})`),
      ...consoleReports,
    ];
  };
}
