import { defineShellCheck } from '@canopy/shared-core/shell-check';

// The marketplace remote's production build inside the shell fixture (see e2e/).
export default defineShellCheck('marketplace', import.meta.dirname);
