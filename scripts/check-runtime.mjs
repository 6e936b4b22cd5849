// Plain JavaScript on purpose: this must run, and fail clearly, even on an old Node.
// pnpm silently falls back to the machine's Node when the pinned `node` package's
// install script was blocked, and vitest, webpack-dev-server and jsdom need Node >= 22.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Canopy runs on the Node 24 pinned in package.json, but this is Node ${process.versions.node}.\n` +
      'Run the README commands (npx -y pnpm@10 install ...) so that pnpm installs the pinned runtime.',
  );
  process.exit(1);
}
