// The download budget of the browser build, per page: what a host page with one puzzle's
// element downloads (that element's modules, the worker, the stylesheet, and that puzzle's
// solver module, glue and WebAssembly), gzip, within the puzzle's budget. Each puzzle has its
// own WebAssembly module, so a page never pays for the other solvers; this also checks that
// the files of one puzzle's page name no other puzzle's solver. The budgets catch creep (the
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
const BUDGET = { pocket: 66, insanity: 92, zebra: 175 };
const PUZZLES = Object.keys(BUDGET);

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

/** The solver files of `puzzle`: its wasm-bindgen glue and its WebAssembly. */
const solverFiles = (puzzle) => [`puzzlebox-${puzzle}.js`, `puzzlebox-${puzzle}_bg.wasm`];

/**
 * Every file a page with `puzzle`'s element loads, from its element module. The worker names
 * all three solvers but loads only the one its page asks for, so only that one is counted.
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
    const others = PUZZLES.filter((p) => p !== puzzle).flatMap(solverFiles);
    queue.push(...refs.filter((ref) => !(rel === 'worker.js' && others.includes(ref))));
  }
  return [...seen].sort();
}

const gzipKb = (rel) => zlib.gzipSync(fs.readFileSync(path.join(dist, rel)), { level: 9 }).length / 1024;

for (const puzzle of PUZZLES) {
  test(`a page with one ${puzzle} element downloads at most ${BUDGET[puzzle]} KB gzip, and no other solver`, (t) => {
    const files = pageFiles(puzzle);
    for (const file of solverFiles(puzzle)) assert.ok(files.includes(file), `${file} is loaded`);
    for (const other of PUZZLES.filter((p) => p !== puzzle).flatMap(solverFiles)) {
      assert.ok(!files.includes(other), `${other} is not loaded`);
    }
    const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
    const wasm = gzipKb(`puzzlebox-${puzzle}_bg.wasm`);
    t.diagnostic(`${puzzle}: ${total.toFixed(1)} KB gzip in ${files.length} files, of which the wasm ${wasm.toFixed(1)} KB`);
    assert.ok(total <= BUDGET[puzzle], `${total.toFixed(1)} KB gzip, over the ${BUDGET[puzzle]} KB budget: ${files.join(' ')}`);
  });
}
