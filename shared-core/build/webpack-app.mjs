// @ts-check
// One webpack configuration for every Canopy front end (host and remotes), so the
// five apps differ only in their name, port and what they expose.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './federation.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { CONSUME_SHARED, PROVIDE_SHARED, PreloadStartupPlugin } from './preload-startup.mjs';
import { writeRouterSharedEntry } from './router-exports.mjs';
import { remoteContractProblems, remoteManifestData } from '../src/federation/remote-contract.ts';

const sharedCoreDir = path.resolve(import.meta.dirname, '..');

/**
 * Where a production build writes its source maps: a folder beside dist/, never inside it.
 * They are worth keeping to read a member's stack trace back to the source (load the map in
 * the browser's devtools, or run it through a source-map tool), but dist/ is what the static
 * servers and the web image ship, and a served map hands anyone the whole source.
 */
const SOURCE_MAPS_DIR = 'source-maps';

/**
 * Names the remote's entry script in its mf-manifest.json with its content hash as a query
 * (`remoteEntry.js?v=<hash>`): the host's service worker keeps such an address cache-first,
 * as it does the content-hashed chunks, while the manifest that names it stays network-first,
 * so a release or rollback is still seen on the next load. The file keeps its name (the
 * federation runtime needs a stable output.filename); only the address changes with it.
 * @param {{ name: string }} remoteEntry the manifest's metaData.remoteEntry
 * @param {import('webpack').Compilation} compilation
 */
function versionRemoteEntry(remoteEntry, compilation) {
  const asset = compilation.getAsset(remoteEntry.name);
  if (!asset) throw new Error(`The remote's build has no ${remoteEntry.name} to version.`);
  const hash = createHash('sha256').update(asset.source.buffer()).digest('hex').slice(0, 16);
  remoteEntry.name = `${remoteEntry.name}?v=${hash}`;
}

/**
 * Empties SOURCE_MAPS_DIR before a production build, as `output.clean` empties dist/, so the
 * maps there are those of the build in dist/ and old ones do not pile up.
 * @param {string} appDir
 * @returns {import('webpack').WebpackPluginInstance}
 */
function cleanSourceMaps(appDir) {
  return {
    apply: (compiler) =>
      compiler.hooks.beforeRun.tapPromise('CleanSourceMaps', () =>
        rm(path.join(appDir, SOURCE_MAPS_DIR), { recursive: true, force: true }),
      ),
  };
}

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute path of the app folder
 * @property {string} name federation name (host, social, marketplace, games, ai)
 * @property {number} port dev-server port
 * @property {string} title page title for the app's own HTML page
 * @property {Record<string, string>} [exposes] modules a remote exposes
 * @property {readonly string[]} [sections] the /browse sections a remote serves (its
 *   `src/app/sections.ts`), written into its mf-manifest.json for the host to route by
 * @property {string} [globalName] the global variable the remote's entry defines, when its
 *   federation name would clash with one of the page's own (the console remote: `console`);
 *   the host reads it from the remote's mf-manifest.json
 * @property {boolean} [isHost] the host provides the federation runtime to remotes
 * @property {string[]} [runtimePlugins] federation runtime plugins (absolute paths)
 * @property {string[]} [startupJson] JSON files the page fetches before it can draw, which the
 *   production page preloads so they download beside the scripts instead of after them
 * @property {Record<string, Partial<import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>>} [sharedOverrides]
 *   changes to the shared block, for test fixtures that model another team's build
 */

/**
 * The shared block with react-router served from a generated entry that re-exports only
 * the names the apps use (see router-exports.mjs): ~60 → ~20 kB gzip on every page.
 * @param {ReturnType<typeof sharedDependencies>} shared
 * @param {string} appDir
 * @param {boolean} production
 */
function withTrimmedRouter(shared, appDir, production) {
  return {
    ...shared,
    'react-router': {
      ...shared['react-router'],
      import: writeRouterSharedEntry(appDir, production),
    },
  };
}

/**
 * `provideExternalRuntime` adds its runtime plugin by `require.resolve`, which picks the
 * plugin's CommonJS build; that build pulls in the CommonJS copy of the federation runtime
 * beside the ES module copy the host already runs (~27 kB gzip twice on every page, and two
 * runtimes). Aliasing the path to the plugin's ES module build keeps one copy.
 * @returns {Record<string, string>}
 */
