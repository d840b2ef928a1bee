// Keyboard and screen-reader flows, one per tool: from page load to a solved, played or
// explained puzzle with the keyboard alone, focus always visible and never trapped, Escape
// folding away what was opened; results, the current move and the current explanation step
// read through the accessibility tree (roles, names, aria snapshots), not through classes;
// and prefers-reduced-motion making every turn a jump.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady, afterFrames } from './harness.mjs';
import { isSolved } from './cube-sim.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const HARD = 'RFFFBLDRUULDLFRRUULBDBDB';
const sel = (id) => `[data-testid="${id}"]`;

async function open(query, options = {}) {
  const page = await openPage(browser, `${server.url}${query}`, options);
  await appReady(page);
  return page;
}

/**
 * The focused element (looking into shadow roots), and whether its focus can be seen: an
 * outline on it, or on a close ancestor that draws it for the whole field (:focus-within).
 */
const focused = (page) => page.evaluate(() => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  if (!a || a === document.body) return null;
  const drawn = (node) => {
    const cs = getComputedStyle(node);
    return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
  };
  let visible = a.matches(':focus-visible') && drawn(a);
  for (let p = a.parentElement, i = 0; !visible && p && i < 3; p = p.parentElement, i++) {
    visible = p.matches(':focus-within') && drawn(p);
  }
  return {
    testid: a.dataset?.testid ?? null,
    role: a.getAttribute('role') || a.tagName.toLowerCase(),
    name: (a.getAttribute('aria-label') || a.textContent || '').trim().slice(0, 60),
    visible,
  };
});

/** Presses Tab until `want(focus)`, checking at every stop that the focus can be seen. */
async function tabTo(page, want, what, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue; // the page itself, between the last element and the first
    assert.ok(f.visible, `no visible focus on ${f.role} "${f.name}" (${f.testid})`);
    if (want(f)) return f;
  }
  throw new Error(`${max} presses of Tab never reached ${what}`);
}
const byTestid = (id) => (f) => f.testid === id;

/** Tabs on from wherever focus is until it comes round to the first tab again: no trap. */
async function tabsAround(page) {
  await tabTo(page, (f) => f.role === 'tab', 'the puzzle tabs again (focus is trapped)', 250);
}

/** A live status region (role=status) saying `text`. */
const status = (page, text) => page.getByRole('status').filter({ hasText: text });

test('pocket cube by keyboard: solve, play, step, paint; results and moves are spoken', async () => {
  const page = await open(`?puzzle=pocket&facelets=${HARD}`);
  await page.waitForSelector(`${sel('pocket-tool')}[data-checked="true"]`);
  // Every sticker says which it is, where, and its colour.
  assert.ok(await page.getByRole('button', { name: 'Front face top-left sticker: yellow' }).isVisible());

  await tabTo(page, byTestid('solve'), 'Solve');
  await page.keyboard.press('Enter');
  await status(page, /^Optimal: 11 moves/).waitFor();

  // The current move, in words, as the keys step through the solution.
  const player = page.getByRole('group', { name: 'Playback' });
  await tabTo(page, byTestid('to-start'), 'the playback controls');
  await page.keyboard.press('End');
  const moves = page.getByRole('group', { name: 'Solution moves' }).getByRole('button');
  assert.equal(await moves.count(), 11);
  const names = await moves.evaluateAll((els) => els.map((e) => e.textContent));
  const now = page.locator(sel('move-now'));
  await page.waitForFunction(() => document.querySelector('[data-testid="move-now"]').textContent.startsWith('After move 11 '));
  assert.equal(await now.textContent(), `After move 11 of 11: ${names[10]}.`);
  assert.match(await page.locator('.player').ariaSnapshot(), new RegExp(`After move 11 of 11: ${names[10].replace("'", "\\'")}`));
  assert.ok(isSolved(await page.getAttribute(sel('cube3d'), 'data-facelets')), 'the end of the solution is the solved cube');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid="move-now"]').textContent.startsWith('After move 10 '));
  assert.equal(await now.textContent(), `After move 10 of 11: ${names[9]}.`);
  await page.keyboard.press('Home');
  assert.equal(await now.textContent(), 'At the start, before move 1 of 11.');
  assert.ok(await player.isVisible());

  // Every optimal solution: shown by Enter, folded away by Escape, focus back on its button.
  await tabTo(page, byTestid('all-solutions'), 'Show every optimal solution');
  await page.keyboard.press('Enter');
  await page.getByRole('group', { name: 'Every optimal solution' }).getByRole('button').first().waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('group', { name: 'Every optimal solution' }).getByRole('button').count(), 0);
  assert.equal((await focused(page)).testid, 'all-solutions');

  // Painting by keyboard says which sticker became which colour.
  const STICKER = /^([A-Z][a-z]+ face (?:top|bottom)-(?:left|right)) sticker: /;
  await tabTo(page, (f) => STICKER.test(f.name), 'the net');
  const before = (await focused(page)).name;
  const place = before.match(STICKER)[1];
  await page.keyboard.press('3'); // colour 3: green
  const said = new RegExp(`^${place.toLowerCase()} sticker: green$`);
  await status(page, said).waitFor();
  assert.equal((await focused(page)).name, `${place} sticker: green`);
  await tabsAround(page);
  assert.deepEqual(page.problems, []);
});

