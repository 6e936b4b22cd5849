import { defineShellCheck } from '@canopy/shared-core/shell-check';

// The AI remote's production build inside the shell fixture (see e2e/).
export default defineShellCheck('ai', import.meta.dirname);
