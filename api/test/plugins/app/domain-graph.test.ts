// The domains of plugins/app/ form no cycle of two: if games imports marketplace, marketplace
// does not import games (shared pieces live in the kernel, reactions travel as events).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domainsRoot = path.resolve(import.meta.dirname, '../../../src/plugins/app');
const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;

/** Which domain imports which (`from -> to`), with the files that make each edge. */
function domainEdges(root: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  for (const file of files) {
    const from = file.split(path.sep)[0];
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier = ''] of source.matchAll(IMPORT)) {
      const target = path.relative(
        root,
        path.resolve(path.dirname(path.join(root, file)), specifier),
      );
      const to = target.split(path.sep)[0];
      if (!from || !to || target.startsWith('..') || to === from || !target.includes(path.sep)) {
        continue;
      }
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), `${file} imports ${target}`]);
    }
  }
  return edges;
}

/** The pairs of domains importing each other, each with the imports that make it. */
function twoWayPairs(edges: Map<string, string[]>): string[] {
  const pairs: string[] = [];
  for (const [edge, files] of edges) {
    const [from, to] = edge.split(' -> ');
    const back = edges.get(`${to} -> ${from}`);
    if (back && (from ?? '') < (to ?? '')) pairs.push([...files, ...back].join('; '));
  }
  return pairs;
}

describe('the domain import graph', () => {
  it('finds a pair of domains importing each other', () => {
    const edges = new Map([
      ['games -> marketplace', ['games/scores.ts imports marketplace/orders-repository.ts']],
      [
        'marketplace -> games',
        ['marketplace/checkout-service.ts imports games/achievements-repository.ts'],
      ],
      ['social -> kernel', ['social/rules.ts imports kernel/visibility.ts']],
    ]);
    expect(twoWayPairs(edges)).toEqual([
      'games/scores.ts imports marketplace/orders-repository.ts; marketplace/checkout-service.ts imports games/achievements-repository.ts',
    ]);
  });

  it('has no two-way pair of domains', () => {
    const edges = domainEdges(domainsRoot);
    expect(edges.size).toBeGreaterThan(0);
    expect(twoWayPairs(edges)).toEqual([]);
  });
});
