// The English reader is a WebAssembly module of its own (wasm/zebra-english): a page whose
// puzzles are in the clue language never starts it, and a puzzle written in English still
// reads, in the app and in an element, the reader started for it. The service worker stores
// every file of the build for offline use, so only the page's and its workers' requests count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, appReady, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const READER = 'zebra-english';
const ENGLISH = fs.readFileSync(path.join(root, 'tests/fixtures/english/einstein.txt'), 'utf8');

/** A page that logs every request of its context but the service worker's own. */
async function logged(url) {
  const page = await openPage(browser, null);
  const requests = [];
  page.context().on('request', (r) => { if (!r.serviceWorker()) requests.push(new URL(r.url()).pathname); });
  await page.goto(url);
  return { page, requests };
}

/** The English module's files the page asked for and its workers running: none is the point. */
const reader = (page, requests) => [
  ...requests.filter((p) => p.includes(READER)),
  ...page.workers().map((w) => w.url()).filter((u) => u.includes(READER)),
];

test('the app and the tutorial, their puzzles in the clue language, load the English module only for a text in English', async () => {
  const app = await logged(`${server.url}?puzzle=zebra`);
  await appReady(app.page);
  await app.page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  await app.page.click(sel('zebra-solve'));
  await app.page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await app.page.waitForLoadState('networkidle');
  assert.ok(app.requests.includes('/puzzlebox-zebra_bg.wasm'), app.requests.join(' '));
  assert.deepEqual(reader(app.page, app.requests), []);
  // The same page given a puzzle in English starts the reader, and the puzzle solves.
  await app.page.fill(sel('zebra-text'), ENGLISH);
  await app.page.waitForFunction(() => document.querySelector('[data-testid="zebra-tool"]').dataset.checked === 'true'
    && document.querySelectorAll('[data-testid="zebra-reading"]').length === 15, null, { timeout: 30000 });
  await app.page.click(sel('zebra-solve'));
  await app.page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  assert.ok(app.requests.includes(`/puzzlebox-${READER}_bg.wasm`), app.requests.join(' '));
  assert.deepEqual(app.page.problems, []);

  const tutorial = await logged(`${server.url}tutorial.html`);
  for (const id of ['einstein', 'small', 'play']) {
    await tutorial.page.waitForSelector(`#${id}[data-state="ready"]`, { timeout: 30000 });
  }
  await tutorial.page.waitForLoadState('networkidle');
  assert.ok(tutorial.requests.includes('/puzzlebox-zebra-view_bg.wasm'), tutorial.requests.join(' '));
  assert.deepEqual(reader(tutorial.page, tutorial.requests), []);
  assert.deepEqual(tutorial.page.problems, []);
});

test('a <zebra-puzzle> written in English starts the English module and solves', async () => {
  const text = Buffer.from(ENGLISH).toString('base64url');
  const { page, requests } = await logged(`${server.url}embed.html?puzzle=zebra&text=${text}`);
  await page.waitForSelector('zebra-puzzle[data-state="ready"]', { timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('zebra-puzzle').shadowRoot
    .querySelector('[data-testid="zebra-status"]')?.dataset.status === 'unique', null, { timeout: 30000 });
  assert.ok(requests.includes(`/puzzlebox-${READER}_bg.wasm`), requests.join(' '));
  // Its explanation quotes the clues as printed, in English.
  await page.waitForFunction(() => document.querySelector('zebra-puzzle').shadowRoot.textContent
    .includes('The Brit lives in the red house'), null, { timeout: 30000 });
  assert.deepEqual(page.problems, []);
});
