import { createAppConfig } from '@canopy/shared-core/webpack-app';
import { BROWSE_SECTIONS } from './src/app/sections.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'marketplace',
  port: 3002,
  title: 'Canopy marketplace',
  exposes: { './routes': './src/app/routes.tsx' },
  sections: BROWSE_SECTIONS,
});
