// The test command's first step: everything it needs from the machine, checked in its
// first seconds, so a newcomer learns every missing piece at once with the command that
// installs it, instead of the first one minutes into the run.
// Plain JavaScript on purpose: this must run, and fail clearly, even on an old Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const problems = [];

// pnpm silently falls back to the machine's Node when the pinned `node` package's
// install script was blocked, and vitest, webpack-dev-server and jsdom need Node >= 22.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  problems.push(
    `Node 24 (pinned in package.json; this is Node ${process.versions.node}): run the README ` +
      'commands (npx -y pnpm@10 install ...) so that pnpm installs the pinned runtime',
  );
}

function answers(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 });
  return result.status === 0;
}

// The e2e and shell checks drive Debian's Chromium, or Playwright's own browser where one
// was downloaded (not possible on every machine).
const playwrightBrowsers =
  process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache/ms-playwright');
if (!existsSync('/usr/bin/chromium') && !existsSync(playwrightBrowsers)) {
  problems.push('Chromium, for the browser tests: apt-get install -y chromium');
}

// pnpm test:compose checks docker-compose.yml without an engine and runs the web image's
// nginx configuration.
if (!answers('docker-compose', ['version']) && !answers('docker', ['compose', 'version'])) {
  problems.push('docker-compose, for the compose check: apt-get install -y docker-compose');
}
// /usr/sbin is not always on a user's PATH.
if (!answers('nginx', ['-v']) && !answers('/usr/sbin/nginx', ['-v'])) {
  problems.push("nginx, to run the web image's config: apt-get install -y nginx-light");
}

if (problems.length > 0) {
  console.error('The test command needs these on this machine first:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
