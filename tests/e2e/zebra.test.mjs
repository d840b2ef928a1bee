// End-to-end tests of the zebra (logic-grid) page and the <zebra-puzzle> element in headless
// Chromium: solve, the step-by-step explanation, hints, errors beside their lines, several and
// no solutions, the generator, links, the element on a host page, a phone-sized screen, and
// stopping a long solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, openZebra, appReady, afterFrames, screenshot, root } from './harness.mjs';
import { PUBLISHED } from './einstein.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

/** The zebra tool, once it has checked the puzzle it opened with. */
const zebraPage = (query = '', viewport) =>
  openZebra(browser, server, query, `${sel('zebra-tool')}[data-checked="true"]`, viewport ? { viewport } : {});

/** The grid as shown: per cell its attribute, position, placed value, candidates, marks. */
const readGrid = (page, scope = '') => page.$$eval(`${scope} ${sel('zebra-grid')} td`, (tds) => tds.map((td) => {
  const [, a, p] = td.dataset.testid.split('-').map(Number);
  return {
    a, p, key: `${a}-${p}`,
    attribute: td.dataset.attribute,
    value: td.dataset.value,
    candidates: [...td.querySelectorAll('.cand:not(.out)')].map((c) => c.textContent),
    out: [...td.querySelectorAll('.cand.out')].map((c) => c.textContent),
    changed: td.classList.contains('changed'),
    differ: td.classList.contains('differ'),
    alt: td.querySelector('.alt')?.textContent ?? null,
  };
}));

/** The solver's report for a text, straight from the worker (not through the page's views). */
const report = (page, text) => page.evaluate(async ([base, t]) =>
  (await import(`${base}rpc.js`)).call('zebra_solve', t), [server.url, text]);

const counter = (page) => page.textContent(sel('zebra-step-counter'));
// The steps Next walks: the solver's walk (the steps that change what the grid draws, the
// others folded into the next of them).
const walkOf = (r) => r.walk.map((w) => w.step);
// The editor draws its marks in the next animation frame: read them after it.
const citedLines = async (page) => {
  await afterFrames(page);
  return page.$$eval('.zebra-gutter .ln.cited', (els) => els.map((e) => Number(e.dataset.line)));
};

/** The grid marks as changed exactly the cells the step places or rules out values in. */
function assertMarked(r, grid, step, message) {
  const expected = new Set([...step.fixed, ...step.eliminated].map((c) =>
    `${r.attributes.findIndex((a) => a.name === c.attribute)}-${c.column}`));
  assert.deepEqual(grid.filter((c) => c.changed).map((c) => c.key).sort(), [...expected].sort(), message);
}

async function setText(page, text) {
  await page.fill(sel('zebra-text'), text);
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-text"]').value === t
    && document.querySelector('[data-testid="zebra-tool"]').dataset.checked === 'true', text);
}

test('Einstein is preloaded; Solve says unique and the German owns the fish', async () => {
  const page = await zebraPage();
  const text = await page.inputValue(sel('zebra-text'));
  assert.match(text, /Norwegian is in 1/);
  await page.click(sel('zebra-solve'));
  await page.waitForFunction(() => document.querySelector('[data-testid="zebra-step-counter"]').textContent === 'Step 79 / 79');
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'unique');
  assert.match(await page.textContent(sel('zebra-status')), /unique/i);

  const grid = await readGrid(page);
  const fish = grid.find((c) => c.attribute === 'pet' && c.value === 'fish');
  assert.ok(fish, 'the fish is placed');
  const owner = grid.find((c) => c.attribute === 'nationality' && c.p === fish.p);
  assert.equal(owner.value, 'German');
  for (const cell of grid) assert.equal(cell.value, PUBLISHED[cell.attribute][cell.p], `${cell.attribute} at ${cell.p + 1}`);
  await screenshot(page, 'zebra-solved');
  assert.deepEqual(page.problems, []);
});

