import { defineShellCheck } from '@canopy/shared-core/shell-check';

// The games remote's production build inside the shell fixture (see e2e/).
export default defineShellCheck('games', import.meta.dirname);
