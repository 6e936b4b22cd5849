import { testRemoteContract } from '@canopy/shared-core/testing';
import * as routes from '../routes.tsx';
import { BROWSE_SECTIONS } from '../sections.ts';

testRemoteContract({
  routes,
  sections: BROWSE_SECTIONS,
  // @ts-expect-error -- the webpack config is plain JavaScript without type declarations
  loadWebpackConfig: () => import('../../../webpack.config.mjs'),
});