test('Explain steps through every step, citing its clues and marking the cells it changes', async () => {
  const page = await zebraPage();
  const text = await page.inputValue(sel('zebra-text'));
  const r = await report(page, text);
  const total = r.steps.length;
  assert.ok(total > 10);
  await page.click(sel('zebra-explain-start'));
  assert.equal(await counter(page), `Step 0 / ${total}`);
  assert.ok(await page.isDisabled(sel('zebra-prev')));
  let placed = 0;
  const walk = walkOf(r);
  assert.equal(walk.at(-1), total);
  for (const i of walk) {
    await page.click(sel('zebra-next'));
    assert.equal(await counter(page), `Step ${i} / ${total}`);
    const sentence = await page.textContent(sel('zebra-step-text'));
    const step = r.steps[i - 1];
    assert.equal(sentence, step.text);
    // The highlighted lines are the ones the sentence quotes ("line 10", "lines 12 and 14").
    const quoted = [...new Set([...sentence.matchAll(/\bline (\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
    assert.deepEqual(await citedLines(page), quoted, `step ${i}: ${sentence}`);
    const grid = await readGrid(page);
    assertMarked(r, grid, step, `step ${i} changed cells`);
    // Nothing true is ever ruled out, and placed values only accumulate.
    for (const cell of grid) {
      const truth = PUBLISHED[cell.attribute][cell.p];
      if (cell.value) assert.equal(cell.value, truth, `step ${i}: ${cell.attribute} at ${cell.p + 1}`);
      else assert.ok(cell.candidates.includes(truth), `step ${i} struck out ${truth} at ${cell.p + 1}`);
    }
    const now = grid.filter((c) => c.value).length;
    assert.ok(now >= placed);
    placed = now;
  }
  assert.equal(placed, 25, 'the last step leaves the grid solved');
  assert.ok(await page.isDisabled(sel('zebra-next')));

  // Previous, and the arrow keys while the explanation has focus.
  await page.click(sel('zebra-prev'));
  assert.equal(await counter(page), `Step ${walk.at(-2)} / ${total}`);
  await page.focus(sel('zebra-explain'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await counter(page), `Step ${walk.at(-4)} / ${total}`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await counter(page), `Step ${walk.at(-3)} / ${total}`);
  await page.click(sel('zebra-start'));
  assert.equal(await counter(page), `Step 0 / ${total}`);
  assert.ok((await readGrid(page)).every((c) => !c.value && c.out.length === 0), 'the open grid');
  assert.equal(await page.inputValue(sel('zebra-text')), text);
  assert.deepEqual(page.problems, []);
});

test('a hypothesis step unfolds the chain of steps that refutes it', async () => {
  const page = await zebraPage();
  // A stored 6x6 benchmark puzzle whose explanation needs a few hypotheses.
  const text = fs.readFileSync(path.join(root, 'benches/data/zebra-6x6-3.txt'), 'utf8');
  await setText(page, text);
  const r = await report(page, text);
  const first = r.steps.findIndex((s) => s.kind === 'hypothesis');
  assert.ok(first >= 0);
  await page.click(sel('zebra-explain-start'));
  for (const k of walkOf(r)) if (k <= first) await page.click(sel('zebra-next'));
  assert.equal(await page.isVisible(sel('zebra-chain')), false, 'no chain on a plain step');
  await page.click(sel('zebra-next'));
  const step = r.steps[first];
  assert.equal(await page.textContent(sel('zebra-step-text')), step.text);
  assert.ok(await page.isVisible(sel('zebra-chain')));
  const summary = `${sel('zebra-chain')} summary`;
  assert.match(await page.textContent(summary), new RegExp(`^Show why ${step.chain.assume.value} cannot be in ${step.chain.assume.position}$`));
  // Folded until asked for; Enter on the summary (keyboard) unfolds it.
  assert.equal(await page.isVisible(`${sel('zebra-chain')} .zebra-chain-end`), false);
  await page.focus(summary);
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.$$eval(`${sel('zebra-chain')} li`, (lis) => lis.map((li) => li.textContent)),
    step.chain.steps.map((t) => t.text));
  assert.equal(await page.textContent(`${sel('zebra-chain')} .zebra-chain-end`), `So: ${step.chain.end}`);
  // The chain's sentences quote only clues the hypothesis cites.
  const chainText = step.chain.steps.map((t) => t.text).join(' ') + step.chain.end;
  for (const m of chainText.matchAll(/\bline (\d+)/g)) assert.ok(step.clues.includes(Number(m[1])), m[0]);

  // Each line shows the grid the hypothesis leads to: first the assumption alone, then after
  // each chain step, that step's cells marked; the real grid comes back afterwards.
  const real = await readGrid(page);
  const { assume } = step.chain;
  const a = r.attributes.findIndex((x) => x.name === assume.attribute);
  assert.notEqual(real.find((c) => c.a === a && c.p === assume.column).value, assume.value);
  const lines = page.locator(`${sel('zebra-chain')} .zebra-chain-step`);
  assert.equal(await lines.count(), step.chain.steps.length + 1);
  await lines.nth(0).click();
  assert.equal(await page.getAttribute(sel('zebra-grid'), 'data-hypothetical'), 'true');
  assert.match(await page.textContent(sel('zebra-grid-note')), new RegExp(`^Supposing ${assume.value} were in ${assume.position}`));
  let trial = await readGrid(page);
  assert.equal(trial.find((c) => c.a === a && c.p === assume.column).value, assume.value);
  assert.deepEqual(await citedLines(page), [], 'the assumption cites no clue');
  let before = trial;
  for (let k = 1; k <= step.chain.steps.length; k++) {
    await lines.nth(k).click();
    assert.equal(await lines.nth(k).getAttribute('aria-pressed'), 'true');
    if (k === 1) await screenshot(page, 'zebra-chain');
    trial = await readGrid(page);
    const t = step.chain.steps[k - 1];
    // The editor marks this line's clues only.
    assert.deepEqual(await citedLines(page), [...t.clues].sort((x, y) => x - y), `chain step ${k} clues`);
    assertMarked(r, trial, t, `chain step ${k}`);
    for (const c of t.fixed) {
      const cell = trial.find((x) => x.attribute === c.attribute && x.p === c.column);
      assert.equal(cell.value, c.value, `chain step ${k} places ${c.value}`);
    }
    for (const c of t.eliminated) {
      const cell = trial.find((x) => x.attribute === c.attribute && x.p === c.column);
      assert.ok(cell.value !== c.value && !cell.candidates.includes(c.value), `chain step ${k} rules out ${c.value}`);
    }
    // Nothing comes back once ruled out.
    for (const c of trial) {
      const was = before.find((x) => x.key === c.key);
      for (const v of c.candidates) assert.ok(was.candidates.includes(v) || was.value === v, `${v} came back at ${c.key}`);
    }
    before = trial;
  }
  // The same line again, then folding the chain: the real grid.
  await lines.nth(step.chain.steps.length).click();
  assert.equal(await page.getAttribute(sel('zebra-grid'), 'data-hypothetical'), 'false');
  assert.deepEqual(await readGrid(page), real);
  assert.deepEqual(await citedLines(page), [...step.clues].sort((x, y) => x - y));
  await lines.nth(0).click();
  await page.click(summary);
  // (the toggle event comes a task later)
  await page.waitForSelector(`${sel('zebra-grid')}[data-hypothetical="false"]`);
  assert.deepEqual(await readGrid(page), real);
  await page.click(sel('zebra-next'));
  if (r.steps[walkOf(r).find((k) => k > first + 1) - 1].kind !== 'hypothesis') assert.equal(await page.isVisible(sel('zebra-chain')), false);
  assert.deepEqual(page.problems, []);
});

test('Hint reveals exactly one step at a time (where to look, then the step)', async () => {
  const page = await zebraPage();
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  // Before any hint: the open grid, nothing revealed.
  assert.ok((await readGrid(page)).every((c) => !c.value && c.out.length === 0));
  // Each hint reveals the next step Next would show, up to step 10.
  const walk = walkOf(r);
  const upTo = walk.indexOf(10) + 1;
  assert.ok(upTo > 1, `step 10 is walked: ${walk}`);
  for (let i = 1; i <= upTo; i++) {
    await page.click(sel('zebra-hint'));
    await page.waitForSelector(`${sel('zebra-step-text')}[data-hint="where"]`);
    assert.equal(await counter(page), `Step ${walk[i - 2] ?? 0} / ${r.steps.length}`);
    await page.click(sel('zebra-hint'));
    await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t, `Step ${walk[i - 1]} / ${r.steps.length}`);
    assert.equal(await page.textContent(sel('zebra-step-text')), r.steps[walk[i - 1] - 1].text);
  }
  // Step 10 is "milk is in 3": the only placed value so far.
  const placed = (await readGrid(page)).filter((c) => c.value);
  assert.deepEqual(placed.map((c) => [c.attribute, c.p, c.value]), [['drink', 2, 'milk']]);
  assert.deepEqual(await citedLines(page), [17]);
  await screenshot(page, 'zebra-hint');
  assert.deepEqual(page.problems, []);
});

test('a misspelt value is marked beside its line, suggests the fix, and keeps the text', async () => {
  const page = await zebraPage();
  const text = (await page.inputValue(sel('zebra-text'))).replace('Brit is red', 'Brit is redd');
  await setText(page, text);
  await page.waitForSelector(`${sel('zebra-error')}:not([hidden])`);
  await page.click(sel('zebra-solve'));
  const message = await page.textContent(sel('zebra-error'));
  assert.match(message, /line 10/);
  assert.match(message, /did you mean "red"/);
  const lineNo = text.split('\n').findIndex((l) => l === 'Brit is redd') + 1;
  assert.equal(lineNo, 10);
  const marked = await page.$$eval('.zebra-gutter .ln.bad-line', (els) => els.map((e) => e.dataset.line));
  assert.deepEqual(marked, ['10']);
  assert.equal(await page.$eval('.zebra-gutter .ln.bad-line [data-testid="zebra-error-marker"]', (m) => m.title), message);
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'error');
  assert.equal(await page.inputValue(sel('zebra-text')), text, 'nothing typed is lost');
  await screenshot(page, 'zebra-error');

  // Fixing the word clears the mark.
  await setText(page, text.replace('redd', 'red'));
  await page.waitForSelector(`${sel('zebra-error')}[hidden]`, { state: 'attached' });
  assert.equal(await page.$$eval('.zebra-gutter .ln.bad-line', (els) => els.length), 0);
  assert.deepEqual(page.problems, []);
});

test('a looser clue gives several solutions: the count and the differing cells', async () => {
  const page = await zebraPage();
  const text = (await page.inputValue(sel('zebra-text'))).replace('green is immediately left of white', 'green is left of white');
  await setText(page, text);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="multiple"]`);
  assert.match(await page.textContent(sel('zebra-status')), /multiple solutions: 7\b/i);
  assert.ok(await page.isHidden(sel('zebra-explain')));
  const grid = await readGrid(page);
  const differ = grid.filter((c) => c.differ);
  assert.ok(differ.length >= 2);
  for (const c of differ) {
    assert.ok(c.value && c.alt, 'a differing cell shows both values');
    assert.notEqual(`or ${c.value}`, c.alt);
  }
  // The two solutions shown differ exactly at the marked cells; each attribute stays a permutation.
  const r = await report(page, text);
  assert.equal(differ.length, r.differ.length);
  for (const c of grid) assert.equal(c.value, r.solution[c.a][c.p]);
  await screenshot(page, 'zebra-multiple');
  assert.deepEqual(page.problems, []);
});

test('a contradiction shows "none" with the conflicting lines quoted and marked', async () => {
  const page = await zebraPage();
  const text = `${(await page.inputValue(sel('zebra-text'))).trimEnd()}\nNorwegian is in 2\n`;
  await setText(page, text);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="none"]`);
  const status = await page.textContent(sel('zebra-status'));
  assert.match(status, /no solution/i);
  const lines = await page.$$eval(`${sel('zebra-conflict')} li`, (els) => els.map((e) => Number(e.dataset.line)));
  assert.ok(lines.includes(25), 'the new line is part of the conflict');
  assert.ok(lines.includes(18), '"Norwegian is in 1" is part of the conflict');
  assert.match(status, /Norwegian is in 2/);
  assert.deepEqual(await page.$$eval('.zebra-gutter .ln.conflict', (els) => els.map((e) => Number(e.dataset.line))), lines);
  assert.equal(await page.inputValue(sel('zebra-text')), text);
  await screenshot(page, 'zebra-none');
  assert.deepEqual(page.problems, []);
});

// The hardest stored 16x16 benchmark puzzle: seconds of search even natively, so a check of
// it is still running when the tests below stop it or replace it.
const HARD = fs.readFileSync(path.join(root, 'benches/data/zebra-16x16-2.txt'), 'utf8');

/** Puts the hard puzzle in the editor and waits until its check shows Stop. */
async function startHardCheck(page) {
  await page.fill(sel('zebra-text'), HARD);
  await page.waitForSelector(`${sel('zebra-stop')}:visible`, { timeout: 20000 });
  assert.match(await page.textContent(sel('zebra-busy')), /^Solving…/);
  assert.equal(await page.textContent(sel('zebra-busy-said')), 'Solving…; Stop (Esc) ends it.');
}

test('a long solve shows Stop; Stop ends it, keeps the text, and solving works again', async () => {
  const page = await zebraPage();
  await startHardCheck(page);
  // What is shown (Einstein's answer) belongs to the text before: dimmed while solving.
  assert.equal(await page.$eval('.zebra-explainer', (e) => getComputedStyle(e).opacity), '0.45');
  await page.click(sel('zebra-stop'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="error"]`);
  assert.match(await page.textContent(sel('zebra-status')), /stopped after \d+\.\d s\. The clues are unchanged/);
  assert.equal(await page.inputValue(sel('zebra-text')), HARD, 'the text is kept');
  assert.equal(await page.isVisible(sel('zebra-stop')), false);
  assert.equal(await page.getAttribute(sel('zebra-tool'), 'data-stops'), '1');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'zebra-solve');
  // The next check runs in a fresh worker.
  await page.click(sel('zebra-example'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await page.click(sel('zebra-solve'));
  assert.ok((await readGrid(page)).every((c) => c.value), 'Einstein solved after the stop');
  assert.deepEqual(page.problems, []);
});

test('Escape in the editor stops a long solve', async () => {
  const page = await zebraPage();
  await startHardCheck(page);
  await page.focus(sel('zebra-text'));
  await page.keyboard.press('Escape');
  await page.waitForSelector(`${sel('zebra-status')}[data-status="error"]`);
  assert.match(await page.textContent(sel('zebra-status')), /stopped after/);
  assert.equal(await page.inputValue(sel('zebra-text')), HARD);
  assert.deepEqual(page.problems, []);
});

test('editing during a long check ends it instead of waiting for it', async () => {
  const page = await zebraPage();
  const einstein = await page.inputValue(sel('zebra-text'));
  await startHardCheck(page);
  await setText(page, einstein);
  // The hard check was stopped (not left to finish), and Einstein's answer is shown.
  assert.equal(await page.getAttribute(sel('zebra-tool'), 'data-stops'), '1');
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  assert.equal(await page.isVisible(sel('zebra-stop')), false);
  assert.deepEqual(page.problems, []);
});

/** The native CLI's JSON for a puzzle file (a separate program from the page). */
function cli(file) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['zebra', '--json', file], { encoding: 'utf8' }));
}

test('a big grid shows its answer at once and works out the steps after; Stop keeps the answer', async () => {
  const page = await zebraPage();
  // Solved in milliseconds; explaining it takes tens of seconds (many hypotheses).
  const file = path.join(root, 'benches/data/zebra-12x12-0.txt');
  await page.fill(sel('zebra-text'), fs.readFileSync(file, 'utf8'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"][data-explained="false"]`);
  assert.match(await page.textContent(sel('zebra-status')), /Working out the steps|working out the rest/);
  await page.click(sel('zebra-solve'));
  const expected = cli(file).solution;
  const grid = await readGrid(page);
  assert.equal(grid.length, 144);
  for (const c of grid) assert.equal(c.value, expected[c.attribute][c.p], `${c.attribute} at position ${c.p + 1}`);
  await page.waitForSelector(`${sel('zebra-stop')}:visible`);
  assert.match(await page.textContent(sel('zebra-busy')), /^Explaining…/);
  // The answer on screen is this text's own: not dimmed as a stale one is.
  assert.equal(await page.$eval('.zebra-explainer', (e) => getComputedStyle(e).opacity), '1');
  await page.click(sel('zebra-stop'));
  assert.match(await page.textContent(sel('zebra-status')), /steps was stopped after/);
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'unique');
  assert.ok((await readGrid(page)).every((c) => c.value), 'the answer stays on the grid');
  assert.deepEqual(page.problems, []);
});

