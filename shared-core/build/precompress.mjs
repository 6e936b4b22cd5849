// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a
// production build, once, at build time: the static servers (scripts/serve-static.ts,
// nginx gzip_static) send them as they are instead of compressing on every request,
// and brotli can use its slowest, smallest setting.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images are compressed already, source maps are for tools. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this size the headers outweigh the saving. */
export const MIN_BYTES = 1024;

/**
 * Compresses one file into file.br and file.gz. A copy that is not smaller than the
 * original is not written, so the server falls back to the original.
 * @param {string} file
 */
export async function precompressFile(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Precompresses every compressible file under `dir` (recursively).
 * @param {string} dir
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => precompressFile(path.join(entry.parentPath, entry.name))),
  );
}

/**
 * Runs after webpack has written the build, so files other plugins emit late
 * (mf-manifest.json, index.html) are compressed too.
 */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      await precompressDirectory(compilation.outputOptions.path ?? compiler.outputPath);
    });
  }
}
