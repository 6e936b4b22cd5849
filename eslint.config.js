import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import canopyApi from './scripts/eslint-api-layers.js';
import canopy from './scripts/eslint-boundaries.js';

// The front-end packages: each app (host, remotes) and the library they share.
const FRONT_END_SOURCES = ['host/src/**', 'remote-*/src/**', 'shared-core/src/**'];
const APP_SOURCES = ['host/src/**', 'remote-*/src/**'];

// DESIGN.md §6: apps talk to the API only through shared-core's client, and use shared-core
// only through its package exports.
const appImportRules = {
  'no-restricted-imports': [
    'error',
    {
      // The root exports its bare client only for its own staff entry.
      paths: [
        {
          name: '@canopy/shared-core',
          importNames: ['apiGet', 'apiPost', 'apiPut', 'apiDelete', 'ApiError'],
          message: "Call the API through shared-core's typed functions, not its bare client.",
        },
      ],
      patterns: [
        {
          group: [
            '@canopy/host',
            '@canopy/host/*',
            '@canopy/remote-*',
            '@canopy/api',
            '@canopy/api/*',
          ],
          message:
            'Apps do not import each other (or the API package): share code through shared-core.',
        },
        {
          group: [
            '@canopy/shared-core/*',
            '!@canopy/shared-core/staff',
            '!@canopy/shared-core/rich-text',
            '!@canopy/shared-core/standalone',
            '!@canopy/shared-core/entry-script',
            '!@canopy/shared-core/testing',
            '!@canopy/shared-core/accept-decline-buttons',
            '!@canopy/shared-core/album-tiles-view',
            '!@canopy/shared-core/select-field',
            '!@canopy/shared-core/titled-section',
            '!@canopy/shared-core/layout',
            '!@canopy/shared-core/use-submit',
            '!@canopy/shared-core/thumbnail',
            '!@canopy/shared-core/use-disclosure',
          ],
          message: 'Import shared-core through its package exports, not its internals.',
        },
      ],
    },
  ],
  // DESIGN.md §2: nothing outside shared-core calls fetch; shared-core's client applies SPEC §7.
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: "Call the API through shared-core's functions, not fetch." },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[property.name='fetch'][object.name=/^(window|globalThis|self)$/]",
      message: "Call the API through shared-core's functions, not fetch.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'api/data/**',
      // Generated media: HLS segments are .ts files, but MPEG transport streams.
      'api/media/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: FRONT_END_SOURCES,
    plugins: { canopy, 'check-file': checkFile },
    rules: {
      'canopy/boundaries': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: APP_SOURCES,
    rules: appImportRules,
  },
  {
    // Promises the code forgets or hands where a void callback is expected lose their errors.
    files: FRONT_END_SOURCES.map((glob) => `${glob}/*.{ts,tsx}`),
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The API's layers (api/README.md "Layers"), type-aware so `app.db` is found on any
    // Fastify instance, whatever the variable is called.
    files: ['api/src/**/*.ts'],
    plugins: { 'canopy-api': canopyApi },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'canopy-api/layers': 'error',
    },
  },
  {
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
