// End-to-end tests of the Instant Insanity page and the <insanity-column> element in headless
// Chromium: painting the classic puzzle by clicks, solving, checking the shown stack
// independently (every side shows distinct colours, every cube is a rotation of the painted
// one), errors that keep the text, an impossible puzzle's obstacle, the generator, links,
// the element on a host page, and a phone-sized screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage, appReady, screenshot } from './harness.mjs';

const CLASSIC = [
  ['R', 'B', 'G', 'Y', 'B', 'Y'],
  ['R', 'G', 'G', 'Y', 'B', 'B'],
  ['Y', 'B', 'R', 'G', 'Y', 'R'],
  ['Y', 'G', 'B', 'R', 'R', 'R'],
];
const FACES = ['F', 'B', 'L', 'R', 'T', 'D'];
const SIDES = ['front', 'back', 'left', 'right', 'top', 'bottom']; // same order as FACES
const PALETTE = ['R', 'G', 'B', 'Y']; // insanity-colour-0 … 3 on a fresh page
const CLASSIC_PARAM = CLASSIC.map((c) => c.join(' ')).join(';');

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

/**
 * The 24 rotations of a cube as permutations of the face positions F B L R T D
 * (shown[k] = painted[p[k]]), generated here from two quarter turns, independently of the
 * solver's own geometry.
 */
