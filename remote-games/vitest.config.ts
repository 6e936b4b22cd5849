import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    environment: 'jsdom',
    // Globals let Testing Library unmount rendered trees after each test.
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Generous: a loaded or slow machine must not fail a test that is only slow there.
    testTimeout: 60_000,
  },
});
