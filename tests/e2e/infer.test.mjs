// End-to-end tests of painting only what is needed: unpainted stickers, inference, the
// counter, mistakes shown at once, Undo of an inference and `?` in a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { useBrowser, openPage, appReady, root } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours
const SCRAMBLE = "R U F' R2 U' F U2 R' F2 U";
const PALETTE = 'WYGBRO'; // colour-1 … colour-6
// The fixed corner DBL first (it sets the colour scheme), then two stickers of every other
// corner: enough to decide any cube.
const ORDER = [22, 19, 12, 3, 8, 2, 6, 0, 4, 1, 10, 21, 15, 20, 13, 23, 17];

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

function optimalLength(facelets) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['pocket', '--json', facelets], { encoding: 'utf8' })).length;
}

const tool = '[data-testid="pocket-tool"]';
const status = (page) => page.textContent('[data-testid="paint-status"]');
const states = (page) => page.$$eval('[data-testid^="sticker-"]', (els) =>
  els.sort((a, b) => a.dataset.index - b.dataset.index).map((e) => e.dataset.state));

/** Paints sticker `i` with the palette colour written `char`, and waits for the inference. */
async function paint(page, i, char) {
  await page.click(`[data-testid="colour-${PALETTE.indexOf(char) + 1}"]`);
  await page.click(`[data-testid="sticker-${i}"]`);
  // The click starts the inference at once (data-inferred goes false in the same handler).
  await page.waitForSelector(`${tool}[data-inferred="true"]`);
}

async function blank(page) {
  await page.click('[data-testid="clear"]');
  await page.waitForSelector(`${tool}[data-inferred="true"]`);
  assert.deepEqual(await states(page), new Array(24).fill('open'));
}

test('paint a scramble sticker by sticker until one cube fits, then solve it optimally', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await blank(page);
  const target = applyMoves(SOLVED, SCRAMBLE);
  let painted = 0;
  for (const i of ORDER) {
    if (/ready to solve/.test(await status(page))) break;
    await paint(page, i, target[i]);
    painted++;
    assert.ok(await page.isHidden('[data-testid="error"]'), `no mistake after ${painted}`);
  }
  assert.match(await status(page), /^1 cube fits — ready to solve/);
  assert.ok(painted <= 15, `${painted} stickers painted`);
  assert.equal(await page.inputValue('[data-testid="facelets"]'), target, 'inference filled in the rest');
  const s = await states(page);
  assert.equal(s.filter((x) => x === 'painted').length, painted);
  assert.equal(s.filter((x) => x === 'inferred').length, 24 - painted);
  assert.ok(await page.isEnabled('[data-testid="solve"]'));

  await page.click('[data-testid="solve"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '');
  const solution = (await page.textContent('[data-testid="solution"]')).trim();
  assert.ok(isSolved(applyMoves(target, solution)), `${solution} does not solve ${target}`);
  assert.equal(solution.split(' ').length, optimalLength(target));
  assert.deepEqual(page.problems, []);
});

test('with the fixed corner unpainted, the counter names its stickers as the solver does', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await blank(page);
  await paint(page, 0, 'W');
  const text = await status(page);
  const corner = text.match(/^23 stickers left to paint: start with the fixed corner DBL \(([^)]*)\); it sets/);
  assert.ok(corner, text);
  // Three stickers, each by face and place in words: the fixed corner is DBL.
  const names = corner[1].split(', ');
  assert.deepEqual(names.sort(), ['back face bottom-right', 'down face bottom-left', 'left face bottom-left']);
  assert.deepEqual(page.problems, []);
});

test('a mistake is flagged the moment it is painted', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await blank(page);
  const target = applyMoves(SOLVED, SCRAMBLE);
  for (const i of [22, 19, 12]) await paint(page, i, target[i]);
  assert.ok(await page.isDisabled('[data-testid="solve"]'), 'many cubes fit: nothing to solve yet');
  // The sticker to paint next by the solver's name for it, face and place, never a bare letter.
  assert.match(await status(page), /21 stickers left to paint; 3,674,160 cubes fit: paint the (up|left|front|right|back|down) face (top|bottom)-(left|right) sticker\./);
  // UFR (D, I, H) painted with the same colour twice.
  await paint(page, 3, target[22]);
  assert.ok(await page.isHidden('[data-testid="error"]'));
  await paint(page, 8, target[22]);
  assert.ok(await page.isVisible('[data-testid="error"]'));
  // One of the two stickers of the same colour is the mistake: one repaint mends it.
  assert.match(await page.textContent('[data-testid="error"]'),
    /^No cube fits this painting: look at the (up face bottom-right|right face top-left) sticker; repainting it alone lets a cube fit\.$/);
  assert.match(await status(page), /No cube fits/);
  const outlined = await outlinedStickers(page);
  assert.equal(outlined.length, 1);
  assert.ok([3, 8].includes(outlined[0]), `${outlined}`);
  assert.deepEqual(page.problems, []);
});

const outlinedStickers = (page) =>
  page.$$eval('.sticker.bad', (els) => els.map((e) => Number(e.dataset.index)).sort((a, b) => a - b));

