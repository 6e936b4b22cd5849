// Runs the e2e suite with the machine busy on purpose: one process per core spinning
// beside it, so a test that assumes a particular speed fails here instead of in CI.
// Arguments go to Playwright (`pnpm test:e2e:stress tests/media.spec.ts`);
// E2E_STRESS_PROCESSES overrides the number of busy processes.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const count = Number(process.env.E2E_STRESS_PROCESSES ?? os.availableParallelism());
if (!Number.isInteger(count) || count < 0) {
  console.error(
    `E2E_STRESS_PROCESSES must be a whole number, not ${process.env.E2E_STRESS_PROCESSES}`,
  );
  process.exit(1);
}

// Each spins a core at full speed and allocates as it goes, as a build or a second test
// run beside the suite would: the scheduler and the garbage collector both feel it.
const SPIN = `let keep = [];
for (;;) {
  keep.push(new Array(1000).fill(Math.random()));
  if (keep.length > 2000) keep = [];
}`;

const busy: ChildProcess[] = Array.from({ length: count }, () =>
  spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
);
console.log(`e2e under stress: ${count} busy process(es) beside the suite`);

function stopBusy() {
  for (const child of busy) child.kill('SIGKILL');
}
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}

const suite = spawn(
  'pnpm',
  ['--filter', './e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2)],
  {
    cwd: repo,
    stdio: 'inherit',
  },
);
suite.on('exit', (code, signal) => {
  stopBusy();
  process.exit(code ?? (signal ? 1 : 0));
});
