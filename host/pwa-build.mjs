// @ts-check
// The installable app, added to the host's production build: the web app manifest and its
// icons (host/pwa/icons, made from the logo by scripts/generate-icons.ts), and the
// service worker (host/sw/service-worker.ts, bundled with its Workbox modules by esbuild)
// with the list of the host's own files to precache and their revisions.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import webpack from 'webpack';
import { lightPalette } from '../shared-core/src/ui/tokens.ts';

// The page is written by shared-core's copy of html-webpack-plugin; its hooks are that copy's.
const HtmlWebpackPlugin = createRequire(
  path.join(import.meta.dirname, '../shared-core/build/webpack-app.mjs'),
)('html-webpack-plugin');

const ICONS_DIR = path.join(import.meta.dirname, 'pwa/icons');
const WORKER_SOURCE = path.join(import.meta.dirname, 'sw/service-worker.ts');

/** Files the worker does not precache: its own, compressed copies, federation manifests. */
const NOT_PRECACHED = /(?:^sw\.js$)|(?:\.(?:br|gz|map)$)|(?:(?:^|\/)(?:mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$)/;
/** Names that carry their content hash need no revision of their own. */
const CONTENT_HASHED = /(?:\.[0-9a-f]{8,}\.(?:js|mjs|css)$)|(?:^assets\/)/;

/**
 * The manifest: the app's name and the palette's colours (shared-core's tokens, which the
 * app's theme uses; the remote app configuration names no colours), opened on the wall.
 * @param {string} name
 */
export function webAppManifest(name) {
  return {
    name,
    short_name: name,
    id: '/',
    start_url: '/#/browse',
    scope: '/',
    display: 'standalone',
    theme_color: lightPalette.primary,
    background_color: lightPalette.bg,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The precache list: every file of the build but the excluded ones, each with a revision
 * (null for content-hashed names).
 * @param {Record<string, { source(): string | Buffer }>} assets
 */
export function precacheEntries(assets) {
  return Object.entries(assets)
    .filter(([file]) => !NOT_PRECACHED.test(file))
    .map(([file, asset]) => ({
      url: file === 'index.html' ? '/index.html' : `/${file}`,
      revision: CONTENT_HASHED.test(file)
        ? null
        : createHash('sha256').update(asset.source()).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

export class PwaPlugin {
  /** @param {{ name: string }} options */
  constructor(options) {
    this.name = options.name;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      // The page names its manifest and the icon iOS uses on the home screen.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PwaPlugin', (groups) => {
        groups.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'manifest',
            href: 'manifest.webmanifest',
          }),
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'apple-touch-icon',
            href: 'icons/apple-touch-icon.png',
          }),
        );
        return groups;
      });
      compilation.hooks.processAssets.tapPromise(
        { name: 'PwaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { RawSource } = webpack.sources;
          for (const file of readdirSync(ICONS_DIR)) {
            compilation.emitAsset(`icons/${file}`, new RawSource(readFileSync(path.join(ICONS_DIR, file))));
          }
          compilation.emitAsset(
            'manifest.webmanifest',
            new RawSource(JSON.stringify(webAppManifest(this.name), null, 2)),
          );
          const entries = precacheEntries(compilation.assets);
          const bundled = await build({
            entryPoints: [WORKER_SOURCE],
            bundle: true,
            format: 'iife',
            minify: true,
            write: false,
            target: 'es2022',
            define: { 'process.env.NODE_ENV': '"production"' },
            legalComments: 'none',
          });
          const code = bundled.outputFiles[0]?.text ?? '';
          if (!code.includes('self.__WB_MANIFEST')) {
            throw new Error('The service worker no longer reads self.__WB_MANIFEST.');
          }
          compilation.emitAsset(
            'sw.js',
            new RawSource(code.replace('self.__WB_MANIFEST', JSON.stringify(entries))),
          );
        },
      );
    });
  }
}
