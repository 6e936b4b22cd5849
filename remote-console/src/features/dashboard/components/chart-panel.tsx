import { BareList, Button, color, font, radius, space } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { useEffect, useRef, type ReactNode } from 'react';
import { TitledPanel } from '../../../components/titled-panel.tsx';
import { saveFile } from '../../../utils/save-file.ts';
import { tableCsv, type Table } from '../dashboard-table.ts';

/** The series colours, from the theme's tokens (light and dark alike). */
const SERIES_COLORS = [
  color.primary,
  color.accent,
  color.focus,
  color.danger,
  color.success,
  color.textMuted,
] as const;
const SERIES_LETTERS = 'abcdef';

export type ChartKind = 'line' | 'bar' | 'horizontal-bar';

export interface ChartSpec {
  kind: ChartKind;
  /** The x-axis labels (days, pages…) and one series per line or bar group. */
  labels: string[];
  series: { name: string; values: number[] }[];
}

/**
 * Chartist's SVG, coloured with the theme's tokens. The chart is a picture for sighted
 * readers (hidden from assistive technology, whose readers get the table below, which
 * holds every figure it draws).
 */
function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { detach: () => void } | undefined;
    let cancelled = false;
    // Loaded on first use: the console's other pages never fetch the chart library.
    void import('chartist').then(({ BarChart, LineChart }) => {
      if (cancelled) return;
      const data = { labels: spec.labels, series: spec.series.map((series) => series.values) };
      const axisLabels = {
        labelInterpolationFnc: (value: string | number, index: number) =>
          spec.kind === 'line' && spec.labels.length > 14 && index % 7 !== 0 ? '' : value,
      };
      chart =
        spec.kind === 'line'
          ? new LineChart(element, data, {
              height: 220,
              showPoint: spec.labels.length <= 31,
              fullWidth: true,
              chartPadding: { right: 24 },
              axisX: axisLabels,
              axisY: { onlyInteger: true },
            })
          : new BarChart(element, data, {
              height: spec.kind === 'horizontal-bar' ? Math.max(120, spec.labels.length * 32) : 220,
              horizontalBars: spec.kind === 'horizontal-bar',
              reverseData: spec.kind === 'horizontal-bar',
              axisY: { offset: spec.kind === 'horizontal-bar' ? 100 : 40, onlyInteger: true },
              axisX: { onlyInteger: true },
            });
    });
    return () => {
      cancelled = true;
      chart?.detach();
      element.replaceChildren();
    };
  }, [spec]);

  const seriesCss = Object.fromEntries(
    SERIES_COLORS.map((stroke, index) => [
      `& .ct-series-${SERIES_LETTERS[index]} .ct-line, & .ct-series-${SERIES_LETTERS[index]} .ct-point, & .ct-series-${SERIES_LETTERS[index]} .ct-bar`,
      { stroke },
    ]),
  );
  return (
    <div
      ref={box}
      aria-hidden="true"
      css={{
        minHeight: 120,
        '& svg': { display: 'block', overflow: 'visible' },
        '& .ct-line': { fill: 'none', strokeWidth: 2 },
        '& .ct-point': { strokeWidth: 8, strokeLinecap: 'round' },
        '& .ct-bar': { strokeWidth: 14 },
        '& .ct-grid': { stroke: color.border, strokeDasharray: '2 4' },
        '& .ct-label': { color: color.textMuted, fill: color.textMuted, fontSize: 11 },
        '& .ct-label.ct-horizontal.ct-end': { justifyContent: 'flex-start' },
        '& .ct-label.ct-vertical.ct-start': { justifyContent: 'flex-end', paddingRight: 4 },
        '& foreignObject span': { display: 'flex' },
        ...seriesCss,
      }}
    />
  );
}

/** The series' names, beside the colour each is drawn in. */
function Legend({ names }: { names: string[] }) {
  if (names.length < 2) return null;
  return (
    <BareList flow="wrap" gap="md" aria-hidden="true">
      {names.map((name, index) => (
        <li key={name} css={[row('xs'), { fontSize: font.size.sm }]}>
          <span
            css={{
              width: 12,
              height: 12,
              borderRadius: radius.sm,
              background: SERIES_COLORS[index % SERIES_COLORS.length],
            }}
          />
          {name}
        </li>
      ))}
    </BareList>
  );
}

/** A table of the figures: always present, so every chart can be read without it. */
export function FigureTable({ table, caption }: { table: Table; caption: string }) {
  // A wide table scrolls inside its region, which takes the focus so a keyboard scrolls it.
  return (
    <div
      css={{ overflowX: 'auto', maxWidth: '100%' }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`${caption}, table`}
    >
      <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: font.size.sm }}>
        <caption
          css={{ textAlign: 'start', fontWeight: font.weight.medium, padding: `${space.xs} 0` }}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {table.header.map((name, index) => (
              <th
                key={name}
                scope="col"
                css={{
                  textAlign: index === 0 ? 'start' : 'end',
                  padding: `${space.xs} ${space.sm}`,
                  borderBottom: `1px solid ${color.border}`,
                  whiteSpace: 'nowrap',
                }}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    css={{
                      textAlign: 'start',
                      fontWeight: font.weight.regular,
                      padding: `${space.xs} ${space.sm}`,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {value}
                  </th>
                ) : (
                  <td key={index} css={{ textAlign: 'end', padding: `${space.xs} ${space.sm}` }}>
                    {typeof value === 'number' ? value.toLocaleString('en-US') : value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One panel: its title, the chart, the same figures as a table, and a CSV download. */
export function ChartPanel({
  title,
  chart,
  table,
  fileName,
  children,
}: {
  title: string;
  chart?: ChartSpec | undefined;
  table: Table;
  fileName: string;
  children?: ReactNode;
}) {
  return (
    <TitledPanel
      title={title}
      aside={
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Download ${title} as CSV`}
          onClick={() =>
            saveFile(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName)
          }
        >
          CSV
        </Button>
      }
    >
      {children}
      {chart && (
        <>
          <Legend names={chart.series.map((series) => series.name)} />
          <Chart spec={chart} />
        </>
      )}
      {chart ? (
        <details>
          <summary css={{ cursor: 'pointer', color: color.primary, minHeight: 32 }}>
            {title} as a table
          </summary>
          <FigureTable table={table} caption={title} />
        </details>
      ) : (
        <FigureTable table={table} caption={title} />
      )}
    </TitledPanel>
  );
}
