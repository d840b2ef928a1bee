// End-to-end tests of the pocket-cube page in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { useBrowser, openPage, appReady, screenshot, root } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours, Western scheme
const SCRAMBLE = "R U F' R2 U' F U2 R' F2 U";
const PALETTE = 'WYGBRO'; // colour-1 … colour-6

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

/** Runs the native CLI (a separate program from the page) and parses its JSON. */
function cli(...args) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['pocket', '--json', ...args], { encoding: 'utf8' }));
}

const optimalLength = (facelets, metric = 'htm') => cli('--metric', metric, facelets).length;

const netState = (page) => page.$$eval('[data-testid^="sticker-"]', (els) =>
  els.sort((a, b) => a.dataset.index - b.dataset.index).map((e) => e.style.background));

async function paintByClicks(page, facelets) {
  for (const [slot, char] of [...PALETTE].entries()) {
    await page.click(`[data-testid="colour-${slot + 1}"]`);
    for (let i = 0; i < 24; i++) {
      if (facelets[i] === char) await page.click(`[data-testid="sticker-${i}"]`);
    }
  }
}

test('paint a scramble by clicks, solve optimally, play to the solved cube', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.click('[data-testid="clear"]');
  const target = applyMoves(SOLVED, SCRAMBLE);
  await paintByClicks(page, target);
  assert.equal(await page.inputValue('[data-testid="facelets"]'), target);

  await page.click('[data-testid="solve"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '');
  const solution = (await page.textContent('[data-testid="solution"]')).trim();
  assert.match(solution, /^([RUF]['2]?)( [RUF]['2]?)*$/, 'moves separated by single spaces');
  assert.ok(isSolved(applyMoves(target, solution)), `${solution} does not solve ${target}`);
  assert.equal(solution.split(' ').length, optimalLength(target));

  // Solve starts playback; jump to the end and check the 3D view shows a solved cube.
  await page.click('[data-testid="to-end"]');
  const shown = await page.getAttribute('[data-testid="cube3d"]', 'data-facelets');
  assert.ok(isSolved(shown), `3D view shows ${shown}`);
  assert.equal(await page.inputValue('[data-testid="facelets"]'), target, 'painted cube kept');
  await screenshot(page, 'pocket-solved');
  assert.deepEqual(page.problems, []);
});

test('playback plays every move to the end and steps back', async () => {
  const target = applyMoves(SOLVED, "R U' F2");
  const page = await openPage(browser, `${server.url}?facelets=${target}`);
  await appReady(page);
  await page.click('[data-testid="solve"]');
  await page.waitForFunction(() => document.querySelector('.player').dataset.playing === 'false'
    && document.querySelector('.player').dataset.index !== '0', null, { timeout: 20000 });
  const shown = await page.getAttribute('[data-testid="cube3d"]', 'data-facelets');
  assert.ok(isSolved(shown));
  await page.focus('[data-testid="cube3d"]');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('.player').dataset.index === '2');
  const back = await page.getAttribute('[data-testid="cube3d"]', 'data-facelets');
  const moves = (await page.textContent('[data-testid="solution"]')).trim().split(' ');
  assert.equal(back, applyMoves(target, moves.slice(0, 2).join(' ')));
  assert.match(await page.getAttribute('[data-testid="move-1"]', 'class'), /current/);
  assert.deepEqual(page.problems, []);
});

test('every optimal solution can be listed and played, in both metrics', async () => {
  const target = applyMoves(SOLVED, "R U2 F' R U' F2");
  const page = await openPage(browser, `${server.url}?facelets=${target}`);
  await appReady(page);
  for (const metric of ['htm', 'qtm']) {
    await page.selectOption('[data-testid="metric"]', metric);
    await page.click('[data-testid="solve"]');
    await page.waitForSelector('[data-testid="all-solutions"]:not([hidden])');
    await page.click('[data-testid="all-solutions"]');
    await page.waitForSelector('[data-testid="solution-option-0"]');
    const listed = await page.$$eval('[data-testid^="solution-option-"]', (els) => els.map((e) => e.textContent));
    const expected = cli('--all', '--metric', metric, target).solutions;
    assert.deepEqual(listed, expected);
    for (const moves of listed) assert.ok(isSolved(applyMoves(target, moves)), moves);
    await page.click(`[data-testid="solution-option-${listed.length - 1}"]`);
    await page.waitForFunction((m) => document.querySelector('[data-testid="solution"]').textContent.trim() === m, listed[listed.length - 1]);
  }
  assert.deepEqual(page.problems, []);
});

