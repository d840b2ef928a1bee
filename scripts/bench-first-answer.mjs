// Prints where the first pocket answer's time goes in a fresh browser worker (not a test:
// timings vary with the machine). Run after `trunk build --release`:
//   node scripts/bench-first-answer.mjs [page loads, default 5]
// On fresh pages (cold HTTP cache), medians over the loads:
//  - the worker's start to its module being instantiated (`ready`);
//  - the worker's warm-up (www/worker.js: table building and solves of far positions in short
//    steps right after loading), timed as the wait for `__warmed_up`, which answers once it is over;
//  - the first optimal solve of an 11-move state once the warm-up is done (what a person who
//    clicks once the page shows gets): round trip, and the solver's own `ms`;
//  - the same solve asked the moment the module is instantiated (it runs between two warm-up
//    steps, waiting for one at most);
//  - a second state right after, and a warm solve once the full table is built.
import { serve, launch, openPage } from '../tests/e2e/harness.mjs';

const LOADS = Number(process.argv[2]) || 5;
const HARD = 'RFFFBLDRUULDLFRRUULBDBDB'; // 11 moves in HTM

const server = await serve();
const browser = await launch();
const rows = [];

/** Runs `measure` in a fresh page whose rpc.js is loaded, with the 11-move state. */
async function fresh(measure) {
  const page = await openPage(browser, null);
  await page.goto(server.url + 'test/blank.html');
  try {
    return await page.evaluate(`(async () => {
      const { ready, call } = await import('../rpc.js');
      return (${measure})(ready, call, ${JSON.stringify(HARD)});
    })()`);
  } finally {
    await page.context().close();
  }
}

try {
  for (let run = 0; run < LOADS; run++) {
    const afterWarmUp = await fresh(async (ready, call, hard) => {
      const t0 = performance.now();
      await ready('pocket');
      const t1 = performance.now();
      await call('__warmed_up', 'pocket');
      const t2 = performance.now();
      const first = await call('pocket_solve', hard, 'htm', false);
      const t3 = performance.now();
      const other = (await call('pocket_scramble', 7, 'URFDLB')).facelets;
      const second = await call('pocket_solve', other, 'htm', false);
      const qtm = await call('pocket_solve', hard, 'qtm', false);
      await call('pocket_prepare', 'htm');
      const warm = await call('__time', 'pocket_solve', [hard, 'htm', false], 200);
      return {
        instantiate: t1 - t0,
        warmUp: t2 - t1,
        first: t3 - t2,
        firstOwn: first.ms,
        secondOwn: second.ms,
        qtmOwn: qtm.ms,
        warm,
        length: first.length,
      };
    });
    const atOnce = await fresh(async (ready, call, hard) => {
      await ready('pocket');
      const t1 = performance.now();
      const first = await call('pocket_solve', hard, 'htm', false);
      return { atOnce: performance.now() - t1, atOnceOwn: first.ms };
    });
    rows.push({ ...afterWarmUp, ...atOnce });
  }
} finally {
  await browser.close();
  server.stop();
}

const median = (key) => rows.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
const ms = (key) => `${median(key).toFixed(1)} ms`;
console.log(`pocket, medians of ${rows.length} fresh page loads each (${rows[0].length}-move state):`);
console.log(`  worker start → module instantiated: ${ms('instantiate')}`);
console.log(`  warm-up in the worker after instantiation: ${ms('warmUp')}`);
console.log(`  first solve after the warm-up: ${ms('first')} round trip, ${ms('firstOwn')} in the solver`);
console.log(`  first solve asked at instantiation (during the warm-up): ${ms('atOnce')} round trip, `
  + `${ms('atOnceOwn')} in the solver`);
console.log(`  a second state: ${ms('secondOwn')}; first QTM solve: ${ms('qtmOwn')} (in the solver)`);
console.log(`  warm solve after the full table: ${(median('warm') * 1000).toFixed(1)} µs`);
