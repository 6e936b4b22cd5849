import { defineShellCheck } from '@canopy/shared-core/shell-check';

// The staff console's production build inside the shell fixture (see e2e/).
export default defineShellCheck('console', import.meta.dirname);
