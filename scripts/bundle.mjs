#!/usr/bin/env node
// Trunk's post_build hook (Trunk.toml): replaces the copied www/ modules of the built
// folder by minified bundles, one per entry point, so a page fetches a few small files instead
// of a tree of modules.
//   node scripts/bundle.mjs [DIR]   (DIR: $TRUNK_STAGING_DIR when Trunk runs it, else dist)
//
// Entry points, each written back under its own name (so every URL a page, a host page, a test
// or an author uses stays as it is): the pages' modules (app.js, embed.js, embed-page.js),
// rpc.js (which pages may import themselves), and every module that is loaded with
// `import('./…')` (a tool when its tab opens, an element when a page has one, the zebra
// element's `play` views). Each solver module NAME (Trunk's puzzlebox-NAME.js and
// puzzlebox-NAME_bg.wasm) gets a worker script, NAME-worker.js: worker.js and the module's
// wasm-bindgen glue in one file, with no import left, so the worker fetches nothing but its
// script before it can instantiate the WebAssembly. Code that more than one of them uses
// goes into shared chunks (chunk-HASH.js, beside app.js), which esbuild names by their content.
// The modules only these bundles needed are then removed, so the service worker's list (written
// next by scripts/preload.mjs) holds only files that pages load.
//
// A module finds files next to itself with `new URL('./x', import.meta.url)`, which bundling
// does not rewrite; the build fails if such a module would land in a file of another folder.
//
// `PUZZLEBOX_PRELOAD` (in module-tree.js, which app.js and embed.js import) becomes, for each
// dynamically imported entry, the files it imports statically at any depth (paths from the
// folder's root), so they can be asked for at once instead of one level at a time.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { dir, filesUnder, read } from './build-dir.mjs';

const posix = (p) => p.split(path.sep).join('/');

/**
 * The bundles, each built on its own so a page's files hold only what that page can load: the
 * app with its tools; the elements with embed.html's script and rpc.js (which pages may import
 * by name: it shares its code with the elements); the worker, and each solver's glue.
 */
let before = filesUnder(dir);
const SOLVERS = before.map((f) => /^puzzlebox-([a-z-]+)\.js$/.exec(f)?.[1]).filter(Boolean);
for (const name of SOLVERS) {
  fs.writeFileSync(path.join(dir, `${name}-worker.js`),
    `// The worker of the ${name} solver module (scripts/bundle.mjs).\n`
    + `import * as glue from './puzzlebox-${name}.js';\nimport { serve } from './worker.js';\n\n`
    // Written out, so a bundler that takes in the npm package copies the WebAssembly too.
    + `serve('${name}', glue, new URL('./puzzlebox-${name}_bg.wasm', import.meta.url));\n`);
}
before = filesUnder(dir);
const GROUPS = [
  ['app.js'],
  ['embed.js', 'embed-page.js', 'rpc.js'],
  // One build each: a worker script imports nothing, not even a chunk.
  ...SOLVERS.map((name) => [`${name}-worker.js`]),
];
for (const rel of GROUPS.flat()) if (!before.includes(rel)) throw new Error(`bundle.mjs: ${rel} is not in ${dir}`);

/**
 * Every module loaded with `import('./…')` from `pages`, at any depth, as esbuild's metafile
 * of a trial bundle of them lists it (so comments and strings that look like imports are not).
 */
async function dynamicEntries(pages) {
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: pages.map((rel) => `./${rel}`),
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const found = new Set();
  for (const meta of Object.values(result.metafile.inputs)) {
    for (const i of meta.imports) if (i.kind === 'dynamic-import' && !i.external) found.add(posix(i.path));
  }
  return [...found].filter((f) => !pages.includes(f)).sort();
}

/**
 * The pocket cube's shape and facts, read from the built solver module itself: the app's
 * pocket tool draws the cube from them while its worker starts (www/pocket/api.js). Only the
 * app gets them: an element waits for its worker's answer anyway, and each byte counts there.
 */
async function pocketShape() {
  if (!fs.existsSync(path.join(dir, 'puzzlebox-pocket.js'))) return null;
  const glue = await import(pathToFileURL(path.join(dir, 'puzzlebox-pocket.js')).href);
  glue.initSync({ module: fs.readFileSync(path.join(dir, 'puzzlebox-pocket_bg.wasm')) });
  return { geometry: glue.pocket_geometry(), facts: glue.pocket_facts() };
}
const SHAPES = { 'app.js': await pocketShape() };

