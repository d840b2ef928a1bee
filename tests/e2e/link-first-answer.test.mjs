// A link to a pocket cube is answered on the page while the solver worker starts
// (www/first-answer.js): these tests hold the worker's script back, so the answer can only
// come from the page, and check it against the native CLI (a separate program). A second
// visit by a link, with the network gone and the service worker stopped, still answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { useBrowser, openPage, root } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours, Western scheme
const sel = (id) => `[data-testid="${id}"]`;

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

/** The native CLI's optimal length for `facelets` (independent of the page and its worker). */
function optimalLength(facelets, metric) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['pocket', '--json', '--metric', metric, facelets], { encoding: 'utf8' })).length;
}

/**
 * Opens `url` with the solver worker's script held back until `release()`; Solve is clicked
 * as soon as it is in the page. `served()` says whether the worker's script was let through.
 */
async function heldWorker(url) {
  const page = await openPage(browser, null);
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  let served = false;
  await page.context().route(/\/pocket-worker\.js$/, async (route) => {
    await released;
    served = true;
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const solve = document.querySelector('#tool-pocket [data-testid="solve"]');
      if (!solve) return;
      observer.disconnect();
      solve.click();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  return { page, release, served: () => served };
}

const answered = (page) => page.waitForFunction(() => document.querySelector('[data-testid="pocket-tool"]')?.dataset.answers === '1', null, { timeout: 30000 });

test('a link\'s cube is solved optimally on the page while the worker has not started', async () => {
  for (const [moves, metric] of [["R U' F2 R2 U F' R U2", 'htm'], ["F R' U2 F'", 'qtm']]) {
    const target = applyMoves(SOLVED, moves);
    const { page, release, served } = await heldWorker(`${server.url}?facelets=${target}&metric=${metric}`);
    await answered(page);
    assert.equal(served(), false, 'the worker\'s script was still held back when the answer showed');
    const solution = (await page.textContent(sel('solution'))).trim();
    assert.ok(isSolved(applyMoves(target, solution)), `${solution} does not solve ${target}`);
    const turns = solution.split(' ').reduce((n, m) => n + (metric === 'qtm' && m.endsWith('2') ? 2 : 1), 0);
    assert.equal(turns, optimalLength(target, metric));
    assert.match(await page.textContent(sel('summary')), new RegExp(`^Optimal: ${turns} `));
    // The player got the states along the answer from the page too.
    await page.waitForSelector(sel('move-0'));
    // Calls the page leaves to the worker (every optimal solution) wait for it, then answer.
    release();
    await page.click(sel('all-solutions'));
    await page.waitForSelector(sel('solution-option-0'));
    assert.ok(served());
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('an illegal link still shows its error and no solution when the page reads it', async () => {
  const twisted = [...SOLVED];
  [twisted[3], twisted[8], twisted[7]] = [twisted[7], twisted[3], twisted[8]];
  const { page, release, served } = await heldWorker(`${server.url}?facelets=${twisted.join('')}`);
  await answered(page);
  assert.equal(served(), false, 'the worker\'s script was still held back when the error showed');
  assert.match(await page.textContent(sel('error')), /corner UFR .* is twisted/);
  assert.equal((await page.textContent(sel('solution'))).trim(), '', 'no solution shown');
  release();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a second visit by a link answers offline, with the service worker stopped first', async () => {
  const first = await openPage(browser, `${server.url}?facelets=${applyMoves(SOLVED, "R U F'")}`);
  await first.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });
  const controlled = await first.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller
      || new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }))).then(() => true),
    new Promise((r) => setTimeout(() => r(false), 15000)),
  ]));
  assert.ok(controlled, 'a service worker controls the page within 15 s');
  const context = first.context();
  await first.close();
  await context.setOffline(true);
  // As a person coming back later finds it: the browser stops an idle service worker.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('requestfailed', (req) => problems.push(`${req.url()} ${req.failure()?.errorText}`));
  const target = applyMoves(SOLVED, "U2 R F' R'");
  await page.goto(`${server.url}?puzzle=pocket&facelets=${target}`);
  await page.click(sel('solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]')?.textContent.trim() !== '', null, { timeout: 30000 });
  const solution = (await page.textContent(sel('solution'))).trim();
  assert.ok(isSolved(applyMoves(target, solution)), `${solution} does not solve ${target}`);
  assert.deepEqual(problems, []);
  await context.close();
});