/**
 * Holds back, of every worker call that sends progress (an explanation's batches), all but the
 * first batch and the final answer: `window.releaseNext()` lets the next one through (and says
 * whether it was a batch), `window.releaseAll()` the rest. The steps are then still coming
 * however fast the machine explains, so the test waits on conditions, never on the solver's speed.
 */
function holdExplanations() {
  const Real = window.Worker;
  /** @type {{data: any, pass: () => void}[]} */
  const held = [];
  const passed = new WeakSet();
  let holding = true;
  const w = /** @type {any} */ (window);
  w.releaseNext = () => {
    const next = held.shift();
    next?.pass();
    return Boolean(next && 'progress' in next.data);
  };
  w.releaseAll = () => {
    holding = false;
    for (const next of held.splice(0)) next.pass();
  };
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      const progressed = new Set();
      // Added before the page's own listeners, so it runs first and can keep them from the event.
      this.addEventListener('message', (e) => {
        const data = e.data;
        if (passed.has(e) || !data || data.id === undefined) return;
        const batch = 'progress' in data;
        const first = batch && !progressed.has(data.id);
        if (batch) progressed.add(data.id);
        if (!holding || first || !progressed.has(data.id)) return;
        e.stopImmediatePropagation();
        held.push({
          data,
          pass: () => {
            const again = new MessageEvent('message', { data });
            passed.add(again);
            this.dispatchEvent(again);
          },
        });
      });
    }
  };
}