test('Instant Insanity by keyboard: solve, turn the column, paint; Escape closes the copy box', async () => {
  const page = await open('?puzzle=insanity');
  await page.waitForSelector('.ii-net');
  await tabTo(page, byTestid('insanity-solve'), 'Solve');
  await page.keyboard.press('Enter');
  await status(page, /^1 solution \(8 stacks\)/).waitFor();

  const facing = page.locator(sel('column-facing'));
  const side = await facing.textContent();
  await tabTo(page, byTestid('turn-right'), 'the turn button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.querySelector('[data-testid="column-facing"]').textContent !== s, side);
  assert.equal(await facing.getAttribute('aria-live'), 'polite', 'the side in view is spoken');

  await tabTo(page, byTestid('copy-link'), 'Copy link');
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Text to copy' });
  await box.waitFor();
  await box.focus();
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'hidden' });
  assert.equal((await focused(page)).testid, 'copy-link');

  // A face painted with a number key: its name gives cube, face, letter and colour.
  await tabTo(page, (f) => /^Cube \d+, [a-z]+ /.test(f.name), 'the nets');
  const [, cube, face] = (await focused(page)).name.match(/^Cube (\d+), ([a-z]+) /);
  await page.keyboard.press('2');
  const token = await page.getByRole('button', { name: 'Colour 2', exact: false }).first().textContent();
  assert.equal((await focused(page)).name, `Cube ${cube}, ${face} ${token}`);
  await tabsAround(page);
  assert.deepEqual(page.problems, []);
});