function rotations() {
  const compose = (p, q) => q.map((i) => p[i]);
  const turnUp = [3, 2, 0, 1, 4, 5]; // about the vertical axis: F<-R, R<-B, B<-L, L<-F
  const turnSide = [4, 5, 2, 3, 1, 0]; // about the left-right axis: F<-T, T<-B, B<-D, D<-F
  const seen = new Map([['0,1,2,3,4,5', [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length) {
    const p = queue.shift();
    for (const g of [turnUp, turnSide]) {
      const q = compose(p, g);
      if (!seen.has(q.join())) { seen.set(q.join(), q); queue.push(q); }
    }
  }
  return [...seen.values()];
}

/** Checks a shown stack against the painted cubes; returns a list of problems (empty = valid). */
function stackProblems(stack, painted) {
  const problems = [];
  const rots = rotations();
  if (rots.length !== 24) problems.push(`expected 24 rotations, built ${rots.length}`);
  if (stack.length !== painted.length) problems.push(`stack has ${stack.length} cubes, painted ${painted.length}`);
  for (const side of ['front', 'back', 'left', 'right']) {
    const colours = stack.map((c) => c[side]);
    if (new Set(colours).size !== colours.length) problems.push(`${side} side repeats a colour: ${colours.join(' ')}`);
  }
  stack.forEach((cube, i) => {
    const shown = SIDES.map((s) => cube[s]);
    if (!rots.some((p) => p.every((from, k) => painted[i][from] === shown[k]))) {
      problems.push(`cube ${i + 1} shows ${shown.join(' ')}, not a rotation of ${painted[i].join(' ')}`);
    }
  });
  return problems;
}

async function openTool(path = '?puzzle=insanity', viewport) {
  const page = await openPage(browser, `${server.url}${path}`, viewport ? { viewport } : {});
  await appReady(page);
  return page;
}

/** The painted cubes as read from the nets (tokens, '' for blank). */
const netCubes = (page) => page.$$eval('[data-testid^="face-"]', (els) => {
  const cubes = [];
  for (const e of els) {
    const [, c, f] = e.dataset.testid.split('-');
    cubes[c] ??= [];
    cubes[c]['FBLRTD'.indexOf(f)] = e.querySelector('.ii-face-token').textContent;
  }
  return cubes;
});

const summaryText = async (page) => {
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-summary"]').textContent.trim() !== '');
  return (await page.textContent('[data-testid="insanity-summary"]')).trim();
};

test('paint the classic puzzle by clicks, solve: 1 solution, 8 stacks, a valid column', async () => {
  const page = await openTool();
  await page.click('[data-testid="insanity-clear"]');
  assert.deepEqual(await netCubes(page), CLASSIC.map(() => ['', '', '', '', '', '']));
  for (const [k, colour] of PALETTE.entries()) {
    await page.click(`[data-testid="insanity-colour-${k}"]`);
    for (const [c, cube] of CLASSIC.entries()) {
      for (const [f, token] of cube.entries()) {
        if (token === colour) await page.click(`[data-testid="face-${c}-${FACES[f]}"]`);
      }
    }
  }
  assert.deepEqual(await netCubes(page), CLASSIC);
  // Painting rewrote the text: each line names the cube and its six colours. The solver writes
  // it, so wait for these rows (on a time-out the assertion below says what differs).
  const textRows = (text) => text.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/));
  const want = CLASSIC.map((c, i) => [String(i + 1), ...c]);
  await page.waitForFunction((w) => {
    const text = document.querySelector('[data-testid="insanity-text"]').value;
    return JSON.stringify(text.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/))) === w;
  }, JSON.stringify(want)).catch(() => {});
  assert.deepEqual(textRows(await page.inputValue('[data-testid="insanity-text"]')), want);

  await page.click('[data-testid="insanity-solve"]');
  const summary = await summaryText(page);
  assert.match(summary, /^1 solution \(8 stacks\)/);
  assert.equal(await page.$$eval('[data-testid^="solution-"]', (els) => els.filter((e) => /^solution-\d+$/.test(e.dataset.testid)).length), 1);
  const stack = JSON.parse(await page.getAttribute('[data-testid="column3d"]', 'data-stack'));
  assert.deepEqual(stackProblems(stack, CLASSIC), []);
  // The check itself can fail: two adjacent faces swapped is a mirror image, not a rotation.
  const mirrored = stack.map((c, i) => (i === 0 ? { ...c, front: c.top, top: c.front } : c));
  assert.ok(stackProblems(mirrored, CLASSIC).some((p) => /cube 1 shows/.test(p)));

  // The graph: 12 edges (3 per cube), 4 front/back and 4 left/right highlighted, one per cube each.
  const graph = await page.$$eval('[data-testid="insanity-graph"] .ii-edge', (els) => els.map((e) => ({ cls: e.getAttribute('class'), cube: Number(e.dataset.cube) })));
  assert.equal(graph.length, 12);
  for (const kind of ['g1', 'g2']) {
    const cubes = graph.filter((e) => e.cls.split(' ').includes(kind)).map((e) => e.cube).sort();
    assert.deepEqual(cubes, [0, 1, 2, 3], `${kind} uses one pair of every cube`);
  }
  // The quarter-turn buttons bring each side round.
  const sides = [await page.getAttribute('[data-testid="column3d"]', 'data-side')];
  for (let i = 0; i < 3; i++) {
    await page.click('[data-testid="turn-right"]');
    sides.push(await page.getAttribute('[data-testid="column3d"]', 'data-side'));
  }
  assert.deepEqual(sides.sort(), ['back', 'front', 'left', 'right']);
  await page.click('[data-testid="turn-right"]');
  assert.equal(await page.getAttribute('[data-testid="column3d"]', 'data-side'), 'front');
  await page.waitForTimeout(600); // let the turn finish before the screenshot
  assert.equal(new URL(page.url()).searchParams.get('cubes'), CLASSIC_PARAM);
  await screenshot(page, 'insanity-solved');
  assert.deepEqual(page.problems, []);
});

test('a text error names the line, keeps the text and the nets; fixing it repaints', async () => {
  const page = await openTool();
  const before = await netCubes(page);
  const bad = 'Cube Front Back Left Right Top Bottom\n1 R B G Y B Y\n2 R G G Y\n3 Y B R G Y R\n';
  await page.fill('[data-testid="insanity-text"]', bad);
  await page.waitForSelector('[data-testid="insanity-error"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="insanity-error"]'), /line 3/);
  assert.equal(await page.inputValue('[data-testid="insanity-text"]'), bad);
  assert.deepEqual(await netCubes(page), before);
  const answers = await page.getAttribute('[data-testid="insanity-tool"]', 'data-answers');
  await page.click('[data-testid="insanity-solve"]');
  await page.waitForFunction((n) => document.querySelector('[data-testid="insanity-tool"]').dataset.answers !== n, answers);
  assert.equal(await page.textContent('[data-testid="insanity-summary"]'), '', 'no result of the old puzzle stays');
  assert.match(await page.textContent('[data-testid="insanity-error"]'), /line 3/);
  assert.equal(await page.inputValue('[data-testid="insanity-text"]'), bad, 'a failed solve keeps the text');

  // Pasting a good text (with ';' rows and labels) repaints the nets, three cubes now.
  await page.fill('[data-testid="insanity-text"]', 'a R R G G B B; b G G B B R R; c B B R R G G');
  await page.waitForSelector('[data-testid="insanity-error"]', { state: 'hidden' });
  await page.waitForFunction(() => document.querySelectorAll('.ii-net').length === 3);
  assert.deepEqual(await netCubes(page), [['R', 'R', 'G', 'G', 'B', 'B'], ['G', 'G', 'B', 'B', 'R', 'R'], ['B', 'B', 'R', 'R', 'G', 'G']]);
  assert.deepEqual(page.problems, []);
});

