import { createAppConfig } from '@canopy/shared-core/webpack-app';
import { BROWSE_SECTIONS } from './src/app/sections.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'social',
  port: 3001,
  title: 'Canopy social',
  exposes: { './routes': './src/app/routes.tsx' },
  sections: BROWSE_SECTIONS,
});
