import { createVitestConfig } from '@canopy/shared-core/vitest';

export default createVitestConfig();
