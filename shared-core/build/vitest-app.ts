// One vitest configuration for every Canopy front-end package (host, remotes and shared-core),
// beside the webpack one so the two agree on how JSX compiles.
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export function createVitestConfig(): ViteUserConfig {
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
    test: {
      environment: 'jsdom',
      // Globals let Testing Library unmount rendered trees after each test.
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      restoreMocks: true,
      // Generous: a loaded or slow machine must not fail a test that is only slow there.
      testTimeout: 60_000,
    },
  });
}
