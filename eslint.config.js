// ESLint's recommended rules over the page's modules (browser, worker and service-worker
// globals) and the build and test scripts (Node), with lines of at most 120 characters.
// scripts/test.sh runs it (`npx eslint`), offline after `npm ci`.

import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'target/', 'node_modules/', 'npm/', 'pkg/'] },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: { 'max-len': ['error', { code: 120 }] },
  },
  {
    files: ['www/**/*.js'],
    languageOptions: {
      globals: { ...globals.browser, PUZZLEBOX_PRELOAD: 'readonly', PUZZLEBOX_PRELOAD_HOME: 'readonly',
        PUZZLEBOX_POCKET_SHAPE: 'readonly' },
    },
  },
  { files: ['www/worker.js'], languageOptions: { globals: globals.worker } },
  { files: ['www/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  { files: ['www/embed-loader.js'], languageOptions: { sourceType: 'script' } },
  { files: ['scripts/**/*.mjs', 'tests/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  // They stand in for the page's `self` (rpc.test.mjs) or run code in a page (bundle.test.mjs).
  { files: ['tests/unit/*.mjs'], languageOptions: { globals: { ...globals.node, self: 'writable' } } },
  // Their `page.evaluate` callbacks run in the page.
  { files: ['scripts/bench-*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
];
