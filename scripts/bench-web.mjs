// Prints the browser figures for docs/performance.md (not a test: timings vary with the machine).
// Run after `trunk build --release`: node scripts/bench-web.mjs
//  - wasm download size, raw and gzip;
//  - time from navigation to the worker's module being ready, and from ready to the first
//    optimal answer (cold: no distance table yet);
//  - warm per-solve time inside the worker, after the full table is built;
//  - zebra: the answer (zebra_check) and the answer with its explanation (zebra_solve) of
//    stored benchmark puzzles, round trip to a worker, the size of the report, and how soon
//    the first batch of steps comes (zebra_solve_reporting, as the page asks);
//  - page loads (scripts/bench-web-pages.mjs): the app by a link and a host page per element,
//    cold, and the app's second visit through the service worker; gzip bytes per page.
// `--pages` prints only the page loads (BENCH_RUNS=N cold visits each, 5 by default;
// BENCH_ONLY=app: the app's visits alone).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, openPage, dist, root } from '../tests/e2e/harness.mjs';
import { benchPages } from './bench-web-pages.mjs';

if (process.argv.includes('--pages')) {
  const browser = await launch();
  await benchPages(browser, dist, Number(process.env.BENCH_RUNS) || 5, process.env.BENCH_ONLY || null);
  await browser.close();
  process.exit(0);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const puzzle of ['pocket', 'insanity', 'zebra']) {
  const wasm = fs.readFileSync(path.join(dist, `puzzlebox-${puzzle}_bg.wasm`));
  // The build bundles each module's glue into its worker script; the pocket glue is also a
  // file of its own (a link's first answer runs on the page).
  const worker = fs.readFileSync(path.join(dist, `${puzzle}-worker.js`));
  console.log(`${puzzle} wasm: ${kb(wasm.length)} raw, ${kb(zlib.gzipSync(wasm, { level: 9 }).length)} gzip; `
    + `worker script with its glue ${kb(worker.length)} raw, ${kb(zlib.gzipSync(worker, { level: 9 }).length)} gzip`);
}

const server = await serve();
const browser = await launch();
const HARD = 'RFFFBLDRUULDLFRRUULBDBDB'; // a state at distance 11 (printed below)
const rows = [];
for (let run = 0; run < 5; run++) {
  const page = await openPage(browser, null);
  // A blank page, so nothing else is queued on the worker while we time it.
  await page.goto(server.url + 'test/blank.html');
  const figures = await page.evaluate(async (hard) => {
    const { ready, call } = await import('../rpc.js');
    const t0 = performance.now();
    await ready('pocket');
    const t1 = performance.now();
    const first = await call('pocket_solve', hard, 'htm', false);
    const t2 = performance.now();
    const coldInWorker = await call('__time', 'pocket_solve', [hard, 'qtm', false], 1);
    await call('pocket_prepare', 'htm');
    const t3 = performance.now();
    const scr = await call('pocket_scramble', 1, 'WRGYOB');
    await call('__time', 'pocket_solve', [scr.facelets, 'htm', false], 500); // warm-up for the JIT
    const warm = await call('__time', 'pocket_solve', [scr.facelets, 'htm', false], 2000);
    const warmHard = await call('__time', 'pocket_solve', [hard, 'htm', false], 2000);
    const bare = await call('__time', 'pocket_solve_length', [scr.facelets, 'htm'], 5000);
    return { ready: t1 - t0, first: t2 - t1, length: first.length, coldInWorker, table: t3 - t2, warm, warmHard, bare };
  }, HARD);
  rows.push(figures);
  await page.context().close();
}

// Zebra: one page, one worker, each puzzle checked then explained (as the page does).
const zebraPage = await openPage(browser, null);
await zebraPage.goto(server.url + 'test/blank.html');
const zebra = [];
for (const name of ['zebra-8x8-1', 'zebra-10x10-0', 'zebra-12x12-0']) {
  const text = fs.readFileSync(path.join(root, 'benches/data', `${name}.txt`), 'utf8');
  zebra.push({ name, ...await zebraPage.evaluate(async (t) => {
    const { ready, call, solver } = await import('../rpc.js');
    await ready('zebra');
    const t0 = performance.now();
    const answer = await call('zebra_check', t);
    const t1 = performance.now();
    const full = await call('zebra_solve', t);
    const t2 = performance.now();
    // As the page asks: the first batch of steps (if any comes before the whole).
    const own = solver('zebra');
    await own.ready();
    let first = null;
    const t3 = performance.now();
    await own.callReporting('zebra_solve_reporting', () => { first ??= performance.now() - t3; }, t);
    own.stop();
    return {
      status: answer.status, check: t1 - t0, explain: t2 - t1, first, steps: full.steps.length,
      json: JSON.stringify(full).length,
    };
  }, text) });
}
await zebraPage.context().close();
await benchPages(browser, dist);
await browser.close();
server.stop();
const median = (key) => rows.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
console.log(`hard state length: ${rows[0].length} moves`);
console.log(`worker + wasm instantiate: ${median('ready').toFixed(1)} ms (median of ${rows.length} page loads)`);
console.log('first optimal answer after instantiation (HTM, 11 moves, round trip to the worker): '
  + `${median('first').toFixed(2)} ms`);
console.log(`cold QTM solve inside the worker: ${median('coldInWorker').toFixed(2)} ms`);
console.log(`full HTM table build in wasm: ${median('table').toFixed(0)} ms`);
console.log(`warm solve inside the worker, random state: ${(median('warm') * 1000).toFixed(1)} µs; `
  + `11-move state: ${(median('warmHard') * 1000).toFixed(1)} µs `
  + '(pocket_solve: parse, solve, build the result object)');
console.log(`warm parse + solve alone (pocket_solve_length): ${(median('bare') * 1000).toFixed(1)} µs`);
for (const z of zebra) {
  const first = z.first === null ? '(none before the whole)' : `${(z.first / 1000).toFixed(2)} s`;
  console.log(`zebra ${z.name} (${z.status}): answer ${z.check.toFixed(1)} ms, `
    + `answer + explanation ${(z.explain / 1000).toFixed(2)} s (${z.steps} steps, report ${kb(z.json)} as JSON); `
    + `first steps to follow after ${first}`);
}
