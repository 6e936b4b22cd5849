// The shell fixture builds with the same factory as the real host (isHost: it provides
// the federation runtime the remotes' production builds expect, and the same singletons).
import { createAppConfig } from '../build/webpack-app.mjs';

/** @public build-shell.ts loads it by path. */
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  port: 3090,
  title: 'Canopy shell check',
  isHost: true,
});