test('a big grid can be stepped through from its first steps while the rest are worked out', async () => {
  const page = await openPage(browser, null);
  await page.addInitScript(holdExplanations);
  await page.goto(`${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  // 81 hypotheses, explained in batches; all but the first are held back until released below.
  const text = fs.readFileSync(path.join(root, 'benches/data/zebra-10x10-0.txt'), 'utf8');
  await page.fill(sel('zebra-text'), text);
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"][data-explained="false"]`);
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /…$/.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-explained'), 'false', 'the steps are still coming');
  assert.match(await page.textContent(sel('zebra-status')), /The first steps are ready/);
  for (let i = 0; i < 5; i++) await page.click(sel('zebra-next'));
  const at5 = await counter(page);
  assert.match(at5, /^Step \d+ \/ \d+…$/);
  const at = Number(at5.split(' ')[1]);
  const shown = await page.textContent(sel('zebra-step-text'));
  // A later batch changes the total quietly: the live regions do not read out every batch.
  const status = await page.textContent(sel('zebra-status'));
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).releaseNext()), true, 'a later batch was held');
  await page.waitForFunction((c) => document.querySelector('[data-testid="zebra-step-counter"]').textContent !== c, at5);
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-explained'), 'false', 'still coming');
  assert.equal(await page.getAttribute(sel('zebra-step-counter'), 'aria-live'), 'off');
  assert.equal(await page.textContent(sel('zebra-status')), status);
  await page.evaluate(() => /** @type {any} */ (window).releaseAll());
  // The whole explanation arrives: the reader is still on the fifth step Next showed, and it
  // is the same step.
  await page.waitForSelector(`${sel('zebra-status')}[data-explained="true"]`, { timeout: 120000 });
  const r = await report(page, text);
  assert.equal(at, walkOf(r)[4]);
  assert.equal(await counter(page), `Step ${at} / ${r.steps.length}`);
  assert.equal(shown, r.steps[at - 1].text);
  assert.equal(await page.textContent(sel('zebra-step-text')), r.steps[at - 1].text);
  assert.deepEqual(page.problems, []);
});

