import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error -- the webpack factory is plain JavaScript without type declarations
import { createAppConfig } from '../../../build/webpack-app.mjs';

const remote = (options: Record<string, unknown>) => () =>
  (createAppConfig as (app: Record<string, unknown>) => unknown)({
    appDir: path.resolve(import.meta.dirname, '../../../../remote-console'),
    name: 'console',
    port: 3005,
    title: 'Console',
    exposes: { './routes': './src/app/routes.tsx' },
    sections: ['overview'],
    ...options,
  });

it("refuses a remote whose entry's global variable is one the page already has", () => {
  // `var console` would leave the browser's console in place: no container for the host.
  expect(remote({})).toThrow(/global variable "console" is a global of its own/);
  expect(remote({ globalName: 'canopy_console' })).not.toThrow();
});
