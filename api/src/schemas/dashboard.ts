import { Type, type Static } from 'typebox';

/** The longest range the dashboard counts at once, in days. */
export const DASHBOARD_MAX_DAYS = 366;

const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD, a UTC day',
});

export const DashboardRangeQuery = Type.Object({
  from: Day,
  to: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: `The last UTC day, inclusive; from..to is at most ${DASHBOARD_MAX_DAYS} days`,
  }),
});
export type DashboardRangeQueryType = Static<typeof DashboardRangeQuery>;

const Count = Type.Integer({ minimum: 0 });

export const MembersPanel = Type.Object({
  days: Type.Array(Type.Object({ day: Day, newMembers: Count, activeMembers: Count }), {
    description: 'Each day of the range: members who joined, members active (any usage event)',
  }),
  totalMembers: Type.Integer({ minimum: 0, description: 'Members (not deleted) by the range end' }),
  weeklyActive: Type.Integer({
    minimum: 0,
    description: 'Members active in the 7 days ending with the range',
  }),
  monthlyActive: Type.Integer({
    minimum: 0,
    description: 'Members active in the 30 days ending with the range',
  }),
});

export const ActivityDay = Type.Object({
  day: Day,
  posts: Count,
  comments: Count,
  reactions: Type.Integer({ minimum: 0, description: 'Likes and emoji reactions' }),
  chatMessages: Count,
  quizPlays: Type.Integer({ minimum: 0, description: 'Scored quiz attempts' }),
  orders: Type.Integer({ minimum: 0, description: 'Completed orders' }),
  revenueCents: Type.Integer({ minimum: 0, description: 'Cash taken by completed orders' }),
});

export const TopPage = Type.Object({
  page: Type.String({ description: 'The section a view was recorded in' }),
  views: Count,
});

export const TopContent = Type.Object({
  page: Type.String(),
  contentId: Type.String({ description: 'The viewed item (a post, a pack, a shop…)' }),
  views: Count,
});

export const Funnel = Type.Object({
  signedUp: Type.Integer({ minimum: 0, description: 'Members who joined in the range' }),
  posted: Type.Integer({ minimum: 0, description: '…of whom have written a post' }),
  ordered: Type.Integer({ minimum: 0, description: '…of whom have also completed an order' }),
});

export const Cohort = Type.Object({
  week: Type.String({ description: 'The Monday (UTC) of the week the cohort joined' }),
  members: Count,
  active: Type.Array(Count, {
    description: "Members of the cohort active in its week 0, 1, 2… up to the range's end",
  }),
});
