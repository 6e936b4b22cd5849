import { createAppConfig } from '@canopy/shared-core/webpack-app';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'marketplace',
  port: 3002,
  title: 'Canopy marketplace',
  exposes: { './routes': './src/app/routes.tsx' },
});
