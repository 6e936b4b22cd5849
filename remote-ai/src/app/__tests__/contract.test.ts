import { isRemoteRoutesModule } from '@canopy/shared-core';
import { expect, it } from 'vitest';
import * as routes from '../routes.tsx';

it('keeps the host contract: the build exposes ./routes, which exports a component', async () => {
  // The webpack factory throws on import when the exposes block drifts from the contract.
  // @ts-expect-error -- the webpack config is plain JavaScript without type declarations
  await expect(import('../../../webpack.config.mjs')).resolves.toHaveProperty('default');
  expect(isRemoteRoutesModule(routes)).toBe(true);
});
