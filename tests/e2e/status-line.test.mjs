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
  await page.click(sel('tab-zebra'));
  assert.equal(await status(page), 'Ready.');
  // Solving says how that went, in the zebra tab's own status.
  await page.click(sel('zebra-solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent === 'Solved.');
  const zebra = await status(page);

  await page.click(sel('tab-pocket'));
  assert.equal(await status(page), 'Ready.', 'the pocket tab shows its own status');
  await page.click(sel('tab-insanity'));
  assert.equal(await status(page), 'Ready.', 'so does the insanity tab');
  await page.click(sel('tab-zebra'));
  assert.equal(await status(page), zebra, 'the zebra tool’s message comes back with its tab');

  assert.deepEqual(page.problems, []);
});
