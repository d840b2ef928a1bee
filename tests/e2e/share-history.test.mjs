// Browser tests of the shell every tool shares: Copy link and Copy embed code say "Copied"
// once the clipboard has the text (in each tool), and the browser's Back and Forward move
// between the app's tabs instead of leaving the app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Opens `puzzle`'s tab by a click and waits until its tool is mounted. */
async function openTab(page, puzzle) {
  await page.click(`[role="tab"][data-puzzle="${puzzle}"]`);
  await page.waitForSelector(`#tool-${puzzle}[data-ready="true"]`, { timeout: 30000 });
}

const selectedTab = (page) => page.$eval('[role="tab"][aria-selected="true"]', (t) => t.dataset.puzzle);

for (const puzzle of ['pocket', 'insanity', 'zebra']) {
  test(`${puzzle}: Copy link and Copy embed code say "Copied" once the clipboard has the text`, async () => {
    const page = await openPage(browser, server.url, { context: CLIPBOARD });
    await appReady(page);
    if (puzzle !== 'pocket') await openTab(page, puzzle);
    const tool = `#tool-${puzzle}`;
    const said = `${tool} [data-testid="copy-said"]`;
    assert.equal(await page.textContent(said), '', 'nothing said before a copy');

    await page.click(`${tool} [data-testid="copy-link"]`);
    await page.waitForFunction((sel) => document.querySelector(sel).textContent !== '', said);
    assert.equal(await page.textContent(said), 'Copied link.');
    const link = await page.inputValue(`${tool} [data-testid="share-text"]`);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    assert.equal(link, page.url());

    await page.click(`${tool} [data-testid="copy-embed"]`);
    await page.waitForFunction((sel) => /^Copied embed code\.$/.test(document.querySelector(sel).textContent), said,
      { timeout: 30000 });
    const code = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(code, await page.inputValue(`${tool} [data-testid="share-text"]`));
    assert.match(code, /<iframe /);
    assert.deepEqual(page.problems, []);
  });
}

test('the browser\'s Back and Forward move between the app\'s tabs', async () => {
  const page = await openPage(browser, null);
  await page.goto(`${server.url}test/blank.html`);
  await page.goto(server.url);
  await appReady(page);
  await openTab(page, 'insanity');
  await openTab(page, 'zebra');
  assert.equal(new URL(page.url()).searchParams.get('puzzle'), 'zebra');

  for (const [move, want] of [['goBack', 'insanity'], ['goBack', 'pocket'], ['goForward', 'insanity']]) {
    await page[move]();
    await page.waitForFunction(
      (p) => document.querySelector('[role="tab"][aria-selected="true"]').dataset.puzzle === p, want);
    assert.equal(await selectedTab(page), want);
    assert.equal(new URL(page.url()).searchParams.get('puzzle'), want);
    assert.equal(await page.isVisible(`#tool-${want}`), true, `${want}'s panel is shown`);
  }
  // Back from the first tab leaves the app, to the page before it.
  await page.goBack();
  await page.goBack();
  await page.waitForURL(/blank\.html$/);
  assert.deepEqual(page.problems, []);
});
