// The operator's community dashboard (issue 38): one read per panel (dashboard-queries.ts):
// finished days from rollups brought up to date on the read, the rest counted live, so no
// figure is older than the request.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  activityPanel,
  funnelPanel,
  membersPanel,
  readPanel,
  topContentPanel,
  topPagesPanel,
  type DayRange,
} from './dashboard-queries.ts';
import { retentionPanel } from './dashboard-retention.ts';

export function createCommunityDashboard(db: Db) {
  return {
    members: (range: DayRange) => readPanel(db, membersPanel, range),
    activity: (range: DayRange) => readPanel(db, activityPanel, range),
    topPages: (range: DayRange) => readPanel(db, topPagesPanel, range),
    topContent: (range: DayRange) => readPanel(db, topContentPanel, range),
    funnel: (range: DayRange) => readPanel(db, funnelPanel, range),
    retention: (range: DayRange) => readPanel(db, retentionPanel, range),
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
