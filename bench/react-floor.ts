// The floor the wall's first load is compared with: a bare React 19 page (react +
// react-dom/client rendering one element), bundled and minified by esbuild in the
// same run, gzip size.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export async function bareReactGzipBytes(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canopy-react-floor-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(
    entry,
    `import { createElement } from 'react';\n` +
      `import { createRoot } from 'react-dom/client';\n` +
      `createRoot(document.getElementById('root')).render(createElement('p', null, 'Hello'));\n`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Resolve react from the bench package, not from the temporary folder.
    nodePaths: [path.join(import.meta.dirname, 'node_modules')],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code).length;
}