function oneFederationRuntime() {
  const fromEnhanced = createRequire(import.meta.resolve('@module-federation/enhanced/webpack'));
  const commonJs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/** Module types of the federation's shared-module wrappers. */
const SHARED_MODULE_TYPES = new Set([PROVIDE_SHARED, CONSUME_SHARED]);

/**
 * The host loads every shared package it provides on every first page, but webpack gives
 * each its own chunk, and gzip works per file: one chunk for the third-party ones (react-dom,
 * react, router, emotion, jotai) is ~5 kB gzip less on the wall's first load. shared-core
 * keeps its own chunk (~0.5 kB more) so that a deploy that changes it leaves the rest cached.
 * Only chunks loaded for a shared module are merged, so code of lazy pages stays lazy.
 * Remotes keep one chunk per package: they use the host's.
 * @returns {import('webpack').Configuration['optimization']}
 */
function hostVendorsInOneChunk() {
  return {
    splitChunks: {
      cacheGroups: {
        vendors: {
          name: 'vendors',
          // A consume module moved in would make the chunk wait for itself to load.
          test: (module) =>
            !SHARED_MODULE_TYPES.has(module.type) &&
            /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''),
          chunks: (chunk) =>
            [...chunk.groupsIterable].some((group) =>
              group.origins.some((origin) => SHARED_MODULE_TYPES.has(origin.module?.type ?? '')),
            ),
          enforce: true,
          priority: 20,
        },
      },
    },
  };
}

/**
 * @param {ReturnType<typeof sharedDependencies>} shared
 * @param {AppOptions['sharedOverrides']} overrides
 */
function withOverrides(shared, overrides = {}) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, ...overrides[name] }]),
  );
}

/**
 * @param {AppOptions} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(app) {
  const problems = app.isHost
    ? []
    : remoteContractProblems(app.name, app.exposes ?? {}, app.sections);
  // A remote's entry defines a global variable (its name unless globalName says): one that
  // exists already, like `console`, is not replaced, and the host finds no container there.
  const entryGlobal = app.globalName ?? app.name;
  if (!app.isHost && entryGlobal in globalThis) {
    problems.push(
      `its entry's global variable "${entryGlobal}" is a global of its own: set globalName.`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`The ${app.name} remote breaks the host contract:\n- ${problems.join('\n- ')}`);
  }
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const require = createRequire(path.join(app.appDir, 'package.json'));
    return {
      mode: production ? 'production' : 'development',
      context: app.appDir,
      entry: './src/index.ts',
      // `hidden-source-map`: the bundles name no map (no sourceMappingURL comment), so no
      // browser asks for one; the maps themselves go to SOURCE_MAPS_DIR, outside dist/.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.appDir, 'dist'),
        ...(production ? { sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map` } : {}),
        publicPath: 'auto',
        // The federation runtime needs stable entry names; only lazy chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `canopy_${app.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: production && app.isHost ? oneFederationRuntime() : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [path.join(app.appDir, 'src'), path.join(sharedCoreDir, 'src')],
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  target: 'es2022',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      importSource: '@emotion/react',
                      development: !production,
                      refresh: false,
                    },
                  },
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|webp|ico)$/i, type: 'asset/resource' },
          // A library's stylesheet as text (`import css from 'x.css?inline'`, as in Vite and
          // so in the tests), for emotion to add where the library is used: no CSS loader.
          { test: /\.css$/i, resourceQuery: /inline/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          ...(app.globalName ? { library: { type: 'var', name: app.globalName } } : {}),
          exposes: app.exposes ?? {},
          shared: withOverrides(
            withTrimmedRouter(sharedDependencies(app.appDir), app.appDir, production),
            app.sharedOverrides,
          ),
          shareStrategy: 'loaded-first',
          // A remote's manifest carries the sections it serves: the host reads them from
          // there at runtime, so a new section ships with the remote alone.
          manifest: app.isHost
            ? true
            : {
                additionalData: ({ stats, compilation }) => {
                  Object.assign(stats.metaData, remoteManifestData(app.sections ?? []));
                  if (production) versionRemoteEntry(stats.metaData.remoteEntry, compilation);
                  return stats;
                },
              },
          dts: false,
          runtimePlugins: app.runtimePlugins ?? [],
          // In production the host ships the federation runtime once and every remote
          // reuses it (saves ~28 kB gzip per remote). Standalone dev pages keep their own.
          // `target: 'web'` drops the runtime's Node script loaders from every build.
          experiments: {
            optimization: { target: 'web' },
            ...(production && app.isHost ? { provideExternalRuntime: true } : {}),
            ...(production && !app.isHost ? { externalRuntime: true } : {}),
          },
        }),
        // A remote's production build is only ever loaded by the host; its own page
        // (standalone, for its team) comes from the dev server.
        ...(app.isHost || !production
          ? [
              new HtmlWebpackPlugin({
                title: app.title,
                template: path.join(import.meta.dirname, 'index.html'),
                favicon: path.join(import.meta.dirname, 'favicon.svg'),
              }),
            ]
          : []),
        ...(production && app.isHost
          ? [new PreloadStartupPlugin({ json: app.startupJson ?? [] })]
          : []),
        // Brotli and gzip copies for the static servers (see precompress.mjs).
        ...(production ? [new PrecompressPlugin(), cleanSourceMaps(app.appDir)] : []),
      ],
      optimization: production && app.isHost ? hostVendorsInOneChunk() : {},
      performance: { hints: false },
      devServer: {
        port: app.port,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(app.appDir, 'public') },
        client: { overlay: { runtimeErrors: false } },
      },
      watchOptions: { ignored: ['**/node_modules', '**/dist'] },
    };
  };
}
