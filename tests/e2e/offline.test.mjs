// The app keeps working with the network gone once it has been opened: a service worker
// (www/sw.js) stores every file of the build, so tools can start fresh solver workers (the
// zebra tool's Stop ends one) and the page can even be reloaded offline. Any request that
// fails is recorded by the harness, so each test also checks that none did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, appReady, root, dist } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY';
const HARD = fs.readFileSync(path.join(root, 'benches/data/zebra-16x16-2.txt'), 'utf8');
const sel = (id) => `[data-testid="${id}"]`;

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

/** Opens the app and waits until the service worker has stored the build and took over. */
async function openOnline(query = '') {
  const page = await openPage(browser, server.url + query);
  await appReady(page);
  const controlled = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller
      || new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }))).then(() => true),
    new Promise((r) => setTimeout(() => r(false), 15000)),
  ]));
  assert.ok(controlled, 'a service worker controls the page within 15 s');
  return page;
}

function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
    : [`${prefix}${e.name}`]));
}

test('the service worker stores exactly the files of the build', () => {
  // The list is written into the built sw.js by scripts/preload.mjs.
  const source = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = JSON.parse(source.match(/const FILES = (\[[^\]]*\])/)[1]);
  assert.deepEqual(list.filter((f) => f !== './').sort(), filesUnder(dist).sort());
});

test('offline after loading: all three tools solve, and a stopped zebra solve restarts', async () => {
  // Only the open tool loads with the page: the others come from the stored copy.
  const page = await openOnline();
  await page.context().setOffline(true);

  // Pocket cube: type a scramble, solve, play to the end.
  const scrambled = applyMoves(SOLVED, "R U F' R2 U'");
  await page.fill(sel('facelets'), scrambled);
  await page.click(sel('solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '');
  await page.click(sel('to-end'));
  assert.ok(isSolved(await page.getAttribute(sel('cube3d'), 'data-facelets')));

  // Instant Insanity: a new puzzle has exactly one solution.
  await page.click(sel('tab-insanity'));
  const old = await page.inputValue(sel('insanity-text'));
  await page.click(sel('insanity-new'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="insanity-text"]').value !== t, old);
  await page.click(sel('insanity-solve'));
  await page.waitForFunction(() => /^1 solution/.test(document.querySelector('[data-testid="insanity-summary"]').textContent.trim()));

  // Zebra: stop a long solve (its worker ends), then solve Einstein in the fresh worker.
  await page.click(sel('tab-zebra'));
  const einstein = await page.inputValue(sel('zebra-text'));
  await page.fill(sel('zebra-text'), HARD);
  await page.waitForSelector(`${sel('zebra-stop')}:visible`, { timeout: 20000 });
  await page.click(sel('zebra-stop'));
  await page.fill(sel('zebra-text'), einstein);
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await page.click(sel('zebra-solve'));
  assert.ok(await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.length === 25 && tds.every((td) => td.dataset.value)),
    'every cell of Einstein\'s grid is placed');
  assert.equal(await page.getAttribute(sel('zebra-tool'), 'data-stops'), '1');

  assert.deepEqual(page.problems, []);
});

test('offline, the page reloads from the stored copy and solves', async () => {
  const page = await openOnline('?puzzle=zebra');
  await page.context().setOffline(true);
  await page.reload();
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await page.click(sel('tab-pocket'));
  await page.fill(sel('facelets'), applyMoves(SOLVED, "F R' U2"));
  await page.click(sel('solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '');
  assert.deepEqual(page.problems, []);
});

test('offline, embed.html still shows its tool from the stored copy', async () => {
  const page = await openOnline();
  await page.context().setOffline(true);
  const scrambled = applyMoves(SOLVED, "R U2 F'");
  await page.goto(`${server.url}embed.html?puzzle=pocket&facelets=${scrambled}`);
  await page.waitForSelector('pocket-cube[data-state="ready"]', { timeout: 20000 });
  const solution = await page.$eval('pocket-cube', (e) => e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim());
  assert.ok(isSolved(applyMoves(scrambled, solution)), `${solution} solves ${scrambled}`);
  assert.deepEqual(page.problems, []);
});