function options(entries, table, shape) {
  return {
    absWorkingDir: dir,
    entryPoints: entries.map((rel) => ({ in: `./${rel}`, out: rel.replace(/\.js$/, '') })),
    outdir: dir,
    outbase: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    chunkNames: 'chunk-[hash]',
    target: ['chrome100', 'firefox100', 'safari16'],
    // A string, so esbuild writes it where it is used (an object would become a shared chunk).
    define: {
      PUZZLEBOX_PRELOAD: JSON.stringify(JSON.stringify(table)),
      // The page module whose folder the table's paths start from (module-tree.js checks it).
      PUZZLEBOX_PRELOAD_HOME: JSON.stringify(entries[0]),
      ...(shape ? { PUZZLEBOX_POCKET_SHAPE: JSON.stringify(JSON.stringify(shape)) } : {}),
    },
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
}

/** Each output (path from the folder's root) and the outputs it imports, statically and dynamically. */
function graph(result) {
  const out = {};
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    const rel = posix(path.relative(dir, path.resolve(dir, file)));
    const of = (kind) => meta.imports.filter((i) => i.kind === kind && !i.external)
      .map((i) => posix(path.relative(dir, path.resolve(dir, i.path))));
    out[rel] = { statics: of('import-statement'), dynamics: of('dynamic-import'), inputs: Object.keys(meta.inputs) };
  }
  return out;
}

/** `entry` and every output it imports statically, at any depth. */
function tree(outputs, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    seen.add(rel);
    queue.push(...outputs[rel].statics);
  }
  return [...seen];
}

/** The preload table of a build: each dynamically imported output's static tree. */
function preloadTable(outputs) {
  const table = {};
  for (const meta of Object.values(outputs)) {
    for (const target of meta.dynamics) table[target] = tree(outputs, target);
  }
  return table;
}

/**
 * One group's build, repeated until the preload table it holds is its own: chunks are named by
 * their content, and the table is content of the file that holds the page's module (embed.js
 * is shared with embed-page.js), though never of the chunks it names, so it settles at once.
 */
async function build(pages) {
  const entries = [...pages, ...await dynamicEntries(pages)];
  let table = {};
  for (let round = 0; round < 4; round++) {
    const result = await esbuild.build(options(entries, table, SHAPES[pages[0]]));
    const outputs = graph(result);
    const next = preloadTable(outputs);
    if (JSON.stringify(next) === JSON.stringify(table)) return { result, outputs };
    table = next;
  }
  throw new Error(`bundle.mjs: the preload table of ${pages.join(', ')} does not settle`);
}

const builds = [];
for (const pages of GROUPS) builds.push(await build(pages));
const outputs = {};
for (const { outputs: each } of builds) {
  for (const [rel, meta] of Object.entries(each)) {
    if (outputs[rel] && !rel.startsWith('chunk-')) throw new Error(`bundle.mjs: two bundles write ${rel}`);
    outputs[rel] = meta;
  }
}

// A module that finds files beside itself must stay in its folder.
for (const [rel, meta] of Object.entries(outputs)) {
  for (const input of meta.inputs) {
    const source = posix(path.relative(dir, path.resolve(dir, input)));
    if (!read(source).includes('import.meta.url')) continue;
    if (path.posix.dirname(source) !== path.posix.dirname(rel)) {
      throw new Error(`bundle.mjs: ${source} uses import.meta.url but would be bundled into ${rel}, in another folder`);
    }
  }
}

// Every input module goes; the bundles take their places.
const inputs = new Set(Object.values(outputs).flatMap((m) => m.inputs)
  .map((input) => posix(path.relative(dir, path.resolve(dir, input)))));
for (const rel of inputs) fs.rmSync(path.join(dir, rel));
for (const file of builds.flatMap((b) => b.result.outputFiles)) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, file.contents);
}

// Classic scripts and stylesheets are minified in place.
for (const rel of before.filter((f) => f === 'embed-loader.js' || f.endsWith('.css'))) {
  const loader = rel.endsWith('.css') ? 'css' : 'js';
  const { code } = await esbuild.transform(read(rel), { loader, minify: true, legalComments: 'none' });
  fs.writeFileSync(path.join(dir, rel), code);
}

const chunks = Object.keys(outputs).filter((rel) => rel.startsWith('chunk-')).length;
console.log(`bundle.mjs: ${inputs.size} modules into ${Object.keys(outputs).length} files (${chunks} shared chunks)`);

// Then the preload links and the service worker's list, from the files as they now are and the
// static imports esbuild's metafile gives for each.
const { preload } = await import('./preload.mjs');
await preload(Object.fromEntries(Object.entries(outputs).map(([rel, meta]) => [rel, meta.statics])));
