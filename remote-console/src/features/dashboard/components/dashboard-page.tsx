import {
  Button,
  FormError,
  PageTitle,
  ResourceView,
  TextInput,
  color,
  font,
  radius,
  space,
  useApiResource,
  type ResourceState,
} from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { TitledSection } from '@canopy/shared-core/titled-section';
import {
  getDashboardPanel,
  type ActivityDay,
  type DashboardRange,
  type MembersPanel,
} from '@canopy/shared-core/staff';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  ACTIVITY_SERIES,
  activityTable,
  dollars,
  funnelTable,
  isoDay,
  lastDays,
  membersTable,
  rangeProblem,
  retentionTable,
  revenueTable,
  topContentTable,
  topPagesTable,
} from '../dashboard-table.ts';
import { ChartPanel, type ChartSpec } from './chart-panel.tsx';

const PRESETS = [7, 30, 90] as const;

/**
 * The community at a glance (operators): members, activity, orders and revenue per day, the
 * most viewed pages and items, the sign-up funnel and weekly retention, over a range of UTC
 * days. Every figure is counted by the server when asked: Refresh shows this minute's.
 */
export function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>(() => lastDays(30));
  const [asked, setAsked] = useState(0);
  // Today's UTC day, read again on each refresh (a page left open past midnight moves on).
  const [today, setToday] = useState(() => isoDay(Date.now()));
  const refresh = () => {
    setToday(isoDay(Date.now()));
    setAsked((count) => count + 1);
  };
  return (
    <div css={{ display: 'grid', gap: space.lg, minWidth: 0 }}>
      <PageTitle
        aside={
          <Button variant="secondary" onClick={refresh}>
            Refresh
          </Button>
        }
      >
        Community dashboard
      </PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Days are UTC. Figures are counted when the page asks for them, today’s included.
      </p>
      <RangePicker range={range} onChange={setRange} />
      <Panels range={range} asked={asked} today={today} />
    </div>
  );
}

