import { defineShellCheck } from '@canopy/shared-core/shell-check';

// The social remote's production build inside the shell fixture (see e2e/).
export default defineShellCheck('social', import.meta.dirname);
