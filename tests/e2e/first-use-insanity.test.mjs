// First use of the Instant Insanity page: what a newcomer needs to read it without help. An
// impossible puzzle says why in words (and the graph highlights what the words rest on), the
// graph's legend says what its circled numbers are and none of them cover each other, face
// markers cannot be taken for colours, the counts are explained in view, New puzzle
// promises nothing the page does not do and moves nothing, the 3D column drags without
// selecting text, and a typing mistake reads as a plain sentence.
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
  assert.equal(why, 'Cubes 1, 2, 3 and 4 cannot be stacked together: the 4 sides need 16 faces (4 per cube) with no '
    + 'colour twice on a side, but the 5 colours can fill at most 15: W can show at most once, R at most twice, and '
    + 'every other colour at most 4 times.');
  // The count colour by colour is there on request.
  await page.click('[data-testid="insanity-reason-detail"] summary');
  const detail = await page.textContent('[data-testid="insanity-reason-detail-text"]');
  assert.match(detail, /show 16 faces/);
  assert.match(detail, /R 2 \(cube 1: 1, cube 3: 1\)/);
  assert.match(detail, /W 1 \(cube 3: 1\)/);
  assert.match(detail, /fills 15 faces, fewer than 16/);
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

// As many colours as cubes, and W is on only three faces: each side needs one.
const RARE_W = 'R G B W R G;G B W R G B;B W R G B R;G B R G R B';
// Every way to turn front and back without a repeat uses cube 1's G–B pair.
const SHARED = 'R R B B G B;R B B R Y Y;G G B Y G Y;G R R B Y R';

test('an impossible puzzle leads with one plain sentence; the whole argument opens on request', async () => {
  const page = await openTool();
  await solveText(page, RARE_W);
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'done');
  const lead = await page.textContent('[data-testid="insanity-reason"]');
  assert.equal(lead, 'Cubes 1, 2, 3 and 4 cannot be stacked together: each of the 4 sides shows all 4 colours once, '
    + 'so it needs one W face, but W is on only 3 faces of these cubes (one each on cubes 1, 2 and 3).');
  // The detail is folded away until asked for, and then it is the whole count.
  const detail = page.locator('[data-testid="insanity-reason-detail"]');
  const detailText = page.locator('[data-testid="insanity-reason-detail-text"]');
  assert.equal(await detail.evaluate((d) => d.open), false);
  assert.equal(await detailText.isVisible(), false);
  const shown = await page.locator('[data-testid="insanity-obstacle"]').innerText();
  assert.doesNotMatch(shown, /richest|opposite pairs with the most/);
  await page.click('[data-testid="insanity-reason-detail"] summary');
  await detailText.waitFor({ state: 'visible' });
  assert.match(await detailText.textContent(),
    /So at most: W 3 \(cube 1: 1, cube 2: 1, cube 3: 1\); R, G and B 4 each\. That fills 15 faces, fewer than 16\./);
  // One font size for the lead, the note after it, the disclosure and the detail.
  const sizes = await page.$$eval('[data-testid="insanity-obstacle"], [data-testid="insanity-obstacle"] *',
    (els) => [...new Set(els.filter((e) => e.textContent.trim()).map((e) => getComputedStyle(e).fontSize))]);
  assert.equal(sizes.length, 1, `font sizes: ${sizes}`);

  // A pair every front–back choice needs: said in words, and that pair alone highlighted.
  await solveText(page, SHARED);
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'done');
  assert.equal(await page.textContent('[data-testid="insanity-reason"]'),
    'Cubes 1, 2, 3 and 4 cannot be stacked together: '
    + 'every way to choose which opposite pair of each cube faces front and back (with no colour twice on either side) '
    + 'uses cube 1\'s G–B pair, so none is left for left and right, which would need that pair too.');
  assert.equal(await detail.evaluate((d) => d.open), false);
  const edges = await page.$$eval('[data-testid="insanity-graph"] .ii-edge.reason',
    (els) => els.map((e) => e.dataset.cube));
  assert.deepEqual(edges, ['0']);
  await detail.locator('summary').click();
  assert.match(await detailText.textContent(),
    /only these 2 do that: \(1\) cube 1 G–B, .*Each uses cube 1's G–B pair/);
  assert.deepEqual(page.problems, []);
});

test('a mistake in the text reads as a sentence, without markdown backticks', async () => {
  const page = await openTool();
  await page.fill('[data-testid="insanity-text"]', 'R B G');
  const error = page.locator('[data-testid="insanity-error"]');
  await error.waitFor({ state: 'visible' });
  const said = await error.textContent();
  assert.match(said, /line 1: a cube needs 6 colours .* such as “1” or “Cube 1”/);
  assert.doesNotMatch(said, /`/);
  assert.deepEqual(page.problems, []);
});

test('dragging the 3D column turns it and selects no text', async () => {
  const page = await openTool();
  const scene = page.locator('[data-testid="column3d"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="column3d"]').dataset.stack !== '');
  await scene.scrollIntoViewIfNeeded();
  const box = await scene.boundingBox();
  const before = await page.$eval('.ii-column', (c) => c.style.transform);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Across the column and well past it, as a person drags to look around.
  await page.mouse.move(x + 120, y + 40, { steps: 8 });
  await page.mouse.move(x + 260, y + 90, { steps: 8 });
  await page.mouse.up();
  assert.notEqual(await page.$eval('.ii-column', (c) => c.style.transform), before);
  assert.equal(await page.evaluate(() => String(window.getSelection())), '');
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

test('"1 solution (8 stacks)" is explained in view', async () => {
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

  assert.deepEqual(page.problems, []);
});

test('New puzzle points at nothing that is not on screen, and its message moves nothing on a phone', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=insanity`, { viewport: { width: 390, height: 844 } });
  await appReady(page);
  const summary = page.locator('[data-testid="insanity-summary"]');
  await page.waitForFunction(() => /1 solution/.test(
    document.querySelector('[data-testid="insanity-summary"]').textContent));
  const newButton = page.locator('[data-testid="insanity-new"]');
  await newButton.scrollIntoViewIfNeeded();
  const where = () => page.$eval('[data-testid="net-0"]', (n) => n.getBoundingClientRect().top + window.scrollY);
  const [netTop, buttonTop] = [await where(), (await newButton.boundingBox()).y];
  const statusHeight = (await page.locator('[data-testid="status"]').boundingBox()).height;
  await newButton.click();
  // Wherever the message goes, it comes once the new nets are painted.
  await page.waitForFunction(() => ['insanity-summary', 'status']
    .some((id) => /exactly one solution/.test(document.querySelector(`[data-testid="${id}"]`).textContent)));
  // The header above the nets keeps its one line: the nets and the button stay under the finger.
  assert.equal((await page.locator('[data-testid="status"]').boundingBox()).height, statusHeight);
  assert.equal(await where(), netTop);
  assert.equal((await newButton.boundingBox()).y, buttonTop);
  const said = await summary.textContent();
  assert.match(said, /A new puzzle of 4 cubes with exactly one solution/);
  assert.match(said, /press Solve to see it stacked/);
  assert.doesNotMatch(said, /Try it/);
  // No graph is drawn before Solve, so the message asks no one to look at one.
  assert.equal(await page.locator('[data-testid="insanity-graph"]').count(), 0);
  assert.doesNotMatch(said, /(on|at|in) the graph/);
  assert.deepEqual(page.problems, []);
});