function RangePicker({
  range,
  onChange,
}: {
  range: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  function apply(event: FormEvent) {
    event.preventDefault();
    const why = rangeProblem(draft);
    setProblem(why);
    if (!why) onChange(draft);
  }
  function preset(days: number) {
    const next = lastDays(days);
    setDraft(next);
    setProblem(null);
    onChange(next);
  }
  return (
    <form aria-label="Date range" onSubmit={apply} css={stack('sm')} noValidate>
      <div
        css={{
          display: 'grid',
          gap: space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          alignItems: 'end',
        }}
      >
        <TextInput
          label="From"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">Show</Button>
      </div>
      <div css={wrappingRow('sm')} role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant="secondary"
            aria-pressed={range.from === lastDays(days).from && range.to === lastDays(days).to}
            onClick={() => preset(days)}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <FormError message={problem} />
    </form>
  );
}

function usePanel<P extends Parameters<typeof getDashboardPanel>[0]>(
  panel: P,
  range: DashboardRange,
  asked: number,
) {
  return useApiResource(
    (signal) => getDashboardPanel(panel, range, signal),
    [panel, range.from, range.to, asked],
  );
}

/** A panel's figures once the server has counted them (else loading, or the error and Retry). */
function Counted<T extends { item: unknown }>({
  panel: [state, reload],
  errorTitle,
  children,
}: {
  panel: readonly [ResourceState<T>, () => void];
  errorTitle: string;
  children: (item: T['item']) => ReactNode;
}) {
  return (
    <ResourceView state={state} onRetry={reload} errorTitle={errorTitle}>
      {({ item }) => children(item)}
    </ResourceView>
  );
}

/** The most viewed pages or items as bars of views; no chart when nothing was viewed. */
function viewsChart(labels: string[], views: number[]): ChartSpec | undefined {
  return labels.length
    ? { kind: 'horizontal-bar', labels, series: [{ name: 'Views', values: views }] }
    : undefined;
}

function Panels({ range, asked, today }: { range: DashboardRange; asked: number; today: string }) {
  const members = usePanel('/staff/dashboard/members', range, asked);
  const activity = usePanel('/staff/dashboard/activity', range, asked);
  const [activityState] = activity;
  const pages = usePanel('/staff/dashboard/top-pages', range, asked);
  const content = usePanel('/staff/dashboard/top-content', range, asked);
  const funnel = usePanel('/staff/dashboard/funnel', range, asked);
  const retention = usePanel('/staff/dashboard/retention', range, asked);
  const suffix = `${range.from}-to-${range.to}.csv`;

  return (
    <div css={{ display: 'grid', gap: space.lg, minWidth: 0 }}>
      <Counted panel={members} errorTitle="Members could not be counted">
        {(item) => (
          <>
            <Summary
              today={today}
              members={item}
              activity={activityState.status === 'ready' ? activityState.data.item : null}
            />
            <ChartPanel
              title="Members per day"
              table={membersTable(item)}
              fileName={`members-${suffix}`}
              chart={{
                kind: 'line',
                labels: item.days.map((day) => day.day.slice(5)),
                series: [
                  { name: 'New members', values: item.days.map((day) => day.newMembers) },
                  { name: 'Active members', values: item.days.map((day) => day.activeMembers) },
                ],
              }}
            />
          </>
        )}
      </Counted>
      <Counted panel={activity} errorTitle="Activity could not be counted">
        {(item) => <ActivityPanels days={item} suffix={suffix} />}
      </Counted>
      <div
        css={{
          display: 'grid',
          gap: space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
        }}
      >
        <Counted panel={pages} errorTitle="Top pages could not be counted">
          {(item) => (
            <ChartPanel
              title="Top pages by views"
              table={topPagesTable(item)}
              fileName={`top-pages-${suffix}`}
              chart={viewsChart(
                item.map((page) => page.page),
                item.map((page) => page.views),
              )}
            />
          )}
        </Counted>
        <Counted panel={content} errorTitle="Top content could not be counted">
          {(item) => (
            <ChartPanel
              title="Top content by views"
              table={topContentTable(item)}
              fileName={`top-content-${suffix}`}
              chart={viewsChart(
                item.map((row) => `${row.page} #${row.contentId}`),
                item.map((row) => row.views),
              )}
            />
          )}
        </Counted>
      </div>
      <Counted panel={funnel} errorTitle="The funnel could not be counted">
        {(item) => (
          <ChartPanel
            title="Sign-up funnel"
            table={funnelTable(item)}
            fileName={`funnel-${suffix}`}
            chart={{
              kind: 'bar',
              labels: ['Signed up', 'First post', 'First order'],
              series: [{ name: 'Members', values: [item.signedUp, item.posted, item.ordered] }],
            }}
          >
            <p css={{ margin: 0, color: color.textMuted }}>
              Members who joined in the range, those of them who have written a post, and those who
              have also completed an order.
            </p>
          </ChartPanel>
        )}
      </Counted>
      <Counted panel={retention} errorTitle="Retention could not be counted">
        {(item) => (
          <ChartPanel
            title="Weekly retention"
            table={retentionTable(item)}
            fileName={`retention-${suffix}`}
          >
            <p css={{ margin: 0, color: color.textMuted }}>
              Members by the week (Monday, UTC) they joined, and the share of them active in each
              week after.
            </p>
          </ChartPanel>
        )}
      </Counted>
    </div>
  );
}

function ActivityPanels({ days, suffix }: { days: ActivityDay[]; suffix: string }) {
  const labels = useMemo(() => days.map((day) => day.day.slice(5)), [days]);
  return (
    <>
      <ChartPanel
        title="Activity per day"
        table={activityTable(days)}
        fileName={`activity-${suffix}`}
        chart={{
          kind: 'line',
          labels,
          series: ACTIVITY_SERIES.map(([key, name]) => ({
            name,
            values: days.map((day) => day[key]),
          })),
        }}
      />
      <ChartPanel
        title="Orders and revenue per day"
        table={revenueTable(days)}
        fileName={`revenue-${suffix}`}
        chart={{
          kind: 'bar',
          labels,
          series: [{ name: 'Revenue ($)', values: days.map((day) => day.revenueCents / 100) }],
        }}
      />
    </>
  );
}

/** The headline figures: members, active members, and today's and the range's activity. */
function Summary({
  members,
  activity,
  today: todayDay,
}: {
  members: MembersPanel;
  activity: ActivityDay[] | null;
  today: string;
}) {
  const today = activity?.find((day) => day.day === todayDay);
  const total = (key: keyof Omit<ActivityDay, 'day'>) =>
    activity ? activity.reduce((sum, day) => sum + day[key], 0) : null;
  const figures: [string, string | number | null][] = [
    ['Members', members.totalMembers],
    ['Weekly active', members.weeklyActive],
    ['Monthly active', members.monthlyActive],
    // Shown while the range holds today (the default range does).
    ...(activity && !today
      ? []
      : [['Posts today', today ? today.posts : null] as [string, number | null]]),
    ['Posts in range', total('posts')],
    ['Orders in range', total('orders')],
    ['Revenue in range', activity ? `$${dollars(total('revenueCents') ?? 0)}` : null],
  ];
  return (
    <TitledSection title="Key figures" gap="sm">
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gap: space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        {figures.map(([name, value]) => (
          <div
            key={name}
            css={{
              padding: space.md,
              borderRadius: radius.lg,
              background: color.surface,
              border: `1px solid ${color.border}`,
            }}
          >
            <dt css={{ color: color.textMuted, fontSize: font.size.sm }}>{name}</dt>
            <dd css={{ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.bold }}>
              {value === null
                ? '…'
                : typeof value === 'number'
                  ? value.toLocaleString('en-US')
                  : value}
            </dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
