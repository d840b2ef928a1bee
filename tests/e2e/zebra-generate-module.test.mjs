// The zebra generator is a WebAssembly module of its own (wasm/zebra-generate): the app's
// `zebra` module, which every zebra tab and `<zebra-puzzle play>` downloads, leaves it out,
// and New puzzle starts it on its own worker. The service worker stores every file of the
// build for offline use, so only the page's and its workers' requests count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, appReady, dist } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const GENERATOR = 'zebra-generate';

/** The names module `name`'s built WebAssembly exports. */
async function exportsOf(name) {
  const bytes = fs.readFileSync(path.join(dist, `puzzlebox-${name}_bg.wasm`));
  return WebAssembly.Module.exports(await WebAssembly.compile(bytes)).map((e) => e.name);
}

test('the generator is in its own module, not in the zebra modules', async () => {
  for (const name of ['zebra', 'zebra-view']) {
    const names = await exportsOf(name);
    assert.ok(names.includes('zebra_solve'), `${name}: ${names.join(' ')}`);
    assert.deepEqual(names.filter((n) => n.startsWith('zebra_generate')), [], name);
  }
  const names = await exportsOf(GENERATOR);
  for (const fn of ['zebra_generate', 'zebra_generate_reporting']) assert.ok(names.includes(fn), names.join(' '));
  assert.ok(!names.includes('zebra_solve'), names.join(' '));
});

test('the app\'s zebra tab loads the generator module on New puzzle, and only then', async () => {
  const page = await openPage(browser, null);
  const requests = [];
  page.context().on('request', (r) => { if (!r.serviceWorker()) requests.push(new URL(r.url()).pathname); });
  await page.goto(`${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await page.waitForLoadState('networkidle');
  assert.ok(requests.includes('/puzzlebox-zebra_bg.wasm'), requests.join(' '));
  assert.deepEqual(requests.filter((p) => p.includes(GENERATOR)), []);

  await page.selectOption(sel('zebra-size-positions'), '4');
  await page.selectOption(sel('zebra-size-attributes'), '3');
  await page.click(sel('zebra-new'));
  await page.waitForFunction(() => /positions: 4/.test(document.querySelector('[data-testid="zebra-text"]').value));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  assert.ok(requests.includes(`/puzzlebox-${GENERATOR}_bg.wasm`), requests.join(' '));
  // A page calling the solvers by name (rpc.js) reaches the generator by its function's name.
  const r = await page.evaluate(async (base) => (await import(`${base}rpc.js`)).call('zebra_generate', 3, 3, 7), server.url);
  assert.equal(r.ok, true);
  assert.match(r.text, /positions: 3/);
  assert.deepEqual(page.problems, []);
});
