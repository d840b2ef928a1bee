// End-to-end tests of what a first-time user of the pocket-cube page runs into: colour
// letters, a phone-sized screen, the move list during playback, dragging the 3D view,
// entering a real cube (face names, sticker names, one tab stop for the palette), the
// notation legend and typing a scramble in notation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { useBrowser, openPage, appReady, root } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours, Western scheme
const FACE_LETTERS = 'UUUULLFFRRBBLLFFRRBBDDDD'; // the same cube written in face letters
// The default palette's colours as the browser reports them.
const RGB = {
  W: 'rgb(255, 255, 255)', Y: 'rgb(255, 213, 0)', G: 'rgb(0, 155, 72)',
  B: 'rgb(0, 70, 173)', R: 'rgb(183, 18, 52)', O: 'rgb(255, 88, 0)',
};

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

/** Runs the native CLI (a separate program from the page) and parses its JSON. */
function cli(...args) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['pocket', '--json', ...args], { encoding: 'utf8' }));
}

/** Types `text` into the facelet field and waits until the page shows what it read. */
async function typeFacelets(page, text) {
  await page.fill(sel('facelets'), text);
  // Typing marks the tool unchecked at once; the check of this text marks it checked.
  await page.waitForFunction(() => document.querySelector('[data-testid="pocket-tool"]').dataset.checked === 'true');
}

/** Each swatch's letter and colour, and each sticker's colour. */
const paletteAndNet = (page) => page.evaluate(() => ({
  swatches: [...document.querySelectorAll('#tool-pocket .swatch-pick')].map((s) => [s.textContent, s.style.background]),
  net: [...document.querySelectorAll('[data-testid^="sticker-"]')]
    .sort((a, b) => a.dataset.index - b.dataset.index).map((s) => s.style.background),
}));

test('colour letters keep their colours whether face or colour letters are typed', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await typeFacelets(page, FACE_LETTERS);
  await typeFacelets(page, SOLVED);
  const { swatches, net } = await paletteAndNet(page);
  for (const [char, colour] of swatches) {
    if (RGB[char]) assert.equal(colour, RGB[char], `the swatch labelled ${char}`);
  }
  assert.deepEqual(net, [...SOLVED].map((c) => RGB[c]), 'each typed letter is painted its colour');
  const shown = await page.getAttribute(sel('cube3d'), 'data-facelets');
  assert.equal(shown, SOLVED);
  await page.click(sel('solved'));
  assert.equal(await page.inputValue(sel('facelets')), SOLVED, 'Solved writes the colour letters back');
  assert.deepEqual(page.problems, []);
});

