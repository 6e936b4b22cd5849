import path from 'node:path';
import { createAppConfig } from '@canopy/shared-core/webpack-app';
import { PwaPlugin } from './pwa-build.mjs';

const appConfig = createAppConfig({
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

// Production builds are the installable app: a web app manifest and a service worker.
export default (env, argv) => {
  const config = appConfig(env, argv);
  if (argv.mode === 'development') return config;
  return { ...config, plugins: [...config.plugins, new PwaPlugin({ name: 'Canopy' })] };
};