test('an impossible puzzle shows no solution and its obstacle, marked on the nets', async () => {
  const page = await openTool();
  await page.fill('[data-testid="insanity-text"]', 'R R R R R R\nR R R R R R\nG B Y G B Y\n');
  await page.waitForFunction(() => document.querySelectorAll('.ii-net').length === 3);
  await page.click('[data-testid="insanity-solve"]');
  assert.match(await summaryText(page), /No solution/);
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'done');
  const obstacle = await page.textContent('[data-testid="insanity-obstacle"]');
  assert.match(obstacle, /Cubes 1 and 2 cannot be stacked together: they have only 1 colour between them \(R\)/);
  assert.match(obstacle, /No smaller set fails/);
  assert.equal(await page.getAttribute('[data-testid="insanity-obstacle"]', 'data-status'), 'smallest');
  assert.ok(await page.isHidden('[data-testid="insanity-obstacle-busy"]'));
  const flagged = await page.$$eval('.ii-net.flagged', (els) => els.map((e) => e.dataset.testid));
  assert.deepEqual(flagged, ['net-0', 'net-1']);
  assert.equal(await page.getAttribute('[data-testid="column3d"]', 'data-stack'), '');
  assert.ok(await page.$('[data-testid="insanity-graph"] .ii-edge.reason'));
  await screenshot(page, 'insanity-obstacle');
  assert.deepEqual(page.problems, []);
});

test('an impossible 30-cube puzzle: the count first, then Stop ends the obstacle search and keeps the count', async () => {
  // Each colour on six faces at random: no solution, and an obstacle that takes seconds.
  const text = readFileSync(new URL('../../benches/data/insanity-random6-30-9.txt', import.meta.url), 'utf8');
  const page = await openTool();
  await page.fill('[data-testid="insanity-text"]', text);
  await page.waitForFunction(() => document.querySelectorAll('.ii-net').length === 30);
  const tool = '[data-testid="insanity-tool"]';
  assert.equal(await page.getAttribute(tool, 'data-obstacle'), null);
  await page.click('[data-testid="insanity-solve"]');
  // One snapshot: the count is in view while the obstacle is still being looked for.
  await page.waitForFunction(() => {
    const summary = document.querySelector('[data-testid="insanity-summary"]').textContent;
    const busy = document.querySelector('[data-testid="insanity-obstacle-busy"]');
    const obstacle = document.querySelector('[data-testid="insanity-obstacle"]');
    return /No solution/.test(summary) && !busy.hidden && obstacle.hidden;
  });
  assert.match(await page.textContent('[data-testid="insanity-obstacle-busy"]'), /Looking for the cubes that cannot be stacked/);
  assert.equal(await page.getAttribute(tool, 'data-obstacle'), 'pending');
  await page.click('[data-testid="insanity-stop"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'stopped');
  assert.match(await summaryText(page), /No solution/);
  assert.match(await page.textContent('[data-testid="insanity-obstacle"]'), /search for the cubes that cannot be stacked was stopped/);
  assert.ok(await page.isHidden('[data-testid="insanity-obstacle-busy"]'));
  assert.deepEqual(await page.$$eval('.ii-net.flagged', (els) => els.length), 0);
  assert.deepEqual(page.problems, []);
});

test('blank faces are reported on Solve, not sent to the solver', async () => {
  const page = await openTool();
  await page.click('[data-testid="add-cube"]');
  assert.equal(await page.$$eval('.ii-net', (els) => els.length), 5);
  assert.equal(await page.$$eval('[data-testid^="insanity-colour-"]', (els) => els.length), 5, 'one more colour for one more cube');
  await page.click('[data-testid="insanity-solve"]');
  await page.waitForSelector('[data-testid="insanity-error"]:not([hidden])');
  assert.match(await page.textContent('[data-testid="insanity-error"]'), /6 still blank/);
  assert.equal(await page.$$eval('.ii-face.bad', (els) => els.length), 6);
  await page.click('[data-testid="remove-cube"]');
  assert.equal(await page.$$eval('.ii-net', (els) => els.length), 4);
  assert.deepEqual(await netCubes(page), CLASSIC);
  assert.deepEqual(page.problems, []);
});

test('New puzzle makes a puzzle with exactly one solution', async () => {
  const page = await openTool();
  for (const n of [4, 5]) {
    if (n === 5) await page.click('[data-testid="add-cube"]');
    await page.click('[data-testid="insanity-new"]');
    await page.waitForFunction((want) => document.querySelector('[data-testid="insanity-summary"]').textContent
      .startsWith(want), `A new puzzle of ${n} cubes`);
    const cubes = await netCubes(page);
    assert.equal(cubes.length, n);
    assert.ok(cubes.flat().every((t) => t !== ''), 'every face painted');
    // The summary holds New puzzle's message until Solve answers: wait for the answer itself.
    const before = Number(await page.getAttribute('[data-testid="insanity-tool"]', 'data-answers') ?? 0);
    await page.click('[data-testid="insanity-solve"]');
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="insanity-tool"]').dataset.answers ?? 0) > b,
      before);
    assert.match(await summaryText(page), /^1 solution \(/);
    const stack = JSON.parse(await page.getAttribute('[data-testid="column3d"]', 'data-stack'));
    assert.deepEqual(stackProblems(stack, cubes), []);
  }
  assert.deepEqual(page.problems, []);
});

