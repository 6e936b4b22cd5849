import { createAppConfig } from '@canopy/shared-core/webpack-app';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'games',
  port: 3003,
  title: 'Canopy games',
  exposes: { './routes': './src/app/routes.tsx' },
});