test('one sticker painted wrong is named once no cube fits, kept until mended, and Solve stays off', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await blank(page);
  const target = applyMoves(SOLVED, SCRAMBLE);
  // Sticker H (7), of corner UFR, painted in the colour of the sticker after it on the net.
  const wrong = 7;
  const colour = target[(wrong + 1) % 24] === target[wrong] ? target[(wrong + 2) % 24] : target[(wrong + 1) % 24];
  const order = [22, 19, 12, ...[...Array(24).keys()].filter((i) => ![22, 19, 12].includes(i))];
  let seen = null;
  for (const [n, i] of order.entries()) {
    await paint(page, i, i === wrong ? colour : target[i]);
    const error = await page.isVisible('[data-testid="error"]');
    if (seen !== null) assert.ok(error, `still said after ${n + 1} stickers`);
    if (error && seen === null) seen = n + 1;
    if (error) {
      assert.ok(await page.isDisabled('[data-testid="solve"]'), `Solve off after ${n + 1} stickers`);
      assert.match(await status(page), /^No cube fits this painting: the outlined sticker/);
    }
  }
  assert.ok(seen !== null, 'said by the 24th sticker');
  // All 24 painted: the one sticker painted wrong is the one a repaint mends (two cubes
  // differ in at least three stickers).
  assert.deepEqual(await outlinedStickers(page), [wrong]);
  assert.match(await page.textContent('[data-testid="error"]'), /look at the front face top-right sticker; repainting it alone/);
  assert.ok(await page.isDisabled('[data-testid="solve"]'));
  // Mended: the error goes, Solve is on.
  await paint(page, wrong, target[wrong]);
  assert.ok(await page.isHidden('[data-testid="error"]'));
  assert.deepEqual(await outlinedStickers(page), []);
  assert.ok(await page.isEnabled('[data-testid="solve"]'));
  assert.deepEqual(page.problems, []);
});

test('a full cube repainted into one no cube fits says so before Solve: a fifth colour, a twisted corner', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.click('[data-testid="solved"]');
  await page.waitForSelector(`${tool}[data-inferred="true"]`);
  assert.ok(await page.isEnabled('[data-testid="solve"]'));
  // A fifth white, on sticker G (6).
  await paint(page, 6, 'W');
  assert.match(await page.textContent('[data-testid="error"]'), /^No cube fits this painting: look at the front face top-left sticker;/);
  assert.deepEqual(await outlinedStickers(page), [6]);
  assert.ok(await page.isDisabled('[data-testid="solve"]'));
  await paint(page, 6, SOLVED[6]);
  assert.ok(await page.isHidden('[data-testid="error"]'));
  assert.ok(await page.isEnabled('[data-testid="solve"]'));
  // UFR (D, I, H) turned in place, one sticker at a time: said from the first repaint on.
  const [d, i, h] = [SOLVED[3], SOLVED[8], SOLVED[7]];
  for (const [k, c] of [[3, h], [8, d], [7, i]]) {
    await paint(page, k, c);
    assert.ok(await page.isVisible('[data-testid="error"]'), `said after sticker ${k}`);
    assert.ok(await page.isDisabled('[data-testid="solve"]'));
  }
  assert.deepEqual(await outlinedStickers(page), [3, 7, 8]);
  assert.match(await page.textContent('[data-testid="error"]'), /repainting these 3 lets a cube fit, and no 2 would \(corner UFR .* is twisted/);
  assert.deepEqual(page.problems, []);
});

test('Undo of a paint takes back what it forced', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await blank(page);
  const target = applyMoves(SOLVED, SCRAMBLE);
  let before = await states(page);
  let field = await page.inputValue('[data-testid="facelets"]');
  let forced = [];
  for (const i of ORDER) {
    before = await states(page);
    field = await page.inputValue('[data-testid="facelets"]');
    await paint(page, i, target[i]);
    const after = await states(page);
    forced = after.flatMap((x, k) => (x === 'inferred' && before[k] !== 'inferred' ? [k] : []));
    if (forced.length) break;
  }
  assert.ok(forced.length > 0, 'some paint forced a sticker');
  for (const k of forced) {
    assert.equal(await page.textContent(`[data-testid="sticker-${k}"]`), String.fromCharCode(65 + k));
  }
  await page.click('[data-testid="undo"]');
  await page.waitForSelector(`${tool}[data-inferred="true"]`);
  assert.deepEqual(await states(page), before);
  assert.equal(await page.inputValue('[data-testid="facelets"]'), field);
  for (const k of forced) assert.equal(await page.textContent(`[data-testid="sticker-${k}"]`), '', 'open stickers show no letter');
  assert.deepEqual(page.problems, []);
});

test('a link with ? opens the painting with its forced stickers filled in', async () => {
  const target = applyMoves(SOLVED, "F R' U2 F'");
  // One sticker of every moving corner unpainted: the other two decide it.
  const open = [7, 5, 11, 9, 16, 14, 18];
  const painting = [...target].map((c, i) => (open.includes(i) ? '?' : c)).join('');
  const page = await openPage(browser, `${server.url}?facelets=${encodeURIComponent(painting)}`);
  await appReady(page);
  await page.waitForSelector(`${tool}[data-inferred="true"]`);
  await page.waitForFunction((t) => document.querySelector('[data-testid="facelets"]').value === t, target);
  const s = await states(page);
  assert.deepEqual(s.flatMap((x, k) => (x === 'inferred' ? [k] : [])), open.slice().sort((a, b) => a - b));
  assert.match(await status(page), /ready to solve/);
  assert.equal(new URL(page.url()).searchParams.get('facelets'), painting);
  await page.click('[data-testid="solve"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '');
  const solution = (await page.textContent('[data-testid="solution"]')).trim();
  assert.ok(isSolved(applyMoves(target, solution)));
  assert.equal(solution.split(' ').length, optimalLength(target));
  assert.deepEqual(page.problems, []);
});
