#!/usr/bin/env node
// The one list of the browser's WebAssembly modules is the crate folders under wasm/: each
// folder NAME is a cdylib crate over the library's feature NAME, and Trunk builds it into
// puzzlebox-NAME.js and puzzlebox-NAME_bg.wasm. Everything else that names the modules reads
// that list (Cargo.toml's workspace `wasm/*`, scripts/test.sh, scripts/wasm-sizes.mjs,
// scripts/bundle.mjs from the built files) or is written from it here:
//   - www/solver-NAME.js, the module's worker and WebAssembly as literal
//     `new Worker(new URL('./NAME-worker.js', import.meta.url))` and `new URL('./….wasm', …)`
//     (bundlers that take in the npm package look for exactly those patterns, so no URL is
//     computed at run time);
//   - www/solvers.js, every module's files by name (rpc.js's table);
//   - the block of www/index.html between the `wasm modules` markers: Trunk's `rel="rust"`
//     link per crate and a `copy-file` link per solver file.
//   node scripts/wasm-modules.mjs [--check] [ROOT]
// With --check nothing is written: it lists the files that are not as written here and exits 1,
// so a test fails when a generated file is stale. Adding a module: its crate folder under wasm/
// (and its feature in Cargo.toml), then this script.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = path.resolve(args.find((a) => a !== '--check')
  ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** The modules: the crate folders of wasm/, in name order. */
export function modules(at = root) {
  return fs.readdirSync(path.join(at, 'wasm'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(at, 'wasm', e.name, 'Cargo.toml')))
    .map((e) => e.name).sort();
}

/** The JavaScript name of module `name`'s files: `insanity-solve` → `insanitySolve`. */
const jsName = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

const GENERATED = 'Written by scripts/wasm-modules.mjs from the crate folders under wasm/: do not edit.';

function solverFile(name) {
  return `// The ${name} solver module's files, written out literally so that bundlers (Vite, webpack,
// rspack, Parcel) that take in the npm package bundle the worker and copy the WebAssembly:
// \`new Worker(new URL('./…', import.meta.url), { type: 'module' })\` and
// \`new URL('./….wasm', import.meta.url)\` are the patterns they look for.
// ${GENERATED}

/** \`name\`: the module; \`start()\`: its worker; \`wasm\`: its WebAssembly, as worker-rpc.js uses them. */
export const ${jsName(name)} = {
  name: '${name}',
  start: () => new Worker(new URL('./${name}-worker.js', import.meta.url), { type: 'module' }),
  wasm: new URL('./puzzlebox-${name}_bg.wasm', import.meta.url),
};
`;
}

function solversFile(names) {
  const key = (n) => (jsName(n) === n ? n : `'${n}': ${jsName(n)}`);
  return `// Every solver module's files (solver-*.js) by the module's name, for rpc.js.
// ${GENERATED}

${names.map((n) => `import { ${jsName(n)} } from './solver-${n}.js';`).join('\n')}

/** Module name → its files (\`{name, start, wasm}\`). */
export const SOLVERS = {
${names.map((n) => `  ${key(n)},`).join('\n')}
};
`;
}

const START = '<!-- wasm modules: written by scripts/wasm-modules.mjs from wasm/*/ -->';
const END = '<!-- end of the wasm modules -->';

/**
 * wasm-opt's flags beyond `--converge --strip-producers`, by module. `--low-memory-unused` lets
 * it fold a pointer's small constant offsets into the loads and stores: sound for a Rust module,
 * whose stack sits below its data and reaches the lowest kilobyte only when it overflows; it
 * takes 0.8 KB gzip off the `<zebra-puzzle>` page's module, 1.0 KB off the zebra tool's. `--flatten --rereloop -Oz -Oz`
 * (after Trunk's own `-Oz`) rebuilds the English reader's control flow from scratch and
 * shrinks it again: 0.9 KB gzip off that module, whose one long reading function the plain
 * passes leave tangled; it costs wasm-opt about 45 s there.
 */
const OPT_FLAGS = {
  zebra: ' --low-memory-unused',
  'zebra-view': ' --low-memory-unused',
  'zebra-english': ' --low-memory-unused --flatten --rereloop -Oz -Oz',
};

function indexBlock(names) {
  const rust = names.map((n) => `  <link data-trunk rel="rust" href="../wasm/${n}/Cargo.toml" data-type="worker" `
    + 'data-bindgen-target="web"\n'
    + `        data-wasm-opt="z" data-wasm-opt-params="--converge --strip-producers${OPT_FLAGS[n] ?? ''}"\n`
    + '        data-cargo-profile-release="wasm-release">');
  const copy = [...names.map((n) => `solver-${n}.js`), 'solvers.js']
    .map((f) => `  <link data-trunk rel="copy-file" href="${f}">`);
  return `${START}\n${[...rust, ...copy].join('\n')}\n  ${END}`;
}

/** Each generated file's path (from the root) and the text it should have. */
export function expected(at = root) {
  const names = modules(at);
  const out = new Map(names.map((n) => [`www/solver-${n}.js`, solverFile(n)]));
  out.set('www/solvers.js', solversFile(names));
  const index = fs.readFileSync(path.join(at, 'www/index.html'), 'utf8');
  const from = index.indexOf(START);
  const to = index.indexOf(END);
  if (from < 0 || to < from) throw new Error(`www/index.html has no "${START}" … "${END}" block`);
  out.set('www/index.html', index.slice(0, from) + indexBlock(names) + index.slice(to + END.length));
  return out;
}

/** Solver files of modules that no longer have a crate folder. */
function strays(at, want) {
  return fs.readdirSync(path.join(at, 'www')).filter((f) => /^solver-[a-z-]+\.js$/.test(f))
    .map((f) => `www/${f}`).filter((f) => !want.has(f));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const want = expected();
  const stale = [...want].filter(([rel, text]) => !fs.existsSync(path.join(root, rel))
    || fs.readFileSync(path.join(root, rel), 'utf8') !== text).map(([rel]) => rel);
  const extra = strays(root, want);
  if (check) {
    if (stale.length || extra.length) {
      console.error(`wasm-modules.mjs: not as written from wasm/*/: ${[...stale, ...extra].join(', ')}`
        + ' (run node scripts/wasm-modules.mjs)');
      process.exit(1);
    }
  } else {
    for (const rel of stale) fs.writeFileSync(path.join(root, rel), want.get(rel));
    for (const rel of extra) fs.rmSync(path.join(root, rel));
    console.log(`wasm-modules.mjs: ${modules().join(', ')}; wrote ${[...stale, ...extra].join(', ') || 'nothing'}`);
  }
}
