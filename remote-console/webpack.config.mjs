import { createAppConfig } from '@canopy/shared-core/webpack-app';
import { CONSOLE_SECTIONS } from './src/app/sections.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'console',
  port: 3005,
  // Its entry's global variable: a remote's is its name by default, and `console` would
  // stand for the browser's console object.
  globalName: 'canopy_console',
  title: 'Canopy staff console',
  exposes: { './routes': './src/app/routes.tsx' },
  sections: CONSOLE_SECTIONS,
});