test('on a phone, Solve brings the answer and the animation into view', async () => {
  const target = applyMoves(SOLVED, "R U' F2 R");
  const page = await openPage(browser, `${server.url}?facelets=${target}`, {
    viewport: { width: 390, height: 844 }, context: { hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  });
  await appReady(page);
  const inView = () => page.evaluate(() => {
    const box = document.querySelector('[data-testid="cube3d"]').getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  await page.locator(sel('solve')).scrollIntoViewIfNeeded();
  assert.equal(await inView(), false, 'the 3D view starts below the fold');
  await page.tap(sel('solve'));
  await page.waitForFunction(() => {
    const summary = document.querySelector('[data-testid="summary"]');
    const cube = document.querySelector('[data-testid="cube3d"]').getBoundingClientRect();
    const top = summary.getBoundingClientRect().top;
    return /Optimal/.test(summary.textContent) && top >= 0 && cube.bottom <= window.innerHeight;
  }, null, { timeout: 10000 });
  assert.deepEqual(page.problems, []);
});

/**
 * Waits until a move is animating and returns which move the list highlights at that moment
 * and how many moves the player counts as done.
 */
const duringTurn = (page) => page.waitForFunction(() => {
  const turning = document.querySelector('[data-testid="cube3d"]').getAnimations({ subtree: true })
    .some((a) => a.playState === 'running');
  if (!turning) return false;
  const current = document.querySelector('[data-testid="solution"] .move.current');
  return { current: current ? current.dataset.testid : null, index: document.querySelector('.player').dataset.index };
}, null, { polling: 'raf' }).then((h) => h.jsonValue());

test('the highlighted move is the one turning, forward and back', async () => {
  const moves = "R2 U2 R'";
  const page = await openPage(browser, `${server.url}?facelets=${SOLVED}&moves=${encodeURIComponent(moves)}`);
  await appReady(page);
  await page.waitForSelector(sel('move-2'));
  // Slow turns, so the check sees each one while it is under way.
  await page.$eval(sel('speed'), (e) => { e.value = '0.25'; e.dispatchEvent(new Event('input')); });
  const player = () => page.$eval('.player', (e) => e.dataset.index);

  for (const k of [0, 1]) {
    assert.equal(await player(), String(k));
    await page.click(sel('step-forward'));
    assert.deepEqual(await duringTurn(page), { current: `move-${k}`, index: String(k) }, `while move ${k + 1} turns`);
    await page.waitForFunction((n) => document.querySelector('.player').dataset.index === n, String(k + 1), { timeout: 10000 });
  }
  await page.click(sel('step-back'));
  assert.deepEqual(await duringTurn(page), { current: 'move-1', index: '2' }, 'while U2 is undone');
  await page.waitForFunction(() => document.querySelector('.player').dataset.index === '1', null, { timeout: 10000 });
  assert.deepEqual(page.problems, []);
});

test('every drag of the 3D cube turns the view', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const cube = page.locator(`${sel('cube3d')} .cube`);
  const yaw = async () => Number((await cube.evaluate((e) => e.style.transform)).match(/rotateY\((-?[\d.]+)deg\)/)[1]);
  const box = await page.locator(sel('cube3d')).boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (let k = 0; k < 3; k++) {
    const before = await yaw();
    await page.mouse.move(x - 60, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 12 });
    await page.mouse.up();
    // 120 px at half a degree per pixel.
    assert.equal(await yaw() - before, 60, `drag ${k + 1}`);
  }
  assert.deepEqual(page.problems, []);
});

test('the net names its faces and says how to hold the cube', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const labels = await page.$$eval('.net .face-name', (els) => els.map((e) => e.textContent));
  assert.deepEqual(labels, ['Up (U)', 'Left (L)', 'Front (F)', 'Right (R)', 'Back (B)', 'Down (D)']);
  // Each name sits over its own face's stickers: Front above G and H, Down above U and V.
  const centreX = (s) => page.$eval(s, (e) => { const b = e.getBoundingClientRect(); return b.left + b.width / 2; });
  const name = (k) => `.net .face-name:nth-of-type(${k + 1})`;
  const between = async (label, a, b) => {
    const [l, x1, x2] = [await centreX(label), await centreX(sel(`sticker-${a}`)), await centreX(sel(`sticker-${b}`))];
    assert.ok(Math.abs(l - (x1 + x2) / 2) < 2, `${label} centred over stickers ${a} and ${b}`);
  };
  await between(name(2), 6, 7);
  await between(name(5), 20, 21);
  assert.match(await page.textContent(sel('hold-hint')), /Front face toward you.*Up face on top/);
  assert.deepEqual(page.problems, []);
});

test('error messages name stickers by face and place, never by a bare letter', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const s = [...SOLVED];
  [s[3], s[8], s[7]] = [s[7], s[3], s[8]]; // corner UFR turned in place
  await typeFacelets(page, s.join(''));
  const message = await page.textContent(sel('error'));
  assert.match(message, /corner UFR \(up face bottom-right, right face top-left, front face top-right\) is twisted/);
  // No sticker is named by its letter alone, where it could be read as a colour.
  assert.doesNotMatch(message, /stickers? [A-X]\b/);
  // A colour on five stickers lists them the same way.
  const five = `W${SOLVED.slice(1, 8)}W${SOLVED.slice(9)}`;
  await typeFacelets(page, five);
  assert.match(await page.textContent(sel('error')), /colour 'W' is on 5 stickers \(up face top-left, up face top-right, up face bottom-left, up face bottom-right, right face top-left\)/);
  assert.deepEqual(page.problems, []);
});

