// End-to-end tests of how "Solve it yourself" is laid out: the grid as the staircase of a
// printed logic grid (each block where the names of its rows and columns meet, every pair of
// attributes once) so that a 10×10 page is a few screens tall, not dozens; the clue list
// beside the grid on a wide screen and one tap away on a phone; and a hint's sentence, its
// clues (highlighted in that list) and its cells on screen together, at 1280×800 and 390×844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openZebra, screenshot, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TOUCH = { hasTouch: true, isMobile: true };
const BIG = fs.readFileSync(path.join(root, 'benches', 'data', 'zebra-gen-10x10-0.txt'), 'utf8');
const link = (text) => `&text=${Buffer.from(text).toString('base64url')}`;

/** Play mode on `query` (Einstein without one), once its grid is drawn and its marks read. */
const playPage = (query, viewport, context = {}) =>
  openZebra(browser, server, `${query}&play=1`, `${sel('zebra-play')}[data-settled="true"]`, { viewport, context });

const pageHeight = (page) => page.evaluate(() => document.scrollingElement.scrollHeight);

/**
 * Whether `selector`'s element is seen on screen: its middle inside the viewport and not
 * covered there (the topmost element at that point is it or inside it), so a cell scrolled
 * out of its grid's box, or under the names that stay put, does not count.
 */
const onScreen = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  if (!r.width || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const top = document.elementFromPoint(x, y);
  return top === e || e.contains(top);
});

/** Presses Hint (a tap on a phone) and waits for the hint at `level`. */
async function hint(page, level, tap = false) {
  if (tap) await page.tap(sel('zebra-play-hint'));
  else await page.click(sel('zebra-play-hint'));
  await page.waitForSelector(`${sel('zebra-play-hint-text')}[data-level="${level}"]`);
}