test('New puzzle fills the editor with a unique puzzle of the chosen size; Einstein comes back', async () => {
  const page = await zebraPage();
  await page.selectOption(sel('zebra-size-positions'), '4');
  await page.selectOption(sel('zebra-size-attributes'), '3');
  await page.click(sel('zebra-new'));
  await page.waitForFunction(() => /positions: 4/.test(document.querySelector('[data-testid="zebra-text"]').value));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  const text = await page.inputValue(sel('zebra-text'));
  const r = await report(page, text);
  assert.equal(r.status, 'unique');
  assert.equal(r.attributes.length, 3);
  await page.click(sel('zebra-solve'));
  const grid = await readGrid(page);
  assert.equal(grid.length, 12);
  assert.ok(grid.every((c) => c.value), 'solved grid');
  // The address bar now links to this puzzle.
  const linked = new URL(page.url()).searchParams.get('text');
  assert.equal(Buffer.from(linked, 'base64url').toString('utf8'), text);

  // The largest size on offer: generated puzzles need no hypothesis, so their steps come fast.
  await page.selectOption(sel('zebra-size-positions'), '10');
  await page.selectOption(sel('zebra-size-attributes'), '10');
  await page.click(sel('zebra-new'));
  // Generating and explaining a 10x10 takes seconds; on a loaded machine more than the default
  // 30 s wait, so these waits allow two minutes (they only end a hang, not a slow run).
  await page.waitForFunction(() => /positions: 10/.test(document.querySelector('[data-testid="zebra-text"]').value), null, { timeout: 120000 });
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"][data-explained="true"]`, { timeout: 120000 });
  const big = await report(page, await page.inputValue(sel('zebra-text')));
  assert.equal(big.attributes.length, 10);
  assert.ok(!big.steps.some((s) => s.kind === 'hypothesis' || s.kind === 'search'), 'explained without guessing');
  await page.click(sel('zebra-solve'));
  const bigGrid = await readGrid(page);
  assert.equal(bigGrid.length, 100);
  assert.ok(bigGrid.every((c) => c.value), 'solved grid');

  await page.click(sel('zebra-example'));
  assert.match(await page.inputValue(sel('zebra-text')), /Einstein/);
  assert.deepEqual(page.problems, []);
});

