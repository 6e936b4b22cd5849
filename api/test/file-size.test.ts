// No room too big to read: every source file of the API stays within 400 lines, apart from
// seed data (a list of demo content) and generated files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;
const apiSource = path.resolve(import.meta.dirname, '../src');
const SEED_DATA = /^seed\//;

function linesOf(file: string): number {
  return readFileSync(path.join(apiSource, file), 'utf8').split('\n').length - 1;
}

/** Source files of api/src over `max` lines, relative to api/src, seed data left out. */
function longFiles(max: number): string[] {
  return readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !SEED_DATA.test(file))
    .filter((file) => linesOf(file) > max);
}

describe('API source files', () => {
  it(`stay within ${MAX_LINES} lines`, () => {
    expect(longFiles(MAX_LINES)).toEqual([]);
  });

  it('would report a long file', () => {
    expect(longFiles(100)).toContain('plugins/app/chat/chat-reads.ts');
  });
});