test('Undo takes back New puzzle, Clear, Remove cube and painting; Ctrl+Z on the nets too', async () => {
  const page = await openTool();
  const undo = '[data-testid="insanity-undo"]';
  assert.ok(await page.isDisabled(undo), 'nothing to undo at the start');
  const classic = await netCubes(page);
  await page.click('[data-testid="insanity-colour-2"]');
  await page.click('[data-testid="face-0-F"]');
  const painted = await netCubes(page);
  assert.notDeepEqual(painted, classic);
  // The generator answers through the worker: wait for its puzzle to be shown (the summary
  // says so once the nets and the text hold it), not for "some change" read after the click.
  assert.doesNotMatch(await page.textContent('[data-testid="insanity-summary"]'), /A new puzzle/);
  await page.click('[data-testid="insanity-new"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="insanity-summary"]').textContent
    .startsWith('A new puzzle of 4 cubes'));
  const fresh = await netCubes(page);
  await page.click('[data-testid="remove-cube"]');
  assert.equal((await netCubes(page)).length, classic.length - 1);
  await page.click('[data-testid="insanity-clear"]');

  // Putting a state back goes through the worker's parser: wait for the nets to settle.
  const settled = async (want) => {
    await page.waitForFunction((w) => {
      const cubes = [];
      for (const e of document.querySelectorAll('[data-testid^="face-"]')) {
        const [, c, f] = e.dataset.testid.split('-');
        cubes[c] ??= [];
        cubes[c]['FBLRTD'.indexOf(f)] = e.querySelector('.ii-face-token').textContent;
      }
      return JSON.stringify(cubes) === w;
    }, JSON.stringify(want)).catch(() => {}); // on a time-out the assertion below says what differs
    return netCubes(page);
  };
  for (const [want, what] of [[fresh.slice(0, -1), 'remove'], [fresh, 'new puzzle'], [painted, 'paint'], [classic, 'start']]) {
    await page.click(undo);
    assert.deepEqual(await settled(want), want, `undo back to the ${what}`);
  }
  assert.ok(await page.isDisabled(undo));
  // The text and the link follow, and the puzzle solves again.
  await page.click('[data-testid="insanity-solve"]');
  assert.match(await summaryText(page), /^1 solution \(8 stacks\)/);
  // Ctrl+Z with a face focused.
  await page.click('[data-testid="insanity-clear"]');
  await page.focus('[data-testid="face-0-F"]');
  await page.keyboard.press('Control+z');
  assert.deepEqual(await settled(classic), classic);
  // The link follows once the solver has written the cubes.
  const classicParam = classic.map((c) => c.join(' ')).join(';');
  await page.waitForFunction((p) => new URL(location.href).searchParams.get('cubes') === p, classicParam).catch(() => {});
  assert.equal(new URL(page.url()).searchParams.get('cubes'), classicParam);
  assert.deepEqual(page.problems, []);
});

