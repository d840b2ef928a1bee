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
import { dist } from './harness.mjs';
import { pageFiles as filesFrom, solverFiles, gzipKb as sumKb } from './page-files.mjs';

/**
 * KB gzip (level 9, summed file by file) per page at first load (tests/e2e/page-files.mjs):
 * a ceiling a few KB over what the build measures, so creep fails here. The targets (60 KB a
 * page, zebra 160 KB) are the benchmark's to print (scripts/bench-web.mjs --pages), beside
 * what a page really transfers.
 */
// Insanity stands over its target (60 KB): docs/performance.md lists it as missed, to be won
// back; the ceilings keep further creep failing.
// The pocket cube's camera scan is a module of its own (pocket-scan), started on the first scan
// step: a page with one cube does not pay for it (the test below checks it stays out).
const BUDGET = { pocket: 62, insanity: 62, zebra: 156 };
const PUZZLES = Object.keys(BUDGET);
/** The solver module each puzzle's element runs, and every module a page's files name. */
const MODULE = { pocket: 'pocket', insanity: 'insanity-solve', zebra: 'zebra-view' };
const MODULES = fs.readdirSync(new URL('../../wasm/', import.meta.url)); // the crate folders: one per module

/**
 * Every file a page with `puzzle`'s element loads at first: rpc.js names every solver module
 * but starts only the one the element asks for (`module`), so only that one counts.
 */
const pageFiles = (puzzle, { module = MODULE[puzzle], lazy = false } = {}) => filesFrom(dist,
  `${puzzle}/element.js`, { lazy, skip: MODULES.filter((m) => m !== module).flatMap(solverFiles) });

const gzipKb = (...files) => sumKb(dist, files);

for (const puzzle of PUZZLES) {
  test(`a page with one ${puzzle} element downloads at most ${BUDGET[puzzle]} KB gzip, its own solver module's files among them`, (t) => {
    const files = pageFiles(puzzle);
    for (const file of solverFiles(MODULE[puzzle])) assert.ok(files.includes(file), `${file} is loaded`);
    const total = gzipKb(...files);
    const wasm = gzipKb(`puzzlebox-${MODULE[puzzle]}_bg.wasm`);
    t.diagnostic(`${puzzle}: ${total.toFixed(1)} KB gzip in ${files.length} files, of which the wasm ${wasm.toFixed(1)} KB`);
    assert.ok(total <= BUDGET[puzzle], `${total.toFixed(1)} KB gzip, over the ${BUDGET[puzzle]} KB budget: ${files.join(' ')}`);
  });
}

// `<zebra-puzzle play>` loads the `play` views on the first mark, and with them the whole
// `zebra` module in place of `zebra-view`: counted apart from the first load.
const PLAY_BUDGET = 176;

test(`a page with one zebra element in play downloads at most ${PLAY_BUDGET} KB gzip`, (t) => {
  const first = pageFiles('zebra');
  const files = pageFiles('zebra', { module: 'zebra', lazy: true });
  for (const file of ['zebra/play.js', ...solverFiles('zebra')]) {
    assert.ok(files.includes(file), `${file} is loaded`);
  }
  assert.ok(first.every((f) => !f.startsWith('zebra/play')),
    `the play views are not loaded at first: ${first.join(' ')}`);
  const total = gzipKb(...files);
  t.diagnostic(`zebra with play: ${total.toFixed(1)} KB gzip in ${files.length} files`);
  assert.ok(total <= PLAY_BUDGET, `${total.toFixed(1)} KB gzip, over the ${PLAY_BUDGET} KB budget`);
});

// A puzzle written in English also takes the English reader's module (wasm/zebra-english),
// started on the first text the zebra modules refuse: a page whose puzzle is in the clue
// language never loads it (tests/e2e/zebra-english-module.test.mjs checks that). Just over
// today's 301.9 KB (docs/performance.md).
const ENGLISH_BUDGET = 303;

test(`a page with one zebra element written in English downloads at most ${ENGLISH_BUDGET} KB gzip`, (t) => {
  const files = [...pageFiles('zebra'), ...solverFiles('zebra-english')];
  const total = gzipKb(...files);
  t.diagnostic(`zebra in English: ${total.toFixed(1)} KB gzip in ${files.length} files, `
    + `of which the English reader's ${gzipKb(...solverFiles('zebra-english')).toFixed(1)} KB`);
  assert.ok(total <= ENGLISH_BUDGET, `${total.toFixed(1)} KB gzip, over the ${ENGLISH_BUDGET} KB budget`);
});

/** KB gzip: the most WebAssembly any page downloads (the English reader and the app's zebra tab run the largest modules). */
const WASM_BUDGET = 150; // the 150 KB target (docs/performance.md)

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
