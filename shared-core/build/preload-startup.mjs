// @ts-check
// The host's page lists what its entry loads before anything is drawn (its start-up JSON
// files and scripts), so the browser fetches them beside main.js instead of after main.js
// has run and asked for them.
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The federation's wrapper of a shared package the app consumes (@module-federation/enhanced). */
export const CONSUME_SHARED = 'consume-shared-module';
/** The federation's wrapper of a shared package the app provides. */
export const PROVIDE_SHARED = 'provide-module';

/**
 * The chunks the entry module's async boundary (`import('./bootstrap')`) loads, with the chunks of
 * every shared package they consume, and of those packages' own shared imports. Lazy pages
 * are left out: only the boundary and shared packages are followed, never other imports.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {Set<import('webpack').Chunk>}
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  if (!entry) return chunks;
  // Only the boundary the entry module itself imports: the entry's other dynamic imports
  // (code the entry script starts for some pages only) are not every page's start-up.
  const entryModules = new Set(chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk()));
  const queue = [...entry.getChildren()]
    .filter((group) =>
      group.origins.some((origin) => origin.module && entryModules.has(origin.module)),
    )
    .flatMap((group) => group.chunks);
  while (queue.length > 0) {
    const chunk = /** @type {import('webpack').Chunk} */ (queue.pop());
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of module.blocks) {
        queue.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
      }
    }
  }
  return chunks;
}

export class PreloadStartupPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.json JSON files the app fetches before it can draw
   * @param {string} [options.entryName]
   */
  constructor({ json, entryName = 'main' }) {
    this.json = json;
    this.entryName = entryName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadStartupPlugin', (data) => {
        const publicPath = data.publicPath;
        const preload = (/** @type {Record<string, string>} */ attributes) =>
          data.assetTags.styles.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes }),
          );
        // crossorigin="anonymous" matches fetch()'s default, so the app's request uses it.
        for (const file of this.json) {
          preload({ href: `${publicPath}${file}`, as: 'fetch', crossorigin: 'anonymous' });
        }
        const scripts = [...startupChunks(compilation, this.entryName)]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        for (const file of scripts) preload({ href: `${publicPath}${file}`, as: 'script' });
        // A deferred script is fetched at low priority, after the preloads above: the
        // entry is needed first of all, so it asks for the same priority as they have.
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}
