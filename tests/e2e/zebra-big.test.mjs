// End-to-end tests of the zebra tool on big grids and of what a person sees first: grids of
// 10×10 to 16×16 readable at desktop width and usable on a phone (names whole, every position
// reachable by scrolling inside the grid), the tutorial's Einstein element showing all five
// positions, New puzzle's progress and Stop with the old puzzle marked as being replaced, a
// person's ✗ marks not in Check's red, a misspelt relation word's suggestion, and a 16×16's
// chapters listed while its explanation arrives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, openZebra, appReady, afterFrames, screenshot, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const bench = (name) => fs.readFileSync(path.join(root, 'benches', 'data', name), 'utf8');
const link = (text) => `&text=${Buffer.from(text).toString('base64url')}`;

/** The app on `text`, once its grid (n positions, m attributes) is drawn. */
async function bigPage(text, n, m, viewport, colorScheme = 'light') {
  return openZebra(browser, server, link(text), `${sel(`cell-${m - 1}-${n - 1}`)}`, { viewport, context: { colorScheme } });
}

/**
 * What a grid looks like to a reader, measured in the page: names broken inside a word, the
 * grid's box and scroll sizes, and for each position header whether it is inside the grid's
 * box once the grid is scrolled to it.
 */
const measure = (page, scope = null) => page.evaluate(async (host) => {
  const root = host ? document.querySelector(host).shadowRoot : document;
  const wrap = root.querySelector('.zebra-grid-wrap');
  const table = wrap.querySelector('table');
  // A word drawn on more than one line box was broken inside ("C o l o u r", "Norwe/gian").
  const broken = [];
  const names = table.querySelectorAll('th, .attr-name, .cand, .value');
  for (const node of names) {
    const textNode = [...node.childNodes].find((c) => c.nodeType === Node.TEXT_NODE);
    if (!textNode || getComputedStyle(node).display === 'none' || node.closest('tr')?.offsetParent === null) continue;
    for (const m of textNode.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(textNode, m.index);
      range.setEnd(textNode, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  const positions = [...table.querySelectorAll('th.position')];
  const reachable = [];
  for (let i = 0; i < positions.length; i += 1) {
    // Queried afresh: the answer's last batch may lay the grid out again while this measures.
    const wrapNow = root.querySelector('.zebra-grid-wrap');
    const th = wrapNow.querySelectorAll('th.position')[i];
    th.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await new Promise(requestAnimationFrame);
    const r = th.getBoundingClientRect();
    const w = wrapNow.getBoundingClientRect();
    // A header column that stays in place (sticky) must not cover the position.
    const corner = table.querySelector('th.corner');
    const cover = corner && getComputedStyle(corner).position === 'sticky' ? corner.getBoundingClientRect().right : w.left;
    reachable.push(r.left >= Math.max(w.left, cover) - 1 && r.right <= w.right + 1 && r.right <= innerWidth + 1 && r.width > 0);
  }
  wrap.scrollLeft = 0;
  const w = wrap.getBoundingClientRect();
  return {
    broken,
    positions: positions.length,
    reachable,
    wrapRight: w.right,
    scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
    pageWidth: document.documentElement.scrollWidth,
    viewport: innerWidth,
  };
}, scope);

for (const [n, file] of [[10, 'zebra-gen-10x10-0.txt'], [12, 'zebra-gen-12x12-0.txt'], [14, 'zebra-gen-14x14-0.txt'],
  [16, 'zebra-gen-16x16-0.txt']]) {
  test(`a ${n}×${n} grid is readable at 1280 px and on a phone: names whole, every position reachable`, async () => {
    const text = bench(file);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await bigPage(text, n, n, viewport);
      for (const state of ['open', 'solved']) {
        if (state === 'solved') {
          await page.click(sel('zebra-solve'));
          await page.waitForSelector(`${sel('zebra-grid')} td.fixed[data-testid="cell-${n - 1}-${n - 1}"]`);
        }
        // The whole explanation, when it arrives, lays the grid out again (Explainer.show) and
        // resets its scroll: measure once it is in.
        await page.waitForFunction((s) => /Explained in/.test(document.querySelector(s)?.textContent ?? ''),
          sel('zebra-status'), { timeout: 120_000 });
        const m = await measure(page);
        const where = `${n}×${n} ${state} at ${viewport.width} px`;
        assert.deepEqual(m.broken, [], `${where}: no name is broken inside a word`);
        assert.equal(m.positions, n);
        assert.deepEqual(m.reachable, Array(n).fill(true), `${where}: every position scrolls into the grid's box`);
        assert.ok(m.pageWidth <= m.viewport, `${where}: the page itself does not scroll sideways (${m.pageWidth} px)`);
        if (n === 16 && viewport === DESKTOP) await screenshot(page, `zebra-big-${n}-${state}`);
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
}

test('the tutorial\'s Einstein element shows all five positions at desktop width', async () => {
  const page = await openPage(browser, `${server.url}tutorial.html`, { viewport: DESKTOP });
  await page.waitForFunction(() => document.querySelector('#einstein')?.shadowRoot
    ?.querySelector('[data-testid="zebra-grid"] td[data-testid="cell-4-4"]'));
  const m = await measure(page, '#einstein');
  assert.equal(m.positions, 5);
  assert.equal(m.scrolls, false, 'the five positions fit without scrolling');
  assert.deepEqual(m.broken, []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('New puzzle at 10×10 shows its progress and Stop, and marks the old puzzle as being replaced', async () => {
  const page = await openZebra(browser, server, '', `${sel('zebra-grid')} td`, { viewport: DESKTOP });
  const before = await page.inputValue(sel('zebra-text'));
  await page.selectOption(sel('zebra-size-positions'), '10');
  await page.selectOption(sel('zebra-size-attributes'), '10');
  // The generator is fast enough to finish before a person (or this test) reaches Stop, so the
  // workers' final answers are held back from here on: the progress stays up until Stop, with
  // no race against the generator's speed. (Progress reports still pass.)
  await page.evaluate(() => {
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (type, listener, options) {
      if (type !== 'message') return add.call(this, type, listener, options);
      const held = (event) => {
        const d = event.data;
        if (d && typeof d === 'object' && 'ok' in d && !('progress' in d)) return;
        if (d?.progress?.phase) window.lastProgress = d.progress;
        listener.call(this, event);
      };
      return add.call(this, type, held, options);
    };
  });
  await page.click(sel('zebra-new'));
  // Progress: a count of clues, then how many of them are checked, with a bar.
  await page.waitForSelector(`${sel('zebra-gen')}[data-phase]:not([hidden])`);
  // What the note says is the progress report's own sentence.
  const said = await page.evaluate(() => [document.querySelector('[data-testid="zebra-gen-note"]').textContent,
    window.lastProgress.summary]);
  assert.equal(said[0], said[1]);
  assert.match(said[0], /10×10/);
  assert.ok(await page.isVisible(sel('zebra-gen-bar')));
  assert.ok(await page.isVisible(sel('zebra-gen-stop')));
  // The old puzzle is marked and out of reach while it is being replaced.
  assert.match(await page.textContent(sel('zebra-replacing')), /being replaced/);
  assert.equal(await page.textContent(sel('zebra-busy-said')), 'Making a new 10×10 puzzle; Stop (Esc) keeps this one.');
  const old = await page.evaluate(() => ({
    explainerInert: document.querySelector('.zebra-explainer').inert,
    editorReadOnly: document.querySelector('[data-testid="zebra-text"]').readOnly,
    newDisabled: document.querySelector('[data-testid="zebra-new"]').disabled,
    solveInert: Boolean(document.querySelector('[data-testid="zebra-solve"]').closest('[inert]')),
  }));
  assert.deepEqual(old, { explainerInert: true, editorReadOnly: true, newDisabled: true, solveInert: true });
  await screenshot(page, 'zebra-generating');
  await page.click(sel('zebra-gen-stop'));
  await page.waitForSelector(`${sel('zebra-gen')}[hidden]`, { state: 'attached' });
  assert.equal(await page.inputValue(sel('zebra-text')), before, 'Stop keeps the puzzle');
  const after = await page.evaluate(() => ({
    explainerInert: document.querySelector('.zebra-explainer').inert,
    editorReadOnly: document.querySelector('[data-testid="zebra-text"]').readOnly,
    replacing: document.querySelector('[data-testid="zebra-replacing"]').hidden,
  }));
  assert.deepEqual(after, { explainerInert: false, editorReadOnly: false, replacing: true });
  assert.match(await page.textContent(sel('status')), /Stopped/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/**
 * In the page: records each read of the layout on the clue editor's elements made outside a
 * frame callback (requestAnimationFrame, ResizeObserver, a scroll event), while
 * `editorReads.on`: a read there, after the page drew something, lays the page out at once.
 */
function countEditorLayoutReads() {
  const state = { on: false, inFrame: 0, reads: [] };
  window.editorReads = state;
  const note = (node, name) => {
    if (state.on && !state.inFrame && window.event?.type !== 'scroll' && node?.closest?.('.zebra-editor')) {
      state.reads.push(`${name} of ${node.className || node.tagName}`);
    }
  };
  for (const name of ['clientWidth', 'clientHeight', 'scrollTop', 'scrollLeft', 'offsetWidth', 'offsetHeight']) {
    const proto = name.startsWith('offset') ? HTMLElement.prototype : Element.prototype;
    const { get, set } = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, {
      configurable: true, set, get() { note(this, name); return get.call(this); },
    });
  }
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () { note(this, 'getBoundingClientRect'); return rect.call(this); };
  const style = window.getComputedStyle;
  window.getComputedStyle = function (node, ...rest) { note(node, 'getComputedStyle'); return style.call(this, node, ...rest); };
  const framed = (callback) => function (...args) {
    state.inFrame++;
    try { return callback.apply(this, args); } finally { state.inFrame--; }
  };
  const raf = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => raf.call(window, framed(callback));
  const Observer = window.ResizeObserver;
  window.ResizeObserver = class extends Observer { constructor(callback) { super(framed(callback)); } };
}

test('the size pickers show a loaded puzzle\'s size, or nothing when they do not offer it', async () => {
  const page = await bigPage(bench('zebra-gen-12x12-0.txt'), 12, 12, DESKTOP);
  const picked = () => page.evaluate(() => ['positions', 'attributes']
    .map((p) => document.querySelector(`[data-testid="zebra-size-${p}"]`).value));
  assert.deepEqual(await picked(), ['', '']);
  // New puzzle then makes the usual size, and says so.
  await page.click(sel('zebra-new'));
  await page.waitForFunction(() => /^A new 5×5 puzzle/.test(document.querySelector('[data-testid="status"]').textContent));
  assert.deepEqual(await picked(), ['5', '5']);
  await page.goto(`${server.url}?puzzle=zebra${link(bench('zebra-gen-10x10-0.txt'))}`);
  await appReady(page);
  await page.waitForSelector(sel('cell-9-9'));
  assert.deepEqual(await picked(), ['10', '10']);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a 16×16\'s chapters are listed as its explanation arrives, and the whole list begins with them', async (t) => {
  const text = bench('zebra-gen-16x16-0.txt');
  const page = await openPage(browser, null, { viewport: DESKTOP });
  // A worker's final answer is held back once it has sent progress (the explanation's call;
  // the quick answer before it passes), so the test sees the batches without racing the
  // explainer's speed; released at the end. When the first batch and the first chapter came
  // is noted for the figures.
  await page.addInitScript(() => {
    const held = [];
    // `release()`: the held answers go on, and later ones are no longer held.
    window.zebraHeld = {
      held, firstBatch: null, firstChapter: null, batches: [],
      release() { this.released = true; for (const go of held.splice(0)) go(); },
    };
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (type, listener, options) {
      if (type !== 'message') return add.call(this, type, listener, options);
      let reported = false;
      const hold = (event) => {
        const d = event.data;
        if (d && typeof d === 'object' && 'progress' in d) {
          reported = true;
          window.zebraHeld.firstBatch ??= performance.now();
          if (d.progress?.chapters?.length) window.zebraHeld.firstChapter ??= performance.now();
          const at = performance.now();
          listener.call(this, event);
          window.zebraHeld.batches.push([d.progress?.steps?.length, d.progress?.chapters?.length,
            Math.round(at - window.zebraHeld.firstBatch), Math.round(performance.now() - at)]);
          return;
        }
        if (reported && !window.zebraHeld.released && d && typeof d === 'object' && 'ok' in d) {
          held.push(() => listener.call(this, event));
          return;
        }
        listener.call(this, event);
      };
      return add.call(this, type, hold, options);
    };
  });
  await page.addInitScript(countEditorLayoutReads);
  await page.goto(`${server.url}?puzzle=zebra${link(text)}`);
  await appReady(page);
  const partial = `${sel('zebra-chapters')}[data-partial="true"]:not([hidden]) ${sel('zebra-chapter')}`;
  await page.waitForSelector(partial, { timeout: 120000 });
  const early = await page.$$eval(`${sel('zebra-chapter')} summary`, (s) => s.map((x) => x.textContent));
  const counter = await page.textContent(sel('zebra-step-counter'));
  assert.match(counter, /…$/, `the explanation is still arriving: ${counter}`);
  assert.ok(early.length > 0);
  // A chapter's steps can be shown at once: they came with it.
  // The click lays the page out once, in its frame: the editor reads no layout before it.
  const step = Number(await page.getAttribute(`${sel('zebra-chapter')} .zebra-chapter-step`, 'data-step'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics
    .map((m) => [m.name, m.value]));
  const before = await metrics();
  await page.evaluate(() => { window.editorReads.reads.length = 0; window.editorReads.on = true; });
  await page.click(`${sel('zebra-chapter')} .zebra-chapter-step[data-step="${step}"]`);
  await page.waitForFunction((k) => document.querySelector('[data-testid="zebra-step-counter"]')
    .textContent.startsWith(`Step ${k} / `), step);
  await afterFrames(page);
  const reads = await page.evaluate(() => { window.editorReads.on = false; return window.editorReads.reads; });
  const after = await metrics();
  t.diagnostic(`the click: ${after.LayoutCount - before.LayoutCount} layouts, `
    + `${((after.LayoutDuration - before.LayoutDuration) * 1000).toFixed(0)} ms laying out, `
    + `${((after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000).toFixed(0)} ms of style`);
  assert.deepEqual(reads, [], 'the editor read the layout outside a frame after a reader\'s click');
  const times = await page.evaluate(() => window.zebraHeld);
  t.diagnostic(`first chapter ${(times.firstChapter - times.firstBatch).toFixed(0)} ms after the first batch`);
  t.diagnostic(`batches so far [steps, chapters, ms after the first, ms the page took]: ${JSON.stringify(times.batches.slice(0, 8))}`);
  // As a person sees the chapters arriving: desktop and phone, light and dark.
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `zebra-chapters-arriving-${name}-${colorScheme}`);
    }
  }
  // The whole explanation: its chapters begin with those shown before, and the one opened
  // stays open.
  await page.evaluate(() => window.zebraHeld.release());
  await page.waitForSelector(`${sel('zebra-chapters')}[data-partial="false"]`, { timeout: 120000 });
  const whole = await page.$$eval(`${sel('zebra-chapter')} summary`, (s) => s.map((x) => x.textContent));
  assert.ok(whole.length > early.length, `${whole.length} chapters after ${early.length}`);
  assert.deepEqual(whole.slice(0, early.length), early);
  assert.ok(await page.$eval(`${sel('zebra-chapter')} details`, (d) => d.open), 'chapter 1 stays open');
  // Back at the open grid, at the top of the page at 1280×800 the grid's box, its links and
  // the step panel fit one above the other: the panel is in its place, not stuck over the
  // grid with a gap left where it belongs.
  await page.setViewportSize(DESKTOP);
  await page.click(sel('zebra-start'));
  await page.waitForFunction(() => document.querySelector('[data-testid="zebra-step-counter"]')
    .textContent.startsWith('Step 0 / '));
  const boxes = await page.evaluate(() => {
    scrollTo(0, 0);
    const box = (s) => document.querySelector(s).getBoundingClientRect();
    return { grid: box('.zebra-grid-wrap').bottom, links: box('.zebra-links').bottom, panel: box('.zebra-explain').top };
  });
  assert.ok(boxes.panel >= Math.max(boxes.grid, boxes.links), `the step panel covers the grid: ${JSON.stringify(boxes)}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a person\'s own ✗ is not drawn in the red Check uses for wrong marks', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await openZebra(browser, server, '&play=1', `${sel('zebra-play')}[data-settled="true"]`,
      { viewport: DESKTOP, context: { colorScheme } });
    const cell = 'td[data-key="0.0@0"]';
    const version = await page.getAttribute(sel('zebra-play'), 'data-version');
    await page.click(cell);
    await page.click(cell);
    await page.waitForFunction((v) => {
      const play = document.querySelector('[data-testid="zebra-play"]');
      return play.dataset.version !== v && play.dataset.settled === 'true';
    }, version);
    assert.equal(await page.getAttribute(cell, 'data-mark'), 'no');
    const colours = await page.$eval(cell, (td) => {
      // Check's red, as the page resolves it here (light or dark).
      const probe = document.createElement('span');
      probe.style.color = 'var(--bad)';
      td.closest('.zebra-play').append(probe);
      const bad = getComputedStyle(probe).color;
      probe.remove();
      return { mark: getComputedStyle(td).color, bad };
    });
    assert.notEqual(colours.mark, colours.bad, `${colorScheme}: ✗ is not Check's red`);
    await page.context().close();
  }
});

test('a misspelt relation word gets a "did you mean" as a misspelt name does', async () => {
  const page = await openZebra(browser, server, '', `${sel('zebra-tool')}[data-checked="true"]`, { viewport: DESKTOP });
  const text = (await page.inputValue(sel('zebra-text'))).replace('green is immediately left of white',
    'green is immediately lefft of white');
  await page.fill(sel('zebra-text'), text);
  await page.waitForSelector(`${sel('zebra-error')}:not([hidden])`);
  assert.match(await page.textContent(sel('zebra-error')), /"lefft".*did you mean "left"/);
  await page.context().close();
});
