import { createVitestConfig } from './build/vitest-app.ts';

export default createVitestConfig();
