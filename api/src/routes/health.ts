// GET /health: whether the API and its database answer (health.helpers.ts, shared with
// GET /api/health).
export { default } from './health.helpers.ts';