test('the palette is one tab stop with arrow keys inside', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.focus(sel('colour-1'));
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'colour-2');
  assert.equal(await page.getAttribute(sel('colour-2'), 'aria-pressed'), 'true', 'arrows choose the colour');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // wraps round to the last colour
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'colour-6');
  // From the palette, Tab reaches the net after at most the colour changer.
  let presses = 0;
  while (!(await page.evaluate(() => document.activeElement.classList.contains('sticker'))) && presses < 20) {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.ok(presses <= 2, `${presses} Tab presses from the palette to the net`);
  // Shift+Tab from the net comes back to the palette's one stop, on the chosen colour.
  await page.keyboard.press('Shift+Tab');
  if (presses === 2) await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'colour-6');
  // The colour changer changes the chosen colour.
  await page.$eval(sel('colour-change'), (e) => { e.value = '#123456'; e.dispatchEvent(new Event('input', { bubbles: true })); });
  assert.equal(await page.$eval(sel('colour-6'), (e) => e.style.background), 'rgb(18, 52, 86)');
  assert.deepEqual(page.problems, []);
});

test('the notation is explained, and Play and Step forward are labelled apart', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const legend = await page.textContent(sel('notation-legend'));
  assert.match(legend, /R\b.*clockwise/);
  assert.match(legend, /R'.*anticlockwise/);
  assert.match(legend, /R2.*half turn/);
  assert.ok(await page.isVisible(sel('notation-legend')));
  assert.equal((await page.innerText(sel('play'))).trim(), 'Play');
  assert.equal((await page.innerText(sel('step-forward'))).trim(), 'Step');
  const path = (id) => page.$eval(`${sel(id)} path`, (e) => e.getAttribute('d'));
  assert.notEqual(await path('play'), await path('step-forward'));
  assert.notEqual(await path('step-forward'), await path('to-end'));
  // The tutorial has the same legend.
  const tutorial = await openPage(browser, `${server.url}tutorial.html`);
  const text = await tutorial.textContent('[data-testid="notation-legend"]');
  assert.match(text, /R'.*anticlockwise/);
  assert.match(text, /R2.*half turn/);
  assert.deepEqual(page.problems, []);
});

test('a scramble typed in notation sets the net', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const scramble = "R U2 F' R2 U F";
  await page.fill(sel('scramble-moves'), scramble);
  await page.press(sel('scramble-moves'), 'Enter');
  const want = applyMoves(SOLVED, scramble);
  await page.waitForFunction((w) => document.querySelector('[data-testid="facelets"]').value === w, want, { timeout: 10000 });
  assert.equal(await page.getAttribute(sel('cube3d'), 'data-facelets'), want);

  // Every face and the rotations are read; the cube it makes is one the solver solves.
  await page.fill(sel('scramble-moves'), "x y' z2 L D2 B' U R F'");
  await page.click(sel('scramble-apply'));
  await page.waitForFunction((w) => document.querySelector('[data-testid="facelets"]').value !== w, want, { timeout: 10000 });
  const typed = await page.inputValue(sel('facelets'));
  assert.ok(!isSolved(typed));
  const answer = cli(typed);
  assert.ok(isSolved(applyMoves(typed, answer.moves)), `${answer.moves} solves ${typed}`);

  // Rotations alone leave a solved cube, seen from another side.
  await page.fill(sel('scramble-moves'), 'x y');
  await page.click(sel('scramble-apply'));
  await page.waitForFunction((w) => document.querySelector('[data-testid="facelets"]').value !== w, typed, { timeout: 10000 });
  const turned = await page.inputValue(sel('facelets'));
  assert.ok(isSolved(turned) && turned !== SOLVED, turned);

  // A move the notation does not have is an error naming it; the net is left as it was.
  await page.fill(sel('scramble-moves'), 'R Q U');
  await page.click(sel('scramble-apply'));
  await page.waitForSelector(`${sel('error')}:not([hidden])`);
  assert.match(await page.textContent(sel('error')), /Q/);
  assert.equal(await page.inputValue(sel('facelets')), turned);
  assert.deepEqual(page.problems, []);
});