test('an illegal string shows the error, highlights stickers, keeps the painted net', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.click('[data-testid="scramble"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="facelets"]').value !== 'WWWWOOGGRRBBOOGGRRBBYYYY');
  const painted = await page.inputValue('[data-testid="facelets"]');
  const before = await netState(page);

  // Too short: the net must stay as it was.
  await page.fill('[data-testid="facelets"]', painted.slice(0, 23));
  await page.waitForSelector('[data-testid="error"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="error"]'), /24 stickers.*23/);
  assert.deepEqual(await netState(page), before);

  // A twisted corner (UFR: stickers D, I, H turned in place): shown, with the stickers marked.
  const s = [...SOLVED];
  [s[3], s[8], s[7]] = [s[7], s[3], s[8]];
  await page.fill('[data-testid="facelets"]', s.join(''));
  await page.waitForFunction(() => /twisted/.test(document.querySelector('[data-testid="error"]').textContent));
  assert.match(await page.textContent('[data-testid="error"]'), /corner UFR \(up face bottom-right, right face top-left, front face top-right\) is twisted/);
  // The painting it makes is read too: the line under the buttons names the fewest stickers
  // to repaint (that corner's three), and Solve stays off, so no solution of another cube is
  // ever shown. The error box keeps the text's own sentence.
  await page.waitForFunction(() => /^No cube fits/.test(document.querySelector('[data-testid="paint-status"]').textContent));
  assert.match(await page.textContent('[data-testid="paint-status"]'), /repainting these 3 lets a cube fit, and no 2 would \(corner UFR .* is twisted/);
  assert.match(await page.textContent('[data-testid="error"]'), /^Facelet string: corner UFR .* is twisted/);
  const marked = await page.$$eval('.sticker.bad', (els) => els.map((e) => Number(e.dataset.index)).sort((a, b) => a - b));
  assert.deepEqual(marked, [3, 7, 8]);
  assert.ok(await page.isDisabled('[data-testid="solve"]'));
  assert.equal(await page.textContent('[data-testid="solution"]'), '', 'no solution of another cube');
  assert.equal(await page.inputValue('[data-testid="facelets"]'), s.join(''), 'the typed cube survives a failed solve');
  assert.deepEqual(page.problems, []);
});

