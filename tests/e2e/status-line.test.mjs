// The header's status line speaks for the open tool only: a message one tool gives stays
// with that tool when another tab is opened, and comes back with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const status = (page) => page.textContent(sel('status'));

test('each tool has its own status; the header shows the open one', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent === 'Ready.');
  await page.click(sel('tab-insanity'));
  assert.doesNotMatch(await status(page), /A new puzzle/);
  await page.click(sel('insanity-new'));
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.startsWith('A new puzzle of 4 cubes'));
  const insanity = await status(page);

  await page.click(sel('tab-pocket'));
  assert.equal(await status(page), 'Ready.', 'the pocket tab shows its own status');
  await page.click(sel('tab-zebra'));
  assert.equal(await status(page), 'Ready.', 'so does the zebra tab');
  await page.click(sel('tab-insanity'));
  assert.equal(await status(page), insanity, 'Instant Insanity’s message comes back with its tab');

  assert.deepEqual(page.problems, []);
});
