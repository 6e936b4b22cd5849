import type {
  ActivityDay,
  Cohort,
  DashboardRange,
  Funnel,
  MembersPanel,
  TopContent,
  TopPage,
} from '@canopy/shared-core/staff';
import { csvCell } from '../../utils/audit-csv.ts';

/** A panel's figures: the header, then one row per day (or page, step, cohort). */
export interface Table {
  header: string[];
  rows: (string | number)[][];
}

/** The table as a CSV file's text (RFC 4180, CRLF line ends). */
export function tableCsv(table: Table): string {
  return (
    [table.header, ...table.rows]
      .map((row) => row.map((value) => csvCell(String(value))).join(','))
      .join('\r\n') + '\r\n'
  );
}

const DAY_MS = 86_400_000;

export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): DashboardRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** Why a range cannot be counted, or null. */
export function rangeProblem(range: DashboardRange, maxDays = 366): string | null {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return 'Pick a first and a last day.';
  if (to < from) return 'The last day must be on or after the first.';
  if ((to - from) / DAY_MS + 1 > maxDays) return `Pick at most ${maxDays} days.`;
  return null;
}

export function membersTable(panel: MembersPanel): Table {
  return {
    header: ['Day', 'New members', 'Active members'],
    rows: panel.days.map((day) => [day.day, day.newMembers, day.activeMembers]),
  };
}

export const ACTIVITY_SERIES = [
  ['posts', 'Posts'],
  ['comments', 'Comments'],
  ['reactions', 'Reactions'],
  ['chatMessages', 'Chat messages'],
  ['quizPlays', 'Quiz plays'],
  ['orders', 'Orders'],
] as const;

export function activityTable(days: ActivityDay[]): Table {
  return {
    header: ['Day', ...ACTIVITY_SERIES.map(([, name]) => name)],
    rows: days.map((day) => [day.day, ...ACTIVITY_SERIES.map(([key]) => day[key])]),
  };
}

export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function revenueTable(days: ActivityDay[]): Table {
  return {
    header: ['Day', 'Orders', 'Revenue ($)'],
    rows: days.map((day) => [day.day, day.orders, dollars(day.revenueCents)]),
  };
}

export function topPagesTable(pages: TopPage[]): Table {
  return { header: ['Page', 'Views'], rows: pages.map((page) => [page.page, page.views]) };
}

export function topContentTable(items: TopContent[]): Table {
  return {
    header: ['Item', 'Views'],
    rows: items.map((item) => [`${item.page} #${item.contentId}`, item.views]),
  };
}

export function funnelTable(funnel: Funnel): Table {
  const share = (part: number) =>
    funnel.signedUp === 0 ? '—' : `${Math.round((part / funnel.signedUp) * 100)}%`;
  return {
    header: ['Step', 'Members', 'Of those who signed up'],
    rows: [
      ['Signed up', funnel.signedUp, share(funnel.signedUp)],
      ['Wrote a first post', funnel.posted, share(funnel.posted)],
      ['Then completed a first order', funnel.ordered, share(funnel.ordered)],
    ],
  };
}

export function retentionTable(cohorts: Cohort[]): Table {
  const weeks = Math.max(0, ...cohorts.map((cohort) => cohort.active.length));
  return {
    header: [
      'Joined the week of',
      'Members',
      ...Array.from({ length: weeks }, (_, i) => `Week ${i}`),
    ],
    rows: cohorts.map((cohort) => [
      cohort.week,
      cohort.members,
      ...Array.from({ length: weeks }, (_, i) => {
        const active = cohort.active[i];
        if (active === undefined) return '';
        const percent = cohort.members ? Math.round((active / cohort.members) * 100) : 0;
        return `${percent}% (${active})`;
      }),
    ]),
  };
}
