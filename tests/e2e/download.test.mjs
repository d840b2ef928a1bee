// The download budget of the browser build, per page: what a host page with one puzzle's
// element downloads (that element's modules, the stylesheet, and its solver module's worker
// script and WebAssembly), gzip, within the puzzle's budget. Each puzzle has its own
// WebAssembly module (the Insanity element a smaller one of its own), so a page never pays
// for the other solvers; this also checks that a page loads no other solver. The budgets catch creep (the
// wasm once crept past its budget unnoticed); the figures and the targets are in
// docs/performance.md, and scripts/wasm-sizes.mjs prints each module's size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { dist } from './harness.mjs';

/**
 * KB gzip (level 9, summed file by file) per page: a ceiling a few KB over what the build
 * measures, so creep fails here. The targets (60 KB a page, zebra 160 KB) are the benchmark's
 * to print (scripts/bench-web.mjs --pages), beside what a page really transfers.
 */
// Insanity and zebra stand over their targets (64 and 160 KB): docs/performance.md lists them
// as missed, to be won back; these ceilings keep further creep failing.
// The pocket cube's camera scan is a module of its own (pocket-scan), started on the first scan
// step: a page with one cube does not pay for it (the test below checks it stays out).
const BUDGET = { pocket: 62, insanity: 63, zebra: 168 };
const PUZZLES = Object.keys(BUDGET);
/** The solver module each puzzle's element runs, and every module a page's files name. */
const MODULE = { pocket: 'pocket', insanity: 'insanity-solve', zebra: 'zebra-view' };
const MODULES = fs.readdirSync(new URL('../../wasm/', import.meta.url)); // the crate folders: one per module

/** The relative paths a page file loads: imports, `new URL(…, import.meta.url)`, CSS imports. */
function references(text) {
  const patterns = [
    // As written, or minified by scripts/bundle.mjs (`import{a as b}from"./chunk-X.js"`).
    /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
    /new URL\(\s*['"](\.{0,2}\/?[^'":]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
    /@import\s+url\(\s*['"]?([^'")]+)['"]?\s*\)/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/** The files of solver module `name`: its worker script (with its glue) and its WebAssembly. */
const solverFiles = (name) => [`${name}-worker.js`, `puzzlebox-${name}_bg.wasm`];

/**
 * Every file a page with `puzzle`'s element loads, from its element module. rpc.js names
 * every solver module but starts only the one the element asks for, so only that one counts.
 */
function pageFiles(puzzle) {
  const seen = new Set();
  const queue = [`${puzzle}/element.js`];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    assert.ok(fs.existsSync(path.join(dist, rel)), `${rel} is in the build`);
    seen.add(rel);
    if (!/\.(js|css)$/.test(rel)) continue;
    const refs = references(fs.readFileSync(path.join(dist, rel), 'utf8'))
      .map((ref) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), ref)));
    const others = MODULES.filter((m) => m !== MODULE[puzzle]).flatMap(solverFiles);
    // A folder (`new URL('./', import.meta.url)`, the files' base) is no file to load.
    queue.push(...refs.filter((ref) => !others.includes(ref) && !ref.endsWith('/') && ref !== '.'));
  }
  return [...seen].sort();
}

const gzipKb = (rel) => zlib.gzipSync(fs.readFileSync(path.join(dist, rel)), { level: 9 }).length / 1024;

for (const puzzle of PUZZLES) {
  test(`a page with one ${puzzle} element downloads at most ${BUDGET[puzzle]} KB gzip, its own solver module's files among them`, (t) => {
    const files = pageFiles(puzzle);
    for (const file of solverFiles(MODULE[puzzle])) assert.ok(files.includes(file), `${file} is loaded`);
    const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
    const wasm = gzipKb(`puzzlebox-${MODULE[puzzle]}_bg.wasm`);
    t.diagnostic(`${puzzle}: ${total.toFixed(1)} KB gzip in ${files.length} files, of which the wasm ${wasm.toFixed(1)} KB`);
    assert.ok(total <= BUDGET[puzzle], `${total.toFixed(1)} KB gzip, over the ${BUDGET[puzzle]} KB budget: ${files.join(' ')}`);
  });
}

// A puzzle written in English also takes the English reader's module (wasm/zebra-english),
// started on the first text the zebra modules refuse: a page whose puzzle is in the clue
// language never loads it (tests/e2e/zebra-english-module.test.mjs checks that).
const ENGLISH_BUDGET = 308;

test(`a page with one zebra element written in English downloads at most ${ENGLISH_BUDGET} KB gzip`, (t) => {
  const files = [...pageFiles('zebra'), ...solverFiles('zebra-english')];
  const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
  t.diagnostic(`zebra in English: ${total.toFixed(1)} KB gzip in ${files.length} files, `
    + `of which the English reader's ${solverFiles('zebra-english').reduce((s, f) => s + gzipKb(f), 0).toFixed(1)} KB`);
  assert.ok(total <= ENGLISH_BUDGET, `${total.toFixed(1)} KB gzip, over the ${ENGLISH_BUDGET} KB budget`);
});

/** KB gzip: the most WebAssembly any page downloads (the app's zebra tab runs the largest module). */
const WASM_BUDGET = 153; // the 150 KB target (docs/performance.md), a few KB over the largest module

test(`every solver module's WebAssembly is at most ${WASM_BUDGET} KB gzip`, (t) => {
  for (const name of MODULES) {
    const wasm = gzipKb(`puzzlebox-${name}_bg.wasm`);
    t.diagnostic(`${name}: ${wasm.toFixed(1)} KB gzip`);
    assert.ok(wasm <= WASM_BUDGET, `${name}: ${wasm.toFixed(1)} KB gzip, over ${WASM_BUDGET} KB`);
  }
});

test('the pocket module leaves the camera scan to its own module, which has nothing else', () => {
  const glue = (name) => fs.readFileSync(path.join(dist, `${name}-worker.js`), 'utf8');
  assert.doesNotMatch(glue('pocket'), /pocket_scan/, 'pocket-worker.js binds pocket_scan');
  assert.match(glue('pocket-scan'), /pocket_scan/, 'pocket-scan-worker.js does not bind pocket_scan');
  assert.doesNotMatch(glue('pocket-scan'), /pocket_solve/, 'pocket-scan-worker.js binds pocket_solve');
});
