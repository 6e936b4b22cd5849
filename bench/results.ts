// One row per measured figure, written as bench/results/<part>.json and summed up in
// bench/results/summary.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Row {
  name: string;
  value: number;
  /** The budget, e.g. "<= 180" or ">= 0.1", in the row's unit. */
  budget: string;
  met: boolean;
  unit: string;
}

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** A row whose value must stay at or under `limit`. */
export function atMost(name: string, value: number, limit: number, unit: string): Row {
  return { name, value: round(value), budget: `<= ${limit}`, met: value <= limit, unit };
}

/** A row whose value must reach at least `floor`. */
export function atLeast(name: string, value: number, floor: number, unit: string): Row {
  return { name, value: round(value), budget: `>= ${floor}`, met: value >= floor, unit };
}

/** A figure reported for context, without a budget of its own. */
export function info(name: string, value: number, unit: string): Row {
  return { name, value: round(value), budget: '', met: true, unit };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function writePart(part: string, rows: Row[]): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${part}.json`), JSON.stringify(rows, null, 2) + '\n');
}

/** Rewrites summary.md from every part's JSON, so running one part keeps the others' rows. */
export function writeSummary(): string {
  const lines = ['| part | figure | value | budget | met |', '|---|---|---|---|---|'];
  for (const file of readdirSync(RESULTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const rows = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8')) as Row[];
    for (const row of rows) {
      const budget = row.budget ? `${row.budget} ${row.unit}` : '';
      const met = row.budget ? (row.met ? 'yes' : '**no**') : '';
      lines.push(
        `| ${file.replace(/\.json$/, '')} | ${row.name} | ${row.value} ${row.unit} | ${budget} | ${met} |`,
      );
    }
  }
  const table = lines.join('\n') + '\n';
  writeFileSync(path.join(RESULTS_DIR, 'summary.md'), `# Benchmark results\n\n${table}`);
  return table;
}
