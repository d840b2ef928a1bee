// What a page downloads: a page shows one puzzle, so it fetches that puzzle's files and no
// other's (by name: no request of a pocket-cube page names zebra or insanity), and the app
// fetches a tool's files only once its tab opens. Every request of the page, its solver
// workers and its service worker counts (the browser context's request log).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, appReady, dist } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const PUZZLES = ['pocket', 'insanity', 'zebra'];

/** A page that logs every request its context makes (paths from the server's root). */
async function logged(url) {
  const page = await openPage(browser, null);
  const requests = [];
  page.context().on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(url);
  return { page, requests };
}

/** The requests naming a puzzle other than `own` (none is the point). */
const others = (requests, own) => requests.filter((p) => PUZZLES.some((name) => name !== own && p.includes(name)));

for (const [puzzle, host, ready] of [
  ['pocket', 'pocket-host.html', '#cube[data-state="ready"]'],
  ['insanity', 'insanity-host.html', '#classic[data-state="ready"]'],
  ['zebra', 'zebra-host.html', '#small[data-state="ready"]'],
]) {
  test(`a host page with only ${puzzle} elements requests no other puzzle's files`, async () => {
    const { page, requests } = await logged(`${server.url}test/${host}`);
    await page.waitForSelector(ready, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    assert.ok(requests.some((p) => p.includes(`/${puzzle}/`)), `its own files were requested: ${requests.join(' ')}`);
    assert.deepEqual(others(requests, puzzle), [], `requests: ${requests.join(' ')}`);
    if (puzzle === 'insanity') {
      // The column's own module (insanity_solve alone), not the app tool's larger one.
      assert.ok(requests.includes('/puzzlebox-insanity-solve_bg.wasm'), `requests: ${requests.join(' ')}`);
      assert.ok(!requests.includes('/puzzlebox-insanity_bg.wasm'), `requests: ${requests.join(' ')}`);
    }
    if (puzzle === 'zebra') {
      // Elements without `play`: the module of the answer and explanation alone, not the app's.
      assert.ok(requests.includes('/puzzlebox-zebra-view_bg.wasm'), `requests: ${requests.join(' ')}`);
      assert.ok(!requests.includes('/puzzlebox-zebra_bg.wasm'), `requests: ${requests.join(' ')}`);
    }
    assert.deepEqual(page.problems, []);
  });
}

test('the app loads a tool only when its tab opens', async () => {
  const { page, requests } = await logged(`${server.url}?puzzle=pocket`);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  // The service worker stores every file for offline use: only the page's own requests count
  // here (those of the pocket tool and the shell), which the resource timing lists.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  // The pocket tool comes with app.js (the tool a bare link opens); its solver is its own file.
  assert.ok(loaded.some((p) => p.endsWith('/puzzlebox-pocket_bg.wasm')), `the pocket solver: ${loaded.join(' ')}`);
  assert.deepEqual(others(loaded, 'pocket'), [], `before its tab opens: ${loaded.join(' ')}`);

  await page.click('[data-testid="tab-zebra"]');
  await page.waitForSelector('#tool-zebra[data-ready="true"]');
  const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(after.includes('/zebra/zebra.js') && after.includes('/zebra/zebra.css'), `once it opens: ${after.join(' ')}`);
  assert.deepEqual(after.filter((p) => p.includes('insanity')), [], 'still no Insanity file');
  assert.ok(requests.length > 0);
  assert.deepEqual(page.problems, []);
});

/** The solver workers' scripts (they load in the workers, not from the page's module tree). */
function workerModules() {
  return fs.readdirSync(dist).filter((f) => f.endsWith('-worker.js'));
}

test('every module a tool or element loads was asked for up front (no import waterfall)', async () => {
  // Each module of the tree has a preload link by the time the tree is imported, so none
  // waits for its importer to arrive first; a module missing from the build's list would
  // show up here. (The page's timeline also lists the solver worker's files.)
  const inWorker = workerModules();
  for (const [url, ready] of [
    [`${server.url}?puzzle=pocket`, '#tool-pocket[data-ready="true"]'],
    [`${server.url}?puzzle=insanity`, '#tool-insanity[data-ready="true"]'],
    [`${server.url}?puzzle=zebra`, '#tool-zebra[data-ready="true"]'],
    [`${server.url}test/host.html`, '#zebra[data-state="ready"]'],
  ]) {
    const page = await openPage(browser, url);
    await page.waitForSelector(ready, { timeout: 30000 });
    const { modules, preloaded, entry } = await page.evaluate(() => ({
      modules: performance.getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && ['script', 'other', 'link'].includes(e.initiatorType))
        .map((e) => e.name),
      preloaded: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.href),
      entry: [...document.querySelectorAll('script[type="module"]')].map((s) => s.src),
    }));
    const late = modules.filter((m) => !preloaded.includes(m) && !entry.includes(m)
      && !inWorker.some((w) => m.endsWith(`/${w}`)));
    // The app's pocket tool is in app.js, which imports only shared chunks: fewer links there.
    assert.ok(preloaded.length >= (url.includes('puzzle=pocket') ? 2 : 4), `${url}: preload links ${preloaded.join(' ')}`);
    assert.deepEqual(late, [], `${url}: modules without a preload link`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