test('a ?puzzle=insanity&cubes= link opens and solves that puzzle; painting updates the URL', async () => {
  const cubes = CLASSIC.slice().reverse();
  const param = cubes.map((c) => c.join(' ')).join(';');
  const page = await openTool(`?puzzle=insanity&cubes=${encodeURIComponent(param)}`);
  assert.equal(await page.getAttribute('[data-testid="tab-insanity"]', 'aria-selected'), 'true');
  assert.deepEqual(await netCubes(page), cubes);
  assert.match(await summaryText(page), /^1 solution \(8 stacks\)/);
  const stack = JSON.parse(await page.getAttribute('[data-testid="column3d"]', 'data-stack'));
  assert.deepEqual(stackProblems(stack, cubes), []);
  // Keyboard painting: focus a face, arrow right to the next face, key 2 paints colour 2 (G).
  await page.focus('[data-testid="face-0-F"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('2');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'face-0-R');
  // Drag painting: press on cube 1's Left face and sweep across Front and Right with colour 3 (B).
  await page.click('[data-testid="insanity-colour-2"]');
  const centre = async (id) => {
    const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre('face-1-L')));
  await page.mouse.down();
  await page.mouse.move(...(await centre('face-1-F')), { steps: 4 });
  await page.mouse.move(...(await centre('face-1-R')), { steps: 4 });
  await page.mouse.up();
  // Front, Left and Right are now B; Back (not swept) is unchanged.
  assert.deepEqual((await netCubes(page))[1].slice(0, 4), ['B', cubes[1][1], 'B', 'B']);
  // The link follows once the solver has written the painted cubes.
  const painted = [[...cubes[0].slice(0, 3), 'G', ...cubes[0].slice(4)], ['B', cubes[1][1], 'B', 'B', ...cubes[1].slice(4)], ...cubes.slice(2)];
  const paintedParam = painted.map((c) => c.join(' ')).join(';');
  await page.waitForFunction((p) => new URL(location.href).searchParams.get('cubes') === p, paintedParam).catch(() => {});
  assert.equal(new URL(page.url()).searchParams.get('cubes'), paintedParam);
  // Copy link gives the address of what is on screen.
  await page.click('#tool-insanity [data-testid="copy-link"]');
  assert.equal(await page.inputValue('#tool-insanity [data-testid="share-text"]'), page.url());
  assert.deepEqual(page.problems, []);
});

/** Reads an insanity-column element's state from its shadow root. */
const columnState = (page, id) => page.$eval(`#${id}`, async (e) => {
  await e.updated;
  const root = e.shadowRoot;
  const error = root.querySelector('[data-testid="error"]');
  const stack = root.querySelector('[data-testid="column3d"]').dataset.stack;
  return {
    summary: root.querySelector('[data-testid="insanity-summary"]').textContent,
    stack: stack ? JSON.parse(stack) : null,
    graph: Boolean(root.querySelector('[data-testid="insanity-graph"]')) && !root.querySelector('.ii-graph-box').hidden,
    error: error.hidden ? null : error.textContent,
    state: e.dataset.state,
  };
});