/** The clue lines a level-1 hint quotes ("Look at line 3 (…) and line 7 (…)"). */
async function quoted(page) {
  const text = await page.textContent(sel('zebra-play-hint-text'));
  return [...new Set([...text.matchAll(/\bline (\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/** Asserts that the hint's words, each clue it cites (highlighted) and its first cell are seen together. */
async function assertHintSeen(page, what) {
  assert.ok(await onScreen(page, sel('zebra-play-hint-text')), `${what}: the hint's words are on screen`);
  const cited = await page.$$eval(`${sel('zebra-play-clues')} li.cited`,
    (lis) => lis.map((li) => Number(li.dataset.line)));
  assert.ok(cited.length > 0, `${what}: a clue is highlighted in the list`);
  for (const line of cited) {
    const li = `${sel('zebra-play-clues')} li[data-line="${line}"]`;
    assert.ok(await onScreen(page, li), `${what}: clue ${line} is on screen`);
  }
  const cell = `${sel('zebra-play-grid')} td.hinted`;
  assert.ok(await onScreen(page, cell), `${what}: the first cell concerned is on screen`);
  return cited;
}

test('the play grid is a staircase: each block where its rows\' and columns\' names meet', async () => {
  const page = await playPage('', DESKTOP);
  const found = await page.evaluate(() => {
    const grid = document.querySelector('[data-testid="zebra-play-grid"]');
    grid.scrollTo(0, 0);
    const tables = [...grid.querySelectorAll('table')];
    const rects = tables.map((t) => t.getBoundingClientRect());
    const overlaps = rects.some((a, i) => rects.some((b, j) => j > i
      && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
    // The names as drawn: the one beside a cell's row and the one over its column.
    const labels = (scope) => [...grid.querySelectorAll(`${scope} .stair-value`)]
      .map((e) => ({ text: e.textContent, r: e.getBoundingClientRect() }));
    const rowNames = labels('.stair-rows');
    const colNames = labels('.stair-cols');
    const misnamed = [];
    for (const td of grid.querySelectorAll('td[data-key]')) {
      const r = td.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const row = rowNames.filter((l) => l.r.top <= y && y < l.r.bottom).map((l) => l.text);
      const col = colNames.filter((l) => l.r.left <= x && x < l.r.right).map((l) => l.text);
      // The cell's accessible name says what it is: "Brit is red" or "Brit in 3".
      const [, first, second] = td.getAttribute('aria-label').match(/^(.*?) (?:is|in) (.*): /);
      if (row.length !== 1 || col.length !== 1 || row[0] !== first || col[0] !== second) {
        misnamed.push(`${td.getAttribute('aria-label')} drawn at row ${row} and column ${col}`);
      }
    }
    const cells = grid.querySelectorAll('td[data-key]').length;
    return { tables: tables.map((t) => t.dataset.testid), overlaps, misnamed, cells };
  });
  // Five attributes of five values: the position block and the ten pairs, 25 cells each.
  assert.equal(found.tables.length, 11);
  assert.equal(new Set(found.tables).size, 11, 'every block once');
  assert.equal(found.cells, 25 * 5 + 25 * 10);
  assert.equal(found.overlaps, false, 'no block is drawn over another');
  assert.deepEqual(found.misnamed, [], 'each cell sits in the row and column named for its values');
  assert.deepEqual(page.problems, []);
});

test('a play page is a few screens tall: 10×10 at 1280×800 and 5×5 on a phone', async () => {
  const big = await playPage(link(BIG), DESKTOP);
  const bigHeight = await pageHeight(big);
  // The editor above it is a screen or so; the grid scrolls in a box of its own.
  assert.ok(bigHeight <= 3 * DESKTOP.height, `10×10 at 1280×800: ${bigHeight} px, at most 3 screens`);
  const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth);
  assert.equal(await wide(big), DESKTOP.width, 'nothing sticks out sideways');
  const small = await playPage('', PHONE, TOUCH);
  const smallHeight = await pageHeight(small);
  assert.ok(smallHeight <= 3 * PHONE.height, `5×5 at 390×844: ${smallHeight} px, at most 3 screens`);
  assert.equal(await wide(small), PHONE.width, 'nothing sticks out sideways');
  assert.deepEqual([...big.problems, ...small.problems], []);
});

test('at 1280×800 the clues are listed beside the grid, numbered as in the editor; a hint is seen whole', async () => {
  const page = await playPage(link(BIG), DESKTOP);
  const side = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="zebra-play-clue-box"]').getBoundingClientRect();
    const grid = document.querySelector('[data-testid="zebra-play-grid"]').getBoundingClientRect();
    return { beside: box.left >= grid.right, width: box.width };
  });
  assert.ok(side.beside && side.width > 150, 'the list is beside the grid');
  const lines = BIG.split('\n');
  const items = await page.$$eval(`${sel('zebra-play-clues')} li`, (lis) => lis.map((li) =>
    ({ line: Number(li.dataset.line), no: li.querySelector('.line-no').textContent, text: li.lastChild.textContent })));
  assert.ok(items.length > 30);
  for (const { line, no, text } of items) {
    assert.equal(no, String(line));
    assert.equal(text, lines[line - 1].trim(), `clue ${line} is the editor's line ${line}`);
  }
  await hint(page, 1);
  const cited = await assertHintSeen(page, 'where to look');
  assert.deepEqual(cited, await quoted(page), 'the clues highlighted are those the hint names');
  await hint(page, 2);
  assert.match(await page.textContent(sel('zebra-play-hint-text')), /Press Hint again to mark/);
  await assertHintSeen(page, 'what follows');
  await screenshot(page, 'zebra-play-layout-desktop');
  assert.deepEqual(page.problems, []);
});

test('on a phone the clues are one tap away, the grid keeps its place, and a hint is seen whole', async () => {
  const page = await playPage(link(BIG), PHONE, TOUCH);
  const toggle = sel('zebra-play-clues-toggle');
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false');
  assert.ok(await page.isHidden(sel('zebra-play-clue-box')), 'the list waits for the tap');
  // Opening the list moves neither the grid on the page nor the grid inside its box.
  await page.locator(sel('zebra-play-grid')).scrollIntoViewIfNeeded();
  await page.$eval(sel('zebra-play-grid'), (g) => g.scrollTo(120, 200));
  const place = () => page.$eval(sel('zebra-play-grid'),
    (g) => ({ top: g.getBoundingClientRect().top, x: g.scrollLeft, y: g.scrollTop }));
  const before = await place();
  await page.tap(toggle);
  await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
  assert.ok(await onScreen(page, `${sel('zebra-play-clues')} li`), 'the list is on screen');
  const after = await place();
  assert.ok(Math.abs(after.top - before.top) < 2, `the grid stays in its place (${before.top} → ${after.top})`);
  assert.deepEqual([after.x, after.y], [before.x, before.y], 'and inside its box');
  await page.tap(toggle);
  await page.waitForSelector(sel('zebra-play-clue-box'), { state: 'hidden' });

  await hint(page, 1, true);
  assert.ok(await onScreen(page, toggle), 'the list is one tap away');
  await page.tap(toggle);
  await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
  const cited = await assertHintSeen(page, 'where to look, on a phone');
  assert.deepEqual(cited, await quoted(page));
  await hint(page, 2, true);
  await assertHintSeen(page, 'what follows, on a phone');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
  await screenshot(page, 'zebra-play-layout-phone');
  assert.deepEqual(page.problems, []);
});

test('the solution grid keeps its scroll when the whole explanation arrives after the first steps', async () => {
  // A 10×10 whose first steps come seconds before the rest: the grid is scrolled in between.
  const text = fs.readFileSync(path.join(root, 'benches', 'data', 'zebra-10x10-0.txt'), 'utf8');
  const page = await openZebra(browser, server, link(text), sel('zebra-tool'), { viewport: PHONE, context: TOUCH });
  const counter = sel('zebra-step-counter');
  await page.waitForFunction((s) => /…$/.test(document.querySelector(s)?.textContent ?? ''), counter);
  // A reader who has stepped on: the explanation's arrival keeps them at their step.
  // Next shows the first step of the solver's walk (not always step 1).
  await page.tap(sel('zebra-next'));
  await page.waitForFunction((s) => /^Step [1-9]\d* /.test(document.querySelector(s).textContent), counter);
  const scrolled = await page.evaluate((s) => {
    const wrap = document.querySelector('.zebra-grid-wrap');
    wrap.scrollTo(wrap.scrollWidth, 40);
    // Only while the explanation is still coming: what is checked is what its arrival does.
    return { partial: /…$/.test(document.querySelector(s).textContent), x: wrap.scrollLeft, y: wrap.scrollTop };
  }, counter);
  assert.ok(scrolled.partial, 'scrolled before the whole explanation arrived');
  assert.ok(scrolled.x > 100, `the grid scrolls sideways on a phone (${scrolled.x})`);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  await page.waitForFunction((s) => !/…$/.test(document.querySelector(s).textContent), counter);
  const kept = await page.$eval('.zebra-grid-wrap', (wrap) => ({ x: wrap.scrollLeft, y: wrap.scrollTop }));
  assert.deepEqual(kept, { x: scrolled.x, y: scrolled.y });
  assert.deepEqual(page.problems, []);
});
