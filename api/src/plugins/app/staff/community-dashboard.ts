// The operator's community dashboard (issue 38): one read per panel, each counted live from
// the tables (dashboard-queries.ts), so no figure is older than the request.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  activityPanel,
  funnelPanel,
  membersPanel,
  retentionPanel,
  topContentPanel,
  topPagesPanel,
  type DayRange,
} from './dashboard-queries.ts';

export function createCommunityDashboard(db: Db) {
  return {
    members: (range: DayRange) => membersPanel(db, range),
    activity: (range: DayRange) => activityPanel(db, range),
    topPages: (range: DayRange) => topPagesPanel(db, range),
    topContent: (range: DayRange) => topContentPanel(db, range),
    funnel: (range: DayRange) => funnelPanel(db, range),
    retention: (range: DayRange) => retentionPanel(db, range),
  };
}

export type CommunityDashboard = ReturnType<typeof createCommunityDashboard>;

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: CommunityDashboard;
  }
}

export default fp(
  async (app) => {
    app.decorate('dashboard', createCommunityDashboard(app.db));
  },
  { name: 'community-dashboard', dependencies: ['db'] },
);