test('zebra puzzle by keyboard: solve, explain step by step; Escape folds the clue language', async () => {
  const page = await open('?puzzle=zebra');
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  // The clue editor is named by its visible heading.
  assert.ok(await page.getByRole('textbox', { name: 'Clues' }).isVisible());

  await tabTo(page, byTestid('zebra-solve'), 'Solve');
  await page.keyboard.press('Enter');
  const verdict = status(page, /Unique solution/);
  await verdict.waitFor();
  await page.waitForFunction(() => /Explained in \d+ steps/.test(document.querySelector('[data-testid="zebra-status"]').textContent));
  const total = Number((await verdict.textContent()).match(/Explained in (\d+) steps/)[1]);
  assert.ok(total > 10);

  await tabTo(page, byTestid('zebra-explain-start'), 'Explain');
  await page.keyboard.press('Enter');
  const explanation = page.getByRole('group', { name: /^Explanation/ });
  await tabTo(page, byTestid('zebra-explain'), 'the explanation');
  // Each press shows the next step of the solver's walk: three presses reach step 3 or later.
  for (let i = 1; i <= 3; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction((t) => {
    const m = document.querySelector('[data-testid="zebra-step-counter"]').textContent.match(/^Step (\d+) \/ (\d+)$/);
    return m && Number(m[1]) >= 3 && Number(m[2]) === t;
  }, total);
  const shown = await page.locator(sel('zebra-step-counter')).textContent();
  const sentence = await page.locator(sel('zebra-step-text')).textContent();
  assert.ok(sentence.length > 10);
  const tree = await explanation.ariaSnapshot();
  assert.ok(tree.includes(shown), tree);
  assert.ok(tree.replace(/\\"/g, '"').includes(sentence), `the step's sentence is in the tree:\n${tree}`);
  assert.equal(await page.locator(sel('zebra-step-text')).getAttribute('aria-live'), 'polite');

  const language = page.locator('details.zebra-language');
  await tabTo(page, (f) => f.name.startsWith('The clue language'), 'the clue language');
  await page.keyboard.press('Enter');
  assert.equal(await language.evaluate((d) => d.open), true);
  await page.keyboard.press('Escape');
  assert.equal(await language.evaluate((d) => d.open), false);
  assert.ok((await focused(page)).name.startsWith('The clue language'));
  await tabsAround(page);
  assert.deepEqual(page.problems, []);
});

/** Counts animations started on the page: script ones (Element.animate) and CSS ones. */
const COUNT_ANIMATIONS = () => {
  window.animationsStarted = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function countedAnimate(...args) {
    window.animationsStarted++;
    return animate.apply(this, args);
  };
  for (const type of ['transitionstart', 'animationstart']) {
    document.addEventListener(type, () => { window.animationsStarted++; }, true);
  }
};

async function stepsAnimated(reducedMotion) {
  const page = await openPage(browser, null, { context: { reducedMotion } });
  await page.addInitScript(COUNT_ANIMATIONS);
  await page.goto(`${server.url}?puzzle=pocket&facelets=${HARD}&moves=${encodeURIComponent("R U")}`);
  await appReady(page);
  await page.waitForSelector(`${sel('solution')} button`);
  const started = await page.evaluate(() => window.animationsStarted);
  await page.click(sel('step-forward'));
  await page.waitForFunction(() => document.querySelector('.player').dataset.index === '1');
  // The column of Instant Insanity turns by a CSS transition, or jumps.
  await page.click(sel('tab-insanity'));
  await page.click(sel('insanity-solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="column3d"]').dataset.stack);
  const side = await page.textContent(sel('column-facing'));
  await page.click(sel('turn-right'));
  await page.waitForFunction((s) => document.querySelector('[data-testid="column-facing"]').textContent !== s, side);
  const transition = await page.$eval('.ii-column', (c) => c.style.transition);
  const count = await page.evaluate(() => window.animationsStarted);
  await page.context().close();
  return { animations: count - started, transition };
}

test('prefers-reduced-motion: steps and turns jump, with no animation at all', async () => {
  const reduced = await stepsAnimated('reduce');
  assert.equal(reduced.animations, 0, 'no animation or transition started');
  assert.equal(reduced.transition, 'none');
  // The same steps animate when motion is welcome (so the count above can fail).
  const moving = await stepsAnimated('no-preference');
  assert.ok(moving.animations > 0);
  assert.notEqual(moving.transition, 'none');
});

test('errors are not told by colour alone: an outline on the culprits and a sentence', async () => {
  const page = await open('?puzzle=pocket&facelets=UUUFLLFRURBBLLFFRRBBDDDD');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /corner UFR \(up face bottom-right, right face top-left, front face top-right\) is twisted/);
  const outlines = await page.$$eval('.net button', (els) => els
    .map((e) => ({ name: e.getAttribute('aria-label'), outline: getComputedStyle(e).outlineStyle }))
    .filter((s) => s.outline !== 'none'));
  const places = outlines.map((s) => s.name.split(' sticker:')[0]).sort();
  assert.deepEqual(places, ['Front face top-right', 'Right face top-left', 'Up face bottom-right']);
  assert.ok(outlines.every((s) => s.outline === 'dashed'), 'a dashed outline, not only a colour');
  // The field is described by the error, for screen readers.
  assert.equal(await page.getByRole('textbox', { name: /Facelet string/ }).getAttribute('aria-describedby'), 'pocket-facelets-help pocket-error');

  // The cubes that cannot be stacked: named in a sentence and framed by a dashed line.
  await page.click(sel('tab-insanity'));
  await page.fill(sel('insanity-text'), 'R R R R R R\nR R R R R R\nG B Y G B Y\n');
  await page.waitForFunction(() => document.querySelectorAll('.ii-net').length === 3);
  await page.click(sel('insanity-solve'));
  await page.waitForSelector(`${sel('insanity-obstacle')}:not([hidden])`);
  assert.match(await page.textContent(sel('insanity-obstacle')), /Cubes 1 and 2 cannot be stacked together: /);
  const frames = await page.$$eval('figure', (els) => els.filter((e) => getComputedStyle(e).borderStyle === 'dashed')
    .map((e) => e.querySelector('figcaption').textContent));
  assert.deepEqual(frames, ['Cube 1', 'Cube 2']);

  const zebra = await open('?puzzle=zebra');
  await zebra.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const text = (await zebra.inputValue(sel('zebra-text'))).replace('Brit is red', 'Brit is redd');
  await zebra.fill(sel('zebra-text'), text);
  const zebraAlert = zebra.getByRole('alert');
  await zebraAlert.waitFor();
  assert.match(await zebraAlert.textContent(), /line 10/);
  // Beside the line: a marker carrying the message, not only a colour (drawn in the editor's
  // next frame: read after it).
  await afterFrames(zebra);
  assert.equal(await zebra.$eval('.zebra-gutter .ln.bad-line [data-testid="zebra-error-marker"]', (m) => m.title), await zebraAlert.textContent());
  assert.deepEqual(page.problems, []);
  assert.deepEqual(zebra.problems, []);
});
