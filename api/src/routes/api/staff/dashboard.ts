import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import type { DayRange } from '../../../plugins/app/staff/dashboard-queries.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import {
  ActivityDay,
  Cohort,
  DASHBOARD_MAX_DAYS,
  DashboardRangeQuery,
  Funnel,
  MembersPanel,
  TopContent,
  TopPage,
} from '../../../schemas/dashboard.ts';

const DAY_MS = 86_400_000;

/** A real day range, from ≤ to, at most DASHBOARD_MAX_DAYS days; 400 RANGE_INVALID else. */
function dayRange(query: { from: string; to: string }): DayRange {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const to = Date.parse(`${query.to}T00:00:00Z`);
  const real = (day: string, time: number) =>
    Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
  if (!real(query.from, from) || !real(query.to, to)) {
    throw new HttpError(400, 'RANGE_INVALID', 'Pick real days for the range.');
  }
  if (to < from) {
    throw new HttpError(400, 'RANGE_INVALID', 'The range must end on or after its first day.');
  }
  if ((to - from) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) {
    throw new HttpError(
      400,
      'RANGE_INVALID',
      `Pick at most ${DASHBOARD_MAX_DAYS} days: a longer range is counted a year at a time.`,
    );
  }
  return { from: query.from, to: query.to };
}

const OPERATORS_ONLY =
  'Operators only (403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members and ' +
  "moderators): revenue and orders are the business's own figures. Counted live from the " +
  'tables on every call, so today includes what happened a moment ago (no cache, no rollup). ' +
  `Days are UTC; 400 RANGE_INVALID for a range that ends before it starts or is over ` +
  `${DASHBOARD_MAX_DAYS} days.`;

/** The console's community dashboard, one route per panel (issue 38). */
const dashboardRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  const schema = <T extends TSchema>(summary: string, item: T) => ({
    tags: ['staff'],
    summary,
    description: OPERATORS_ONLY,
    querystring: DashboardRangeQuery,
    response: { 200: ItemEnvelope(item), ...errorResponses(403) },
  });

  app.get(
    '/dashboard/members',
    {
      schema: schema(
        'New and daily active members per day; weekly and monthly active at the end',
        MembersPanel,
      ),
    },
    async (request) => itemEnvelope(await app.dashboard.members(dayRange(request.query))),
  );
  app.get(
    '/dashboard/activity',
    {
      schema: schema(
        'Posts, comments, reactions, chat messages, quiz plays, orders and revenue per day',
        Type.Array(ActivityDay),
      ),
    },
    async (request) => itemEnvelope(await app.dashboard.activity(dayRange(request.query))),
  );
  app.get(
    '/dashboard/top-pages',
    { schema: schema('The most viewed pages', Type.Array(TopPage)) },
    async (request) => itemEnvelope(await app.dashboard.topPages(dayRange(request.query))),
  );
  app.get(
    '/dashboard/top-content',
    { schema: schema('The most viewed items', Type.Array(TopContent)) },
    async (request) => itemEnvelope(await app.dashboard.topContent(dayRange(request.query))),
  );
  app.get(
    '/dashboard/funnel',
    {
      schema: schema(
        'Of the members who joined: how many posted, and how many of those ordered',
        Funnel,
      ),
    },
    async (request) => itemEnvelope(await app.dashboard.funnel(dayRange(request.query))),
  );
  app.get(
    '/dashboard/retention',
    {
      schema: schema(
        'Weekly retention: members by the week they joined, active in each week after',
        Type.Array(Cohort),
      ),
    },
    async (request) => itemEnvelope(await app.dashboard.retention(dayRange(request.query))),
  );
});

export default dashboardRoutes;