test('<insanity-column> on a host page: solves on load, re-solves on attribute change, error state', async () => {
  const page = await openPage(browser, `${server.url}test/insanity-host.html`);
  await page.waitForFunction(() => document.getElementById('classic').dataset.state === 'ready', null, { timeout: 20000 });
  const classic = await columnState(page, 'classic');
  assert.match(classic.summary, /^1 solution \(8 stacks\)/);
  assert.deepEqual(stackProblems(classic.stack, CLASSIC), []);
  assert.equal(classic.graph, true);
  const plain = await columnState(page, 'plain');
  assert.match(plain.summary, /^1 solution/);
  assert.equal(plain.graph, false);
  const broken = await columnState(page, 'broken');
  assert.match(broken.error, /row 1/);
  assert.equal(broken.state, 'error');
  assert.equal(await page.textContent('#host-title'), 'Stacking four cubes');

  // Attribute change re-solves; events and the JS API.
  const changed = await page.evaluate(async () => {
    const e = document.getElementById('classic');
    const events = [];
    e.addEventListener('solved', (ev) => events.push(ev.detail));
    e.addEventListener('error', (ev) => events.push({ error: ev.detail.message }));
    e.setAttribute('cubes', 'R R R R R R; R R R R R R');
    const none = await e.solve();
    e.setAttribute('cubes', 'R G R G B B; G R G R B B');
    const two = await e.solve();
    e.setAttribute('cubes', 'R G');
    const bad = await e.solve();
    return { none, two, bad, events, state: e.dataset.state };
  });
  assert.equal(changed.none.solutions, 0);
  assert.deepEqual(changed.none.obstacle, [1, 2]);
  assert.ok(changed.two.solutions >= 1);
  assert.deepEqual(stackProblems(changed.two.stack, [['R', 'G', 'R', 'G', 'B', 'B'], ['G', 'R', 'G', 'R', 'B', 'B']]), []);
  assert.equal(changed.bad, null);
  assert.equal(changed.state, 'error');
  assert.equal(changed.events.length, 3);
  assert.match(changed.events[2].error, /line 1/);
  // Fixing the attribute clears the error state.
  await page.$eval('#classic', (e) => e.setAttribute('cubes', 'R B G Y B Y; R G G Y B B; Y B R G Y R; Y G B R R R'));
  const again = await columnState(page, 'classic');
  assert.equal(again.error, null);
  assert.match(again.summary, /^1 solution/);
  await screenshot(page, 'insanity-element');
  assert.deepEqual(page.problems, []);
});

test('the tutorial page and embed.html show the column', async () => {
  const page = await openPage(browser, `${server.url}tutorial.html`);
  await page.waitForFunction(() => document.getElementById('classic')?.dataset.state === 'ready', null, { timeout: 20000 });
  assert.match((await columnState(page, 'classic')).summary, /^1 solution/);
  await page.$eval('#classic', (e) => e.scrollIntoView());
  await page.screenshot({ path: (await screenshot(page, 'insanity-tutorial')), fullPage: false });
  const embed = await openPage(browser, `${server.url}embed.html?puzzle=insanity&cubes=${encodeURIComponent(CLASSIC_PARAM)}`);
  await embed.waitForFunction(() => document.querySelector('insanity-column')?.dataset.state === 'ready', null, { timeout: 20000 });
  const stack = await embed.$eval('insanity-column', (e) => JSON.parse(e.shadowRoot.querySelector('[data-testid="column3d"]').dataset.stack));
  assert.deepEqual(stackProblems(stack, CLASSIC), []);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(embed.problems, []);
});

test('phone-sized screen: no sideways scrolling', async () => {
  const page = await openTool('?puzzle=insanity', { width: 375, height: 800 });
  await summaryText(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await screenshot(page, 'insanity-phone');
  // An 8-cube puzzle still fits.
  for (let i = 0; i < 4; i++) await page.click('[data-testid="add-cube"]');
  await page.click('[data-testid="insanity-new"]');
  await page.waitForFunction(() => !document.querySelector('.ii-face.blank'));
  await page.click('[data-testid="insanity-solve"]');
  // Until Solve answers, the summary holds New puzzle's message.
  await page.waitForFunction(() => /^1 solution/.test(document.querySelector('[data-testid="insanity-summary"]').textContent));
  const overflow8 = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow8 <= 0, `8 cubes: page is ${overflow8}px wider than the screen`);
  await screenshot(page, 'insanity-phone-8');
  assert.deepEqual(page.problems, []);
});

test('dark colour scheme', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=insanity`, { context: { colorScheme: 'dark' } });
  await appReady(page);
  await summaryText(page);
  await screenshot(page, 'insanity-dark');
  const host = await openPage(browser, `${server.url}test/insanity-host.html`, { context: { colorScheme: 'dark' } });
  await host.waitForFunction(() => document.getElementById('classic').dataset.state === 'ready', null, { timeout: 20000 });
  await screenshot(host, 'insanity-element-dark');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(host.problems, []);
});
