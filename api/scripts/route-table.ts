/**
 * The README's "URL → file" table, read from src/routes/: a route file serves the URL of its
 * folder (routes/api/albums/posts.ts → /api/albums/…) plus the paths it declares. Prints the
 * table, or with --write puts it into README.md between the markers;
 * test/route-table.test.ts fails when the README or the app's routes disagree with it.
 *
 *   node scripts/route-table.ts [--write]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const ROUTES_DIR = new URL('../src/routes/', import.meta.url);
export const README = new URL('../README.md', import.meta.url);
export const TABLE_START = '<!-- route-table:start (node scripts/route-table.ts --write) -->';
export const TABLE_END = '<!-- route-table:end -->';

/** Files in src/routes/ that are not route plugins (autoload skips them too, see app.ts). */
export const NOT_ROUTES = /(?:^|\/)autohooks\.ts$|\.(?:helpers|test)\.ts$/;

export interface DeclaredRoute {
  method: string;
  url: string;
  file: string;
}

const DECLARATION = /\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*'(\/[^']*)'/g;

async function routeFiles(dir = ROUTES_DIR, base = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = `${base}${entry.name}`;
    if (entry.isDirectory()) {
      files.push(...(await routeFiles(new URL(`${entry.name}/`, dir), `${relative}/`)));
    } else if (entry.name.endsWith('.ts') && !NOT_ROUTES.test(relative)) {
      files.push(relative);
    }
  }
  return files;
}

/** Every route the files under src/routes/ declare, with the URL its folder gives it. */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const routes: DeclaredRoute[] = [];
  for (const file of await routeFiles()) {
    const text = await readFile(new URL(file, ROUTES_DIR), 'utf8');
    // The re-export of another route file (api/health.ts) serves that file's paths.
    const reexport = /export \{ default \} from '(\.[^']+)'/.exec(text)?.[1];
    const source = reexport
      ? await readFile(new URL(reexport, new URL(file, ROUTES_DIR)), 'utf8')
      : text;
    const folder = file.includes('/') ? `/${file.slice(0, file.lastIndexOf('/'))}` : '';
    for (const [, method, path] of source.matchAll(DECLARATION)) {
      const url = `${folder}${path === '/' ? '' : path}` || '/';
      routes.push({ method: method!.toUpperCase(), url, file: `src/routes/${file}` });
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** A table row with its padding taken out, as Prettier pads the columns. */
export const unpadded = (line: string) => line.trim().replace(/\s+/g, ' ').replace(/-{3,}/g, '---');

/** The Markdown table, one row per route, by URL. */
export async function routeTable(): Promise<string> {
  const rows = (await declaredRoutes()).map(
    (route) => `| \`${route.method} ${route.url}\` | \`${route.file}\` |`,
  );
  return ['| Route | File |', '| --- | --- |', ...rows].join('\n');
}

/** README.md with the table between the markers replaced by `table`. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = await routeTable();
  if (process.argv.includes('--write')) {
    // Formatted as the repository's Prettier would, so `prettier --check` stays green.
    const { format } = await import('prettier');
    const readme = withTable(await readFile(README, 'utf8'), table);
    await writeFile(README, await format(readme, { parser: 'markdown', filepath: 'README.md' }));
    console.log(`Wrote the route table to ${fileURLToPath(README)}`);
  } else {
    console.log(table);
  }
}
