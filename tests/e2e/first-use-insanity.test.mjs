// First use of the Instant Insanity page: what a newcomer needs to read it without help. An
// impossible puzzle says why in words (and the graph highlights what the words rest on), the
// graph's legend says what its circled numbers are and none of them cover each other, face
// markers cannot be taken for colours, the counts are explained in view, and New puzzle
// promises nothing the page does not do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

async function openTool(path = '?puzzle=insanity') {
  const page = await openPage(browser, `${server.url}${path}`);
  await appReady(page);
  return page;
}

// No stack, and no few-colours shortcut: a colour count shows it (R and W cannot show often
// enough on cubes 1–4).
const COUNTED = 'G R Y B G G;Y Y G Y B Y;B G B R B W;G G G G G B';

async function solveText(page, text) {
  await page.fill('[data-testid="insanity-text"]', text.split(';').join('\n'));
  const n = text.split(';').length;
  await page.waitForFunction((k) => document.querySelectorAll('.ii-net').length === k, n);
  const before = Number(await page.getAttribute('[data-testid="insanity-tool"]', 'data-answers') ?? 0);
  await page.click('[data-testid="insanity-solve"]');
  await page.waitForFunction((b) => Number(document.querySelector('[data-testid="insanity-tool"]').dataset.answers ?? 0) > b, before);
}

test('an impossible puzzle says why, as a count a person can check, and the graph highlights it', async () => {
  const page = await openTool();
  await solveText(page, COUNTED);
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'done');
  const why = await page.textContent('[data-testid="insanity-reason"]');
  assert.match(why, /Cubes 1, 2, 3 and 4 cannot be stacked together/);
  assert.match(why, /show 16 faces/);
  assert.match(why, /R 2 \(cube 1: 1, cube 3: 1\)/);
  assert.match(why, /W 1 \(cube 3: 1\)/);
  assert.match(why, /fills 15 faces, fewer than 16/);
  // The short colours are ringed and their pairs stand out; the other pairs of the cubes fade.
  const short = await page.$$eval('[data-testid="insanity-graph"] .ii-vertex.short', (els) => els.map((e) => e.dataset.colour).sort());
  assert.deepEqual(short, ['R', 'W']);
  const reasonCubes = await page.$$eval('[data-testid="insanity-graph"] .ii-edge.reason', (els) => els.map((e) => Number(e.dataset.cube)));
  // Every pair holding R or W: cube 1's G–R? no: cube 1 is G R | Y B | G G, so its R pair.
  assert.deepEqual([...new Set(reasonCubes)].sort(), [0, 2]);
  assert.ok(await page.$('[data-testid="insanity-graph"] .ii-edge.blocked.faint'));
  assert.match(await page.textContent('[data-testid="insanity-legend"]'), /the reason above rests on/);
  assert.deepEqual(page.problems, []);
});

test('the graph legend says the circled numbers are cubes, and no two of them overlap', async () => {
  const page = await openTool();
  for (const text of [
    'R B G Y B Y;R G G Y B B;Y B R G Y R;Y G B R R R',
    'A B C D E F;B C D E F A;C D E F A B;D E F A B C;E F A B C D;F A B C D E',
    'R R G G B B;R G R G Y Y;G B G B R R;B R B R G G;Y Y R R G G',
  ]) {
    await solveText(page, text);
    await page.waitForSelector('[data-testid="insanity-graph"]');
    assert.match(await page.textContent('[data-testid="insanity-legend"]'), /circled number on a line is the cube/);
    const circles = await page.$$eval('[data-testid="insanity-graph"] .ii-edge-label circle',
      (els) => els.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(c.getAttribute('r'))]));
    assert.equal(circles.length, 3 * text.split(';').length);
    const overlaps = [];
    circles.forEach(([x, y, r], i) => circles.slice(i + 1).forEach(([u, v, s], j) => {
      if (Math.hypot(x - u, y - v) < r + s) overlaps.push([i, i + 1 + j]);
    }));
    assert.deepEqual(overlaps, [], `labels overlap in ${text}`);
  }
  assert.deepEqual(page.problems, []);
});

test('face markers on the nets are words, never a colour letter', async () => {
  const page = await openTool();
  const tokens = await page.$$eval('.ii-swatch', (els) => els.map((e) => e.textContent));
  const markers = await page.$$eval('[data-testid="face-0-R"] .ii-face-name, [data-testid="face-0-B"] .ii-face-name, .ii-face-name',
    (els) => els.map((e) => e.textContent));
  assert.ok(markers.length >= 24);
  for (const m of markers) assert.ok(!tokens.includes(m), `marker ${m} reads like a colour`);
  assert.equal(await page.textContent('[data-testid="face-0-R"] .ii-face-name'), 'right');
  assert.equal(await page.textContent('[data-testid="face-0-B"] .ii-face-name'), 'back');
});

test('"1 solution (8 stacks)" is explained in view; New puzzle promises only what the page does', async () => {
  const page = await openTool();
  await page.waitForFunction(() => /1 solution \(8 stacks\)/.test(document.querySelector('[data-testid="insanity-summary"]').textContent));
  await page.locator('[data-testid="insanity-summary"]').scrollIntoViewIfNeeded();
  const hint = page.locator('[data-testid="insanity-counts-hint"]');
  assert.ok(await hint.isVisible());
  assert.match(await hint.textContent(), /up to 8 stacks that are one solution/);
  // The hint sits right under the count, inside the window with it.
  const [box, summary] = [await hint.boundingBox(), await page.locator('[data-testid="insanity-summary"]').boundingBox()];
  const height = page.viewportSize().height;
  assert.ok(box.y >= 0 && box.y + box.height <= height && summary.y >= 0, JSON.stringify({ box, summary, height }));

  const status = page.locator('[data-testid="status"]');
  await page.click('[data-testid="insanity-new"]');
  await page.waitForFunction(() => /exactly one solution/.test(document.querySelector('[data-testid="status"]').textContent));
  const said = await status.textContent();
  assert.doesNotMatch(said, /Try it/);
  assert.match(said, /press Solve to see it stacked/);
  assert.deepEqual(page.problems, []);
});
