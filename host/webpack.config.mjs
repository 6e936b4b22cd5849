import path from 'node:path';
import { createAppConfig } from '@canopy/shared-core/webpack-app';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  port: 3000,
  title: 'Canopy',
  isHost: true,
  startupJson: ['config.json', 'remotes.json'],
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/features/remotes/api/remote-fallback-plugin.ts'),
  ],
});