test('a typed puzzle replaced by New puzzle or Einstein comes back with Undo or Ctrl+Z', async () => {
  const page = await zebraPage();
  const mine = `${await page.inputValue(sel('zebra-text'))}\n# my own note\nGerman is not red\n`;
  await setText(page, mine);
  assert.equal(await page.isVisible(sel('zebra-undo')), false, 'nothing to undo yet');

  // New puzzle, then the Undo button: the typed text, its link and its check are back.
  await page.selectOption(sel('zebra-size-positions'), '4');
  await page.click(sel('zebra-new'));
  await page.waitForFunction(() => /positions: 4/.test(document.querySelector('[data-testid="zebra-text"]').value));
  await page.click(sel('zebra-undo'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-tool"]').dataset.checked === 'true'
    && document.querySelector('[data-testid="zebra-text"]').value === t, mine);
  assert.equal(await page.isVisible(sel('zebra-undo')), false);
  assert.equal(Buffer.from(new URL(page.url()).searchParams.get('text'), 'base64url').toString('utf8'), mine);
  await page.click(sel('zebra-solve'));
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'unique');

  // Einstein, then the editor's own Undo (the replacement was one edit in its history).
  await page.click(sel('zebra-example'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-text"]').value !== t, mine);
  assert.equal(await page.isVisible(sel('zebra-undo')), true);
  await page.focus(sel('zebra-text'));
  await page.keyboard.press('Control+z');
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-text"]').value === t, mine);
  // Undoing in the editor is an edit: the button has nothing left to offer.
  assert.equal(await page.isVisible(sel('zebra-undo')), false);
  assert.deepEqual(page.problems, []);
});

test('a ?puzzle=zebra&text= link loads its puzzle, and edits update the link', async () => {
  const text = 'title: Three pets\npositions: 3\ncolour: red, green, blue\npet: cat, dog, fish\nred is left of green\ndog is in 1\nfish is not next to dog\ngreen is cat\n';
  const page = await zebraPage(`&text=${Buffer.from(text).toString('base64url')}`);
  assert.equal(await page.inputValue(sel('zebra-text')), text);
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'unique');
  assert.equal(await page.textContent(sel('zebra-title')), 'Three pets');
  await page.click(sel('zebra-solve'));
  const grid = await readGrid(page);
  assert.deepEqual(grid.filter((c) => c.attribute === 'pet').map((c) => c.value), ['dog', 'cat', 'fish']);

  const edited = text.replace('green is cat', 'green is not cat');
  await setText(page, edited);
  const linked = new URL(page.url()).searchParams.get('text');
  assert.equal(Buffer.from(linked, 'base64url').toString('utf8'), edited);
  assert.equal(new URL(page.url()).searchParams.get('puzzle'), 'zebra');
  assert.deepEqual(page.problems, []);
});

test('<zebra-puzzle> elements on a host page: solve, step, content changes, error state', async () => {
  const page = await openPage(browser, `${server.url}test/zebra-host.html`);
  await page.waitForFunction(() => ['small', 'einstein', 'broken'].every((id) => document.getElementById(id).dataset.state));
  const state = (id) => page.$eval(`#${id}`, (e) => e.dataset.state);
  assert.equal(await state('small'), 'ready');
  assert.equal(await state('einstein'), 'ready');
  assert.equal(await state('broken'), 'error');
  // Line 4 of the puzzle as written inside the element (the blank line after the tag is not one).
  assert.match(await page.textContent(`#broken ${sel('error')}`), /line 4.*"grene".*did you mean "green"/);
  assert.equal(await page.textContent('#host-title'), 'Logic puzzles for beginners');

  assert.equal(await page.getAttribute(`#small ${sel('zebra-status')}`, 'data-status'), 'unique');
  // The API: next() steps, solve() shows the solution; the clue list marks the cited clue.
  const result = await page.evaluate(async () => {
    const e = document.getElementById('einstein');
    const first = await e.next();
    const cited = [...e.shadowRoot.querySelectorAll('.zebra-clues li.cited')].map((li) => Number(li.dataset.line));
    const solved = await e.solve();
    return { first, cited, solved, counter: e.shadowRoot.querySelector('[data-testid="zebra-step-counter"]').textContent };
  });
  // The first step the solver's walk shows, and the clue lines it cites.
  const example = await page.evaluate(async (base) => (await import(`${base}rpc.js`)).call('zebra_example'), server.url);
  const r = await report(page, example);
  assert.equal(result.first, r.walk[0].step);
  assert.deepEqual(result.cited, r.steps[r.walk[0].step - 1].clues);
  assert.equal(result.solved.status, 'unique');
  assert.deepEqual(result.solved.solution[1], PUBLISHED.nationality);
  assert.equal(result.counter, 'Step 79 / 79');
  const einsteinGrid = await readGrid(page, '#einstein');
  assert.equal(einsteinGrid.find((c) => c.attribute === 'pet' && c.value === 'fish').p, 3);

  // Changing the content re-solves and fires `solved`; a broken text shows the error state.
  const events = await page.evaluate(async () => {
    const e = document.getElementById('small');
    const seen = [];
    e.addEventListener('solved', (ev) => seen.push(ev.detail.status));
    e.addEventListener('error', (ev) => seen.push(`error: ${ev.detail.message}`));
    e.textContent = e.textContent.replace('green is cat', '');
    await new Promise((r) => setTimeout(r, 50));
    await e.updated;
    const count = e.shadowRoot.querySelector('[data-testid="zebra-status"]').textContent;
    e.textContent = 'positions: 3\ncolour: red, green, blue\nred is in 7\n';
    await new Promise((r) => setTimeout(r, 50));
    await e.updated;
    const broken = e.dataset.state;
    e.firstChild.data = 'positions: 3\ncolour: red, green, blue\nred is in 1\ngreen is in 2\n';
    await new Promise((r) => setTimeout(r, 50));
    await e.updated;
    return { seen, count, broken, after: e.dataset.state };
  });
  // Without "green is cat": dog in 1, fish in 3 (not next to the dog), cat in 2, and red left
  // of green in any of three ways.
  assert.equal(events.seen[0], 'multiple');
  assert.match(events.count, /multiple solutions: 3\b/i);
  assert.match(events.seen[1], /^error: line 3/);
  assert.equal(events.broken, 'error');
  assert.equal(events.seen[2], 'unique');
  assert.equal(events.after, 'ready');

  // Attributes: drop example="einstein" and the (empty) content is an error; put it back.
  const toggled = await page.evaluate(async () => {
    const e = document.getElementById('einstein');
    e.removeAttribute('example');
    await new Promise((r) => setTimeout(r, 0));
    await e.updated;
    const without = e.dataset.state;
    e.setAttribute('example', 'einstein');
    await new Promise((r) => setTimeout(r, 0));
    await e.updated;
    return { without, with: e.dataset.state };
  });
  assert.deepEqual(toggled, { without: 'error', with: 'ready' });
  await screenshot(page, 'zebra-element-host');
  assert.deepEqual(page.problems, []);
});

test('<zebra-puzzle> with a big grid: the answer first, other elements keep working, a content change ends it', async () => {
  const page = await openPage(browser, `${server.url}test/zebra-host.html`);
  await page.waitForFunction(() => document.getElementById('einstein').dataset.state === 'ready');
  const file = path.join(root, 'benches/data/zebra-12x12-0.txt');
  const expected = cli(file).solution;
  // Solved in milliseconds; explaining it takes tens of seconds (many hypotheses).
  const big = await page.evaluate(async (text) => {
    const e = document.createElement('zebra-puzzle');
    e.id = 'big';
    e.textContent = text;
    document.body.append(e);
    const solved = await e.solve();
    const status = e.shadowRoot.querySelector('[data-testid="zebra-status"]');
    const names = e.report.attributes.map((a) => a.name);
    return { solved, names, explained: status.dataset.explained, text: status.textContent };
  }, fs.readFileSync(file, 'utf8'));
  assert.equal(big.solved.status, 'unique');
  assert.equal(big.explained, 'false', 'the answer came before the steps');
  assert.match(big.text, /Working out the steps|working out the rest/);
  assert.equal(big.names.length, 12);
  big.names.forEach((a, i) => assert.deepEqual(big.solved.solution[i], expected[a], a));
  const grid = await readGrid(page, '#big');
  assert.equal(grid.length, 144);
  for (const c of grid) assert.equal(c.value, expected[c.attribute][c.p], `${c.attribute} at position ${c.p + 1}`);

  // While it explains, another element re-solves and steps (it has a worker of its own).
  const other = await page.evaluate(async () => {
    const e = document.getElementById('small');
    e.textContent = e.textContent.replace('green is cat', 'blue is fish');
    await new Promise((r) => setTimeout(r, 0));
    await e.updated;
    const first = await e.next();
    const big = document.getElementById('big').shadowRoot.querySelector('[data-testid="zebra-status"]');
    return { state: e.dataset.state, first, walked: e.report.walk[0].step, bigExplained: big.dataset.explained };
  });
  // Next goes to the first step of the solver's walk.
  assert.deepEqual(other, { state: 'ready', first: other.walked, walked: other.walked, bigExplained: 'false' });
  // Its first steps can be stepped through before the rest are worked out: the solution
  // stays shown (solve() asked for it) until Start goes to them.
  await page.waitForFunction(() => /^The solution\. The first \d+ steps/.test(document.getElementById('big').shadowRoot
    .querySelector('[data-testid="zebra-step-text"]').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('big').shadowRoot
    .querySelector('[data-testid="zebra-step-counter"]').textContent), 'Solution');
  assert.ok((await readGrid(page, '#big')).every((c) => c.value), 'still the solution');
  assert.match(await page.evaluate(() => {
    const root = document.getElementById('big').shadowRoot;
    root.querySelector('[data-testid="zebra-start"]').click();
    root.querySelector('[data-testid="zebra-next"]').click();
    return root.querySelector('[data-testid="zebra-step-counter"]').textContent;
  }), /^Step \d+ \/ \d+…$/);
  assert.equal(await page.evaluate(() => document.getElementById('big').shadowRoot
    .querySelector('[data-testid="zebra-status"]').dataset.explained), 'false');

  // New content ends the long explanation instead of waiting for it.
  const changed = await page.evaluate(async () => {
    const e = document.getElementById('big');
    e.textContent = 'positions: 3\ncolour: red, green, blue\nred is in 1\ngreen is in 2\n';
    await new Promise((r) => setTimeout(r, 0));
    await e.updated;
    const status = e.shadowRoot.querySelector('[data-testid="zebra-status"]');
    return { stops: e.dataset.stops, explained: status.dataset.explained,
      counter: e.shadowRoot.querySelector('[data-testid="zebra-step-counter"]').textContent };
  });
  assert.equal(changed.stops, '1');
  assert.equal(changed.explained, 'true');

  // An element removed before its first update ran starts no worker, and solve() says so.
  const removed = await page.evaluate(async () => {
    const workers = () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('worker.js')).length;
    const before = workers();
    const e = document.createElement('zebra-puzzle');
    e.setAttribute('example', 'einstein');
    document.body.append(e);
    e.remove();
    const solved = await e.solve();
    await new Promise((r) => setTimeout(r, 200));
    return { solved, started: workers() - before };
  });
  assert.deepEqual(removed, { solved: null, started: 0 });
  assert.match(changed.counter, /^Step 0 \/ \d+$/);
  assert.deepEqual(page.problems, []);
});

