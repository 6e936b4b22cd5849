// How long each app's production build takes on its own (its team's release step), one
// after another so they do not share the cores. Rewrites each app's dist/ as `pnpm build`
// does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { info, type Row } from './results.ts';
import { REPO } from './stack.ts';

const APPS = [
  'host',
  'remote-social',
  'remote-marketplace',
  'remote-games',
  'remote-ai',
  'remote-console',
];

export async function measureBuildTimes(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const app of APPS) {
    const started = performance.now();
    // The pnpm running this bench (npx pnpm@10 puts none on the PATH).
    const pnpm = process.env.npm_execpath;
    const command = pnpm ? [process.execPath, pnpm] : ['pnpm'];
    const build = spawnSync(command[0]!, [...command.slice(1), 'run', 'build'], {
      cwd: path.join(REPO, app),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`${app}: the build failed (${build.status})`);
    rows.push(info(`build time: ${app}`, (performance.now() - started) / 1000, 's'));
  }
  return rows;
}
