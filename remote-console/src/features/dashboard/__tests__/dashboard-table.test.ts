import { describe, expect, it } from 'vitest';
import {
  funnelTable,
  lastDays,
  rangeProblem,
  retentionTable,
  tableCsv,
} from '../dashboard-table.ts';

describe('dashboard tables', () => {
  it('writes a table as CSV, formula-like cells kept as text', () => {
    expect(tableCsv({ header: ['Page', 'Views'], rows: [['=wall', 3]] })).toBe(
      '"Page","Views"\r\n"\'=wall","3"\r\n',
    );
  });

  it('gives each cohort week its share of active members, blank past the range', () => {
    const table = retentionTable([
      { week: '2020-03-02', members: 3, active: [3, 2] },
      { week: '2020-03-09', members: 1, active: [1] },
    ]);
    expect(table.header).toEqual(['Joined the week of', 'Members', 'Week 0', 'Week 1']);
    expect(table.rows).toEqual([
      ['2020-03-02', 3, '100% (3)', '67% (2)'],
      ['2020-03-09', 1, '100% (1)', ''],
    ]);
  });

  it('puts each funnel step beside its share of sign-ups', () => {
    expect(funnelTable({ signedUp: 4, posted: 2, ordered: 1 }).rows).toEqual([
      ['Signed up', 4, '100%'],
      ['Wrote a first post', 2, '50%'],
      ['Then completed a first order', 1, '25%'],
    ]);
  });

  it('checks a range before asking for it', () => {
    expect(lastDays(30, Date.parse('2026-03-31T12:00:00Z'))).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/on or after/);
    expect(rangeProblem({ from: '2024-01-01', to: '2026-03-01' })).toMatch(/at most 366/);
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toMatch(/Pick a first/);
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});
