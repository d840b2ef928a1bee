#!/usr/bin/env node
// Records what the command line and the WebAssembly edge answer for a fixed set of inputs, one
// file per case, so a change meant to leave every answer as it is can be checked byte for byte:
//   node scripts/golden-outputs.mjs OUTDIR        (then, after the change, a second OUTDIR
//   diff -r BEFORE AFTER                            and diff the two folders)
// The command line is target/release/puzzlebox (build it first: cargo build --release): stdout,
// stderr and the exit status of each case, text and --json. The wasm edge is each module's
// WebAssembly as `trunk build --release` (or cargo's wasm-release profile) left it under
// target/, given Node glue by wasm-bindgen; the answers are JSON with the solve clock's `ms`
// taken out, and its figure in a pocket answer's `summary` (a time is never the same twice).
// tests/golden.rs keeps such outputs as a test, on stored files; this script compares any two
// builds, the WebAssembly itself included.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? 'golden');
fs.mkdirSync(out, { recursive: true });
const cli = path.join(root, 'target/release/puzzlebox');
const at = (rel) => path.join(root, rel);

const POCKET = [
  'RFFFBLDRUULDLFRRUULBDBDB', 'AAAABBBBCCCCDDDDEEEEFFFF', 'UUUURRRRFFFFDDDDLLLLBBBB',
  'RFFF BLDR UULD LFRR UULB DBDB', '????????????L??????B??D?', '???????????????????????D',
  'RFFFBLDRUULDLFRRUULBDB??', 'RFFFBLDRUULDLFRRUULBDBD?', '??', 'RFFFBLDRUULDLFRRUULBDBDA',
  'RFFFBLDRUULDLFRRUULBDBDBX', '', 'AAAABBBBCCCCDDDDEEEEFFFA', 'ABCD????????????????????',
];
const INSANITY = [
  'src/insanity/classic.txt', 'benches/data/insanity-fixed-12-one-solution.txt',
  'benches/data/insanity-repainted-30-0.txt', 'tests/fixtures/insanity-bad-line.txt',
].filter((f) => fs.existsSync(at(f)));
const INSANITY_TEXTS = [
  'red green blue white red green\nred green blue white red green\nred green blue white red green\n'
    + 'red green blue white red green\n',
  'a b c d e f\na b c d e\n', '', 'x x x x x x\n',
];

let cases = 0;
function record(name, text) {
  fs.writeFileSync(path.join(out, name), text);
  cases += 1;
}

function run(name, args, input) {
  const r = spawnSync(cli, args, { input: input ?? '', encoding: 'utf8', maxBuffer: 1 << 28 });
  record(name, `status ${r.status}\n--- stdout\n${r.stdout}--- stderr\n${r.stderr}`);
  return r;
}

// The command line.
for (const [k, f] of POCKET.entries()) {
  for (const metric of ['htm', 'qtm']) {
    run(`cli-pocket-${k}-${metric}`, ['pocket', '--metric', metric, f]);
    run(`cli-pocket-${k}-${metric}-json`, ['pocket', '--json', '--metric', metric, f]);
  }
  run(`cli-pocket-${k}-all`, ['pocket', '--all', f]);
  run(`cli-pocket-${k}-all-json`, ['pocket', '--all', '--json', f]);
  run(`cli-pocket-${k}-complete`, ['pocket', '--complete', f]);
  run(`cli-pocket-${k}-complete-json`, ['pocket', '--complete', '--json', f]);
  run(`cli-pocket-${k}-stdin`, ['pocket'], f);
}
run('cli-pocket-scramble', ['pocket', '--scramble', '--seed', '7']);
run('cli-pocket-scramble-json', ['pocket', '--scramble', '--seed', '7', '--json']);
const texts = [...INSANITY.map((f) => fs.readFileSync(at(f), 'utf8')), ...INSANITY_TEXTS];
for (const [k, text] of texts.entries()) {
  run(`cli-insanity-${k}`, ['insanity'], text);
  run(`cli-insanity-${k}-json`, ['insanity', '--json'], text);
  run(`cli-insanity-${k}-limit`, ['insanity', '--limit', '2'], text);
  run(`cli-insanity-${k}-limit-json`, ['insanity', '--limit', '2', '--json'], text);
  run(`cli-insanity-${k}-budget`, ['insanity', '--obstacle-budget', '0', '--max-nodes', '100000'], text);
}
run('cli-insanity-generate', ['insanity', '--generate', '8', '--seed', '3']);
const ZEBRA = [
  'src/zebra/einstein.txt', 'tests/fixtures/english/einstein.txt', 'tests/fixtures/english/knights.txt',
  'benches/data/zebra-4x4-0.txt', 'benches/data/zebra-6x6-3.txt', 'benches/data/zebra-8x8-2.txt',
].filter((f) => fs.existsSync(at(f))).map((f) => fs.readFileSync(at(f), 'utf8'));
ZEBRA.push(
  'positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\n',
  'positions: 2\ncolour: red, green\nred is at 1\nred is at 2\n',
  'positions: 2\ncolour: red, green\nred is purple\n', '',
);
for (const [k, text] of ZEBRA.entries()) {
  run(`cli-zebra-${k}`, ['zebra'], text);
  run(`cli-zebra-${k}-json`, ['zebra', '--json'], text);
  run(`cli-zebra-${k}-explain`, ['zebra', '--explain', '--all'], text);
  run(`cli-zebra-${k}-explain-json`, ['zebra', '--explain', '--all', '--json'], text);
  run(`cli-zebra-${k}-chapters`, ['zebra', '--explain'], text);
  run(`cli-zebra-${k}-chapters-json`, ['zebra', '--explain', '--json'], text);
}
// Hints from marks a person might keep for Einstein's riddle: none, a few true ones, one wrong one.
const marksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-golden-marks-'));
const MARKS = {
  empty: '', start: 'Norwegian is in 1\nmilk is in 3\n',
  more: 'Norwegian is in 1\nmilk is in 3\nBrit is red\nblue is in 2\n', wrong: 'Norwegian is in 2\n',
};
for (const [name, marks] of Object.entries(MARKS)) {
  const file = path.join(marksDir, `${name}.txt`);
  fs.writeFileSync(file, marks);
  for (const json of [[], ['--json']]) {
    const args = ['zebra', '--hint', '--marks', file, ...json, at('src/zebra/einstein.txt')];
    run(`cli-zebra-hint-${name}${json.join('')}`, args);
  }
}
fs.rmSync(marksDir, { recursive: true, force: true });
// Generated puzzles, and the explanations of the smaller ones.
for (const [w, h, seed] of [[4, 4, 1], [5, 5, 2], [6, 6, 3], [7, 7, 4], [8, 8, 5], [10, 10, 6]]) {
  const name = `cli-zebra-generate-${w}x${h}-${seed}`;
  const r = run(name, ['zebra', '--generate', `${w}`, `${h}`, '--seed', `${seed}`]);
  if (w <= 8) run(`${name}-explain`, ['zebra', '--explain', '--all'], r.stdout);
  if (w <= 8) run(`${name}-chapters`, ['zebra', '--explain'], r.stdout);
}