test('a ?facelets= link opens that cube, and the URL follows painting', async () => {
  const target = applyMoves('UUUULLFFRRBBLLFFRRBBDDDD', "F R' U2");
  const page = await openPage(browser, `${server.url}?facelets=${target}`);
  await appReady(page);
  assert.equal(await page.inputValue('[data-testid="facelets"]'), target);
  assert.equal(await page.getAttribute('[data-testid="cube3d"]', 'data-facelets'), target);
  await page.click('[data-testid="colour-1"]');
  await page.click('[data-testid="sticker-0"]');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('facelets'), await page.inputValue('[data-testid="facelets"]'));

  // Script in the URL is shown as text, never run.
  const evil = await openPage(browser, `${server.url}?facelets=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  let dialogs = 0;
  evil.on('dialog', (d) => { dialogs++; d.dismiss(); });
  await appReady(evil);
  await evil.waitForSelector('[data-testid="error"]:not([hidden])');
  assert.equal(await evil.$$eval('img', (imgs) => imgs.length), 0);
  assert.equal(dialogs, 0);
  assert.deepEqual(page.problems, []);
});

/**
 * Opens `url` with Solve clicked the moment the pocket tool appears, before the solver has
 * read the link's cube (`data-checked` is still "false" then: each test checks it).
 */
async function clickedAtOnce(url) {
  const page = await openPage(browser, null);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const solve = document.querySelector('#tool-pocket [data-testid="solve"]');
      if (!solve) return;
      observer.disconnect();
      window.checkedAtClick = document.querySelector('[data-testid="pocket-tool"]').dataset.checked;
      solve.click();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('[data-testid="pocket-tool"]')?.dataset.answers === '1', null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.checkedAtClick), 'false', 'clicked before the cube was read');
  return page;
}

test('Solve clicked as a link opens answers exactly the link\'s cube, in the link\'s metric', async () => {
  for (const [moves, metric] of [["R U' F2 R2 U F' R U2", 'htm'], ["F R' U2 F'", 'qtm']]) {
    const target = applyMoves(SOLVED, moves);
    // Spaces in the link are ignored when the cube is read: the answer is still that cube's.
    const link = `${target.slice(0, 12)} ${target.slice(12)}`;
    const page = await clickedAtOnce(`${server.url}?facelets=${encodeURIComponent(link)}&metric=${metric}`);
    const solution = (await page.textContent('[data-testid="solution"]')).trim();
    assert.ok(isSolved(applyMoves(target, solution)), `${solution} does not solve ${target}`);
    const turns = solution.split(' ').reduce((n, m) => n + (metric === 'qtm' && m.endsWith('2') ? 2 : 1), 0);
    assert.equal(turns, optimalLength(target, metric));
    assert.match(await page.textContent('[data-testid="summary"]'), new RegExp(`^Optimal: ${turns} `));
    assert.equal(await page.isHidden('[data-testid="error"]'), true);
    await page.waitForSelector('[data-testid="move-0"]');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('Solve clicked as an illegal link opens shows its error and no solution', async () => {
  const twisted = [...SOLVED];
  [twisted[3], twisted[8], twisted[7]] = [twisted[7], twisted[3], twisted[8]];
  for (const [facelets, error] of [
    [twisted.join(''), /corner UFR .* is twisted/],
    // Seven colours: the net cannot show it, and says so.
    [`${SOLVED.slice(0, 23)}Q`, /The net (stays blank|still shows)/],
  ]) {
    const page = await clickedAtOnce(`${server.url}?facelets=${facelets}`);
    assert.match(await page.textContent('[data-testid="error"]'), error);
    assert.equal(await page.isHidden('[data-testid="error"]'), false);
    assert.equal((await page.textContent('[data-testid="solution"]')).trim(), '', 'no solution shown');
    assert.equal(await page.textContent('[data-testid="summary"]'), '');
    assert.equal(await page.inputValue('[data-testid="facelets"]'), facelets, 'the link\'s text stays in the field');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('the cube can be painted with the keyboard alone', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await page.click('[data-testid="clear"]');
  await page.focus('[data-testid="sticker-0"]');
  // Sticker A, then right to B, down to D; paint with keys 2, 3, 4.
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('3');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('4');
  // Down from D lands on the F face (H), and Left from G crosses to the L face (F).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('5');
  const f = await page.inputValue('[data-testid="facelets"]');
  assert.equal(f[0], 'Y');
  assert.equal(f[1], 'G');
  assert.equal(f[3], 'B');
  assert.equal(f[7], 'R');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'sticker-7');
  assert.deepEqual(page.problems, []);
});

test('Undo takes back Clear, Scramble and painting, a whole drag at a time; Ctrl+Z on the net too', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const facelets = () => page.inputValue('[data-testid="facelets"]');
  const undo = '[data-testid="undo"]';
  assert.ok(await page.isDisabled(undo), 'nothing to undo at the start');
  const solved = await facelets();
  // One drag with colour 2 across the F face's top row (G, H) and on to the R face (I).
  await page.click('[data-testid="colour-2"]');
  const centre = async (i) => {
    const box = await page.locator(`[data-testid="sticker-${i}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre(6)));
  await page.mouse.down();
  await page.mouse.move(...(await centre(7)), { steps: 4 });
  await page.mouse.move(...(await centre(8)), { steps: 4 });
  await page.mouse.up();
  const dragged = await facelets();
  assert.equal(dragged.slice(6, 9), 'YYY');
  // A click with colour 6, then Scramble, then Clear.
  await page.click('[data-testid="colour-6"]');
  await page.click('[data-testid="sticker-0"]');
  const clicked = await facelets();
  await page.click('[data-testid="scramble"]');
  await page.waitForFunction((f) => document.querySelector('[data-testid="facelets"]').value !== f, clicked);
  const scrambled = await facelets();
  await page.click('[data-testid="clear"]');
  assert.equal(await facelets(), '?'.repeat(24));

  // Back through each state, the drag as one step; the net, the field and the URL agree.
  for (const [want, what] of [[scrambled, 'scramble'], [clicked, 'click'], [dragged, 'drag'], [solved, 'start']]) {
    await page.click(undo);
    assert.equal(await facelets(), want, `undo back to the ${what}`);
    assert.equal(new URL(page.url()).searchParams.get('facelets'), want);
  }
  assert.ok(await page.isDisabled(undo));
  // Ctrl+Z with the net focused.
  await page.click('[data-testid="clear"]');
  await page.focus('[data-testid="sticker-5"]');
  await page.keyboard.press('Control+z');
  assert.equal(await facelets(), solved);
  assert.deepEqual(page.problems, []);
});

test('phone-sized screen: everything fits without sideways scrolling', async () => {
  const page = await openPage(browser, server.url, { viewport: { width: 375, height: 740 } });
  await appReady(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await screenshot(page, 'pocket-phone');
  assert.deepEqual(page.problems, []);
});

test('Scramble shows the moves that make its cube from solved', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const before = await page.inputValue('[data-testid="facelets"]');
  assert.ok(await page.isHidden('[data-testid="scramble-said"]'));
  await page.click('[data-testid="scramble"]');
  await page.waitForFunction((f) => document.querySelector('[data-testid="facelets"]').value !== f, before);
  const facelets = await page.inputValue('[data-testid="facelets"]');
  const said = await page.textContent('[data-testid="scramble-said"]');
  const moves = said.match(/^Scrambled from solved by ([RUF'2 ]+) \(Front toward you, Up on top\)/)?.[1];
  assert.ok(moves, said);
  assert.equal(applyMoves(SOLVED, moves), facelets, `${moves} makes the cube shown`);
  assert.equal(await page.inputValue('[data-testid="scramble-moves"]'), moves);
  // Another cube on the net: the moves no longer make it, so they go.
  await page.click('[data-testid="clear"]');
  assert.ok(await page.isHidden('[data-testid="scramble-said"]'));
  assert.deepEqual(page.problems, []);
});
