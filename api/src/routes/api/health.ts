// GET /api/health: the same check as GET /health, under the API's prefix.
export { default } from '../health.helpers.ts';
