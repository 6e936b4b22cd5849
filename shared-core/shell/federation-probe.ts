// Reads what the federation runtime loaded in a page, for the e2e suite and the remotes'
// shell checks: how many React renderers registered and how many copies of each shared
// package the runtime actually loaded.
import type { Page } from '@playwright/test';

/**
 * Counts React renderers as React DevTools would: every react-dom copy registers
 * itself with this hook when it loads. Must run before the page's scripts.
 */
export async function installRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __canopyRenderers: unknown[] }).__canopyRenderers = renderers;
  });
}

export interface FederationReport {
  reactRenderers: number;
  /** For each federation instance: the shared keys it declares. */
  declaredShared: Record<string, string[]>;
  /** For each shared package: how many versions were actually loaded. */
  loadedCopies: Record<string, number>;
}

export function readFederationReport(page: Page, packages: string[]): Promise<FederationReport> {
  return page.evaluate((names) => {
    type SharedEntry = { loaded?: boolean; loading?: unknown; lib?: unknown };
    type Instance = { name: string; options: { shared?: Record<string, unknown> } };
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: Instance[];
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const declaredShared: Record<string, string[]> = {};
    for (const instance of federation?.__INSTANCES__ ?? []) {
      declaredShared[instance.name] = Object.keys(instance.options.shared ?? {});
    }
    const loadedCopies: Record<string, number> = {};
    for (const name of names) {
      const versions = new Set<string>();
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            if (entry.loaded || entry.lib) versions.add(version);
          }
        }
      }
      loadedCopies[name] = versions.size;
    }
    const renderers = (window as unknown as { __canopyRenderers?: unknown[] }).__canopyRenderers;
    return { reactRenderers: renderers?.length ?? 0, declaredShared, loadedCopies };
  }, packages);
}