// The wasm edge.
const glueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-golden-'));
const require = createRequire(import.meta.url);
function glue(name) {
  const wasm = at(`target/wasm32-unknown-unknown/wasm-release/puzzlebox_${name.replace(/-/g, '_')}.wasm`);
  if (!fs.existsSync(wasm)) throw new Error(`${wasm} is missing: run trunk build --release first`);
  const dir = path.join(glueDir, name);
  execFileSync('wasm-bindgen', ['--target', 'nodejs', '--out-dir', dir, '--out-name', 'glue', wasm]);
  return require(path.join(dir, 'glue.js'));
}
const untimed = (k, v) => {
  if (k === 'ms') return undefined;
  return k === 'summary' && typeof v === 'string' ? v.replace(/\(found in [\d.]+ ms\)/, '(found in … ms)') : v;
};
const json = (value) => `${JSON.stringify(value, untimed, 1)}\n`;
function call(name, fn, ...args) {
  let text;
  try {
    text = json(fn(...args));
  } catch (e) {
    text = `threw ${e}\n`;
  }
  record(name, text);
}

const pocket = glue('pocket');
for (const [k, f] of POCKET.entries()) {
  for (const metric of ['htm', 'qtm', 'xyz']) {
    call(`wasm-pocket-${k}-solve-${metric}`, pocket.pocket_solve, f, metric, false);
  }
  call(`wasm-pocket-${k}-solve-all`, pocket.pocket_solve, f, 'htm', true);
  call(`wasm-pocket-${k}-check`, pocket.pocket_check, f);
  call(`wasm-pocket-${k}-validate`, pocket.pocket_validate, f);
  call(`wasm-pocket-${k}-complete`, pocket.pocket_complete, f, 'WYGBRO');
  call(`wasm-pocket-${k}-apply`, pocket.pocket_apply, f, "R U' F2 x");
}
call('wasm-pocket-scramble', pocket.pocket_scramble, 7, 'WRGYOB');
const insanity = glue('insanity');
const insanitySolve = glue('insanity-solve');
for (const [k, text] of texts.entries()) {
  call(`wasm-insanity-${k}-parse`, insanity.insanity_parse, text);
  call(`wasm-insanity-${k}-solve`, insanity.insanity_solve, text);
  call(`wasm-insanity-${k}-solve-count`, insanity.insanity_solve_count, text);
  call(`wasm-insanity-${k}-obstacle`, insanity.insanity_obstacle, text);
  call(`wasm-insanity-solve-${k}`, insanitySolve.insanity_solve, text);
}
call('wasm-insanity-generate', insanity.insanity_generate, 8, 3);
// As www/zebra/api.js asks: a text the zebra modules refuse (error kind needs_reader) is read
// by the English module first, and asked again as read.
let english = null;
const asRead = (fn) => (text, ...rest) => {
  const first = fn(text, ...rest);
  if (first?.ok !== false || first.error?.kind !== 'needs_reader') return first;
  english ??= glue('zebra-english');
  const read = english.zebra_read(text);
  return read.ok ? fn(read.text, ...rest) : read;
};
for (const module of ['zebra', 'zebra-view']) {
  const zebra = glue(module);
  for (const [k, text] of ZEBRA.entries()) {
    call(`wasm-${module}-${k}-check`, asRead(zebra.zebra_check), text);
    call(`wasm-${module}-${k}-solve`, asRead(zebra.zebra_solve), text);
    const batches = [];
    const answer = (() => {
      try {
        return asRead(zebra.zebra_solve_reporting)(text, (batch) => batches.push(batch.steps.length));
      } catch (e) {
        return `threw ${e}`;
      }
    })();
    record(`wasm-${module}-${k}-solve-reporting`, json({ answer, batches }));
  }
}
fs.rmSync(glueDir, { recursive: true });
console.log(`golden-outputs.mjs: ${cases} cases in ${out}`);
