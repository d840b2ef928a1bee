// A grid without order (no `positions:` line) in the page: the solution grid has the key's
// values as its column heads and no key row, the explanation names rows by key value, and
// play mode is a printed logic grid whose marks link values to the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openZebra, screenshot } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const textParam = (text) => `&text=${Buffer.from(text).toString('base64url')}`;

// One matching: Amy beer eel, Bob milk dog, Cid tea cat; no word of order.
const MATCHING = 'name: Amy, Bob, Cid\npet: cat, dog, eel\ndrink: tea, milk, beer\n\n'
  + 'Amy is not cat\nAmy is not dog\nBob is milk\ndog is not tea\nCid is not beer\n';

test('the solution grid has the key values as column heads, and steps name rows by key value', async () => {
  const page = await openZebra(browser, server, textParam(MATCHING), `${sel('zebra-tool')}[data-checked="true"]`);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await page.waitForFunction(() => {
    const m = document.querySelector('[data-testid="zebra-step-counter"]')?.textContent.match(/^Step (\d+) \/ (\d+)$/);
    return m && m[1] === m[2];
  });
  const heads = await page.$$eval(`${sel('zebra-grid')} th.position`, (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(heads, ['Amy', 'Bob', 'Cid']);
  assert.equal(await page.textContent(`${sel('zebra-grid')} th.corner`), 'name');
  assert.ok(await page.isHidden(sel('zebra-grid-key-row')), 'no row repeats the heads');
  const row = (attribute) => page.$$eval(`${sel('zebra-grid')} td[data-attribute="${attribute}"]`,
    (tds) => tds.map((td) => td.dataset.value));
  assert.deepEqual(await row('pet'), ['eel', 'dog', 'cat']);
  assert.deepEqual(await row('drink'), ['beer', 'milk', 'tea']);
  const last = await page.textContent(sel('zebra-step-text'));
  assert.doesNotMatch(last, / in \d|position/, last);
  await screenshot(page, 'zebra-unordered');
  assert.deepEqual(page.problems, []);
});

test('play mode: the key heads the columns, has no rows, and a mark there links a value to the key', async () => {
  const page = await openZebra(browser, server, `&play=1${textParam(MATCHING)}`,
    `${sel('zebra-play')}[data-settled="true"]`);
  const rows = await page.$$eval('.stair-rows .stair-rowgroup .stair-attr', (els) => els.map((e) => e.textContent));
  assert.deepEqual(rows, ['pet', 'drink']);
  const cols = await page.$$eval('.stair-col.positions .stair-value', (els) => els.map((e) => e.textContent));
  assert.deepEqual(cols, ['Amy', 'Bob', 'Cid']);
  // No cell for the key's own rows, nor for its pair blocks.
  assert.equal(await page.$$eval('td[data-key^="0."]', (tds) => tds.length), 0);
  // eel (pet 2) in Amy's column: a ✓ is the mark "eel is Amy", and it greys out eel's other columns.
  const before = Number(await page.getAttribute(sel('zebra-play'), 'data-version'));
  await page.click(sel('mark-1.2@0'));
  await page.waitForFunction((v) => {
    const play = document.querySelector('[data-testid="zebra-play"]');
    return Number(play.dataset.version) > v && play.dataset.settled === 'true';
  }, before);
  assert.equal(await page.getAttribute(sel('mark-1.2@0'), 'data-mark'), 'yes');
  await page.waitForSelector(`${sel('mark-1.2@1')}[data-mark="follows-no"]`);
  assert.equal(await page.getAttribute(sel('mark-1.0@0'), 'data-mark'), 'follows-no');
  assert.match(await page.getAttribute(sel('mark-1.2@0'), 'aria-label'), /^eel is Amy/);
  await screenshot(page, 'zebra-unordered-play');
  assert.deepEqual(page.problems, []);
});