/**
 * Where things are on screen: whether Next is, and how many of the cells marked as changed
 * are wholly visible and not under the step panel (which sticks to the bottom of the screen).
 */
const onScreen = (page) => page.evaluate(() => {
  const panel = document.querySelector('[data-testid="zebra-explain"]').getBoundingClientRect();
  const next = document.querySelector('[data-testid="zebra-next"]').getBoundingClientRect();
  const bottom = Math.min(innerHeight, panel.top);
  const cells = [...document.querySelectorAll('[data-testid="zebra-grid"] td.changed')].map((td) => td.getBoundingClientRect());
  return {
    next: next.top >= 0 && next.bottom <= innerHeight,
    changed: cells.length,
    seen: cells.filter((r) => r.top >= 0 && r.bottom <= bottom + 0.5 && r.left >= 0 && r.right <= innerWidth).length,
    taller: document.querySelector('[data-testid="zebra-grid"]').getBoundingClientRect().height > bottom,
  };
});

test('on a phone, Next stays in reach and every step and chain line shows the cells it changes', async () => {
  const page = await zebraPage('', { width: 390, height: 844 });
  const walk = walkOf(await report(page, await page.inputValue(sel('zebra-text'))));
  // Hint, pressed in the editor's panel, brings up the step it reveals (below the editor here).
  for (let i = 1; i <= 8; i++) {
    await page.click(sel('zebra-hint'));
    await page.waitForSelector(`${sel('zebra-step-text')}[data-hint="where"]`);
    await page.click(sel('zebra-hint'));
    await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t, `Step ${walk[i - 1]} / 79`);
    const text = await page.locator(sel('zebra-step-text')).boundingBox();
    assert.ok(text.y >= 0 && text.y + text.height <= 844, `hint ${i}: its sentence is on screen`);
    const at = await onScreen(page);
    assert.ok(at.next && (at.changed === 0 || at.seen > 0), `hint ${i}: ${JSON.stringify(at)}`);
  }
  // An 8x8 grid is far taller than a phone's screen.
  await setText(page, fs.readFileSync(path.join(root, 'benches/data/zebra-8x8-0.txt'), 'utf8'));
  await page.click(sel('zebra-explain-start'));
  let shown = 0;
  for (let i = 1; i <= 30; i++) {
    await page.click(sel('zebra-next'));
    const at = await onScreen(page);
    assert.ok(at.taller, 'the grid does not fit above the panel');
    assert.ok(at.next, `step ${i}: Next is on screen`);
    if (at.changed) {
      assert.ok(at.seen > 0, `step ${i}: a changed cell is on screen (${JSON.stringify(at)})`);
      shown += 1;
    }
  }
  assert.ok(shown >= 10, `${shown} of 30 steps changed cells`);
  // No word of a value's name is broken across lines: the grid scrolls sideways in its own box
  // instead.
  const broken = await page.$$eval(`${sel('zebra-grid')} .cand`, (cs) => cs.filter((c) => {
    const range = document.createRange();
    range.selectNodeContents(c);
    // One box per line the text takes: more lines than words is a word broken in two.
    return range.getClientRects().length > c.textContent.split(' ').length;
  }).map((c) => c.textContent));
  assert.deepEqual(broken, []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await screenshot(page, 'zebra-phone-step');

  // A hypothesis's chain, line by line: the line stays in view with its grid's cells.
  const text = fs.readFileSync(path.join(root, 'benches/data/zebra-6x6-3.txt'), 'utf8');
  await setText(page, text);
  const r = await report(page, text);
  const first = r.steps.findIndex((s) => s.kind === 'hypothesis');
  await page.click(sel('zebra-explain-start'));
  for (const k of walkOf(r)) if (k <= first + 1) await page.click(sel('zebra-next'));
  await page.click(`${sel('zebra-chain')} summary`);
  const lines = page.locator(`${sel('zebra-chain')} .zebra-chain-step`);
  for (let k = 0; k < await lines.count(); k++) {
    await lines.nth(k).click();
    const at = await onScreen(page);
    assert.ok(at.changed > 0 && at.seen > 0, `chain line ${k}: ${JSON.stringify(at)}`);
    assert.ok(await lines.nth(k).evaluate((b) => {
      const box = b.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    }), `chain line ${k} is on screen`);
  }
  await screenshot(page, 'zebra-phone-chain');
  assert.deepEqual(page.problems, []);
});

test('375 px wide: no sideways scroll on the page or the host page', async () => {
  const viewport = { width: 375, height: 800 };
  const page = await zebraPage('', viewport);
  await page.click(sel('zebra-hint'));
  for (let i = 0; i < 7; i++) await page.click(sel('zebra-next'));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
  await screenshot(page, 'zebra-phone');
  await page.click(sel('zebra-solve'));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
  await screenshot(page, 'zebra-phone-solved');
  assert.deepEqual(page.problems, []);

  const host = await openPage(browser, `${server.url}test/zebra-host.html`, { viewport });
  await host.waitForFunction(() => document.getElementById('einstein').dataset.state === 'ready');
  await host.evaluate(() => document.getElementById('einstein').next());
  assert.equal(await host.evaluate(() => document.documentElement.scrollWidth), 375);
  await screenshot(host, 'zebra-element-phone');
  assert.deepEqual(host.problems, []);
});
