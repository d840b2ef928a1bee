#!/usr/bin/env node
// Builds the folder of the embeddable elements as an npm package, from a built app:
//   node scripts/package-elements.mjs [DIST] [OUT]   (defaults: dist, target/npm/puzzlebox-elements)
// It holds exactly the files the elements and embed.html load (found by following imports,
// `new URL(…, import.meta.url)` and CSS @import from the entry points), npm/README.md, the
// type declarations of npm/, docs/embedding.md, LICENSE, and a package.json with `exports`
// (the whole package, or one entry per element) and `files`. `npm pack` accepts the folder as
// it is; nothing here publishes it.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] || path.join(root, 'dist'));
const out = path.resolve(process.argv[3] || path.join(root, 'target/npm/puzzlebox-elements'));

/** What authors load directly: the element scripts, the iframe page and the stylesheet. */
const ENTRIES = ['embed.js', 'embed-loader.js', 'embed.html', 'app.css'];

/** One entry per element: importing it defines that element (and bundles its solver alone). */
const ELEMENTS = {
  'pocket-cube': 'pocket/element.js',
  'insanity-column': 'insanity/element.js',
  'zebra-puzzle': 'zebra/element.js',
};

/** Files of the repository the package adds, by their names in it. */
const EXTRA = {
  'README.md': 'npm/README.md',
  'embedding.md': 'docs/embedding.md',
  LICENSE: 'LICENSE',
  'elements.d.ts': 'npm/elements.d.ts',
  'index.d.ts': 'npm/index.d.ts',
  ...Object.fromEntries(Object.keys(ELEMENTS).map((name) => [`${name}.d.ts`, `npm/${name}.d.ts`])),
};

/** The relative paths a file refers to (modules, worker, wasm, stylesheets, page resources). */
function references(file, text) {
  const patterns = {
    '.js': [
      // As written, or minified by scripts/bundle.mjs (`import{a as b}from"./chunk-X.js"`).
      /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
      /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
      /new URL\(\s*['"](\.{0,2}\/?[^'":]+)['"]\s*,\s*(?:import\.meta\.url|base|script\.src)\s*\)/g,
    ],
    '.css': [/@import\s+url\(\s*['"]?([^'")]+)['"]?\s*\)/g],
    '.html': [/\s(?:src|href)="([^":#?]+)"/g],
  }[path.extname(file)] || [];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]))
    .filter((ref) => ref && !ref.startsWith('data:') && !ref.endsWith('/'));
}

/** Every file reachable from the entries, as paths relative to dist/, sorted. */
function closure() {
  const seen = new Set();
  const queue = [...ENTRIES];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    const file = path.join(dist, rel);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app first (trunk build --release)`);
    seen.add(rel);
    if (!['.js', '.css', '.html'].includes(path.extname(rel))) continue;
    for (const ref of references(rel, fs.readFileSync(file, 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), ref));
      if (!target.startsWith('..')) queue.push(target);
    }
  }
  return [...seen].sort();
}

const cargo = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
const version = cargo.match(/^version\s*=\s*"([^"]+)"/m)[1];
const files = closure();

const manifest = {
  name: 'puzzlebox-elements',
  version,
  description: 'Custom elements for tutorial pages: <pocket-cube>, <insanity-column> and <zebra-puzzle>, '
    + 'solved and explained by puzzlebox (WebAssembly in a worker)',
  license: 'MIT',
  type: 'module',
  browser: './embed.js',
  module: './embed.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', default: './embed.js' },
    ...Object.fromEntries(Object.entries(ELEMENTS)
      .map(([name, file]) => [`./${name}`, { types: `./${name}.d.ts`, default: `./${file}` }])),
    './embed.js': { types: './index.d.ts', default: './embed.js' },
    './embed-loader.js': './embed-loader.js',
    './embed.html': './embed.html',
    './app.css': './app.css',
    './package.json': './package.json',
  },
  // Importing the package defines the elements.
  sideEffects: true,
  files: [...files, ...Object.keys(EXTRA)].sort(),
  keywords: ['custom-elements', 'web-components', 'webassembly', 'pocket-cube', 'instant-insanity', 'zebra-puzzle',
    'tutorial'],
};

fs.rmSync(out, { recursive: true, force: true });
for (const rel of files) {
  fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  fs.copyFileSync(path.join(dist, rel), path.join(out, rel));
}
for (const [name, source] of Object.entries(EXTRA)) fs.copyFileSync(path.join(root, source), path.join(out, name));
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${out}: ${files.length} files, version ${version}`);
