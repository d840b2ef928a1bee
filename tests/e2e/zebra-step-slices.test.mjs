// A search step opened on a hard grid is cut to its fewest facts in slices (seconds of
// solver calls on the tool's one worker), and the worker answers other calls between two
// slices: a "why?" asked meanwhile comes before the cut, and so does the check of a new
// puzzle, which drops the cut of the old one (its answer is never drawn). A cut under way
// says how long it has run, and Esc (or Stop) drops it, the step staying as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openZebra, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const LONG = { timeout: 180_000 };

/** A hard stored 12×12: its last search step takes seconds to cut. */
const text = fs.readFileSync(path.join(root, 'benches', 'data', 'zebra-12x12-0.txt'), 'utf8');

/** A solver call straight to a worker (not the tool's). */
const call = (page, name, ...args) => page.evaluate(async ([base, n, a]) =>
  (await import(`${base}rpc.js`)).call(n, ...a), [server.url, name, args]);

/**
 * The tool on the hard grid, its whole explanation in, the slider on its last search step
 * (not cut yet), and the cut asked for (`data-opening`). Returns the report and the step's number.
 */
async function openSearchStep() {
  const link = `&text=${Buffer.from(text).toString('base64url')}`;
  const page = await openZebra(browser, server, link, `${sel('zebra-tool')}[data-checked="true"]`);
  const r = await call(page, 'zebra_solve', text);
  const k = r.steps.findLastIndex((s) => s.kind === 'search') + 1;
  assert.ok(k > 0 && r.steps[k - 1].fewest === false, 'a search step not cut yet');
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t,
    `Step 0 / ${r.steps.length}`, LONG);
  await page.locator(sel('zebra-step-slider')).evaluate((s, v) => {
    s.value = String(v);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);
  await page.waitForSelector(`${sel('zebra-explain')}[data-opening="${k}"]`);
  assert.match(await page.textContent(sel('zebra-step-text')), /perhaps more clues and facts/);
  return { page, r, k };
}

test('a why? asked while a search step is being cut is answered before the cut', async () => {
  const { page, r, k } = await openSearchStep();
  // A value placed early (no search step behind it): placed on the grid shown, a button.
  const early = r.steps.find((s) => s.fixed.length).fixed[0];
  const a = r.attributes.findIndex((x) => x.name === early.attribute);
  // When the chain is listed, whether the cut was still being asked for.
  await page.evaluate(() => {
    const box = document.querySelector('[data-testid="zebra-why"]');
    const explain = document.querySelector('[data-testid="zebra-explain"]');
    new MutationObserver((_, observer) => {
      if (box.hidden || !box.querySelector('[data-testid="zebra-why-steps"] li')) return;
      window.openingWhenWhy = explain.dataset.opening ?? null;
      observer.disconnect();
    }).observe(box, { subtree: true, childList: true, attributes: true });
  });
  // By keyboard: on a grid this big the step panel lies over some cells.
  await page.focus(`${sel(`cell-${a}-${early.column}`)} button.zebra-why-cell`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.openingWhenWhy !== undefined, null, LONG);
  assert.equal(await page.evaluate(() => window.openingWhenWhy), String(k),
    'the chain came while the step was still being cut');

  // The cut comes after, the same as asked of a worker of its own.
  await page.waitForSelector(`${sel('zebra-explain')}:not([data-opening])`, LONG);
  const opened = await call(page, 'zebra_step_facts', text, k);
  assert.equal(opened.ok, true);
  assert.equal(opened.step.fewest, undefined, 'cut to the fewest');
  await page.locator(sel('zebra-step-slider')).evaluate((s, v) => {
    s.value = String(v);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-text"]').textContent === t,
    opened.step.text);
  assert.deepEqual(page.problems, []);
});

test('a new puzzle while a search step is being cut is checked first, and the cut is dropped', async () => {
  const { page } = await openSearchStep();
  // In order: the new text's answer shown (the tool's `data-stale` back to false: Einstein
  // makes it true at once), the old step's cut given up (or answered).
  assert.equal(await page.getAttribute(sel('zebra-tool'), 'data-stale'), 'false');
  await page.evaluate(() => {
    window.order = [];
    const tool = document.querySelector('[data-testid="zebra-tool"]');
    const explain = document.querySelector('[data-testid="zebra-explain"]');
    new MutationObserver(() => {
      if (tool.dataset.stale === 'false' && !window.order.includes('checked')) window.order.push('checked');
      if (!explain.dataset.opening && !window.order.includes('cut over')) window.order.push('cut over');
    }).observe(tool, { subtree: true, attributes: true, attributeFilter: ['data-stale', 'data-opening'] });
  });
  await page.click(sel('zebra-example'));
  await page.waitForFunction(() => window.order.length === 2, null, LONG);
  assert.deepEqual(await page.evaluate(() => window.order), ['checked', 'cut over']);

  // Einstein is shown, and no step of the old puzzle.
  const einstein = await call(page, 'zebra_solve', await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t,
    `Step 0 / ${einstein.steps.length}`);
  await page.click(sel('zebra-end'));
  assert.equal(await page.textContent(sel('zebra-step-text')), einstein.steps.at(-1).text);
  assert.deepEqual(page.problems, []);
});

test('a search step being cut shows how long it has run, and Esc stops the cut and keeps the step', async () => {
  const { page, r, k } = await openSearchStep();
  const stepText = () => page.textContent(sel('zebra-step-text'));
  await page.waitForSelector(`${sel('zebra-opening')}:not([hidden])`, LONG);
  assert.match(await page.textContent(sel('zebra-opening-note')), /^Finding the fewest facts…( \d+ s)?$/);
  // A screen reader hears that the cut started once, not the count of its seconds.
  assert.equal(await page.textContent(sel('zebra-opening-said')),
    'Finding the fewest facts for this step; Stop (Esc) leaves it as it is.');
  assert.equal(await page.getAttribute(sel('zebra-explain'), 'data-opening'), String(k), 'still being cut');
  await page.focus(sel('zebra-explain'));
  await page.keyboard.press('Escape');
  // The worker drops the cut: its call answers (`superseded`), and the step is not replaced.
  await page.waitForSelector(`${sel('zebra-explain')}:not([data-opening])`, LONG);
  assert.match(await page.textContent(sel('zebra-opening-note')),
    /^Finding the fewest facts was stopped after [\d.]+ s/);
  assert.equal(await page.textContent(sel('zebra-opening-said')), await page.textContent(sel('zebra-opening-note')));
  assert.equal(await page.isVisible(sel('zebra-opening-stop')), false);
  assert.equal(await stepText(), r.steps[k - 1].text, 'the step as the explanation left it');
  assert.match(await stepText(), /perhaps more clues and facts/);

  // Shown again, the step is not cut again: it stays as it was, with the note.
  const slide = (v) => page.locator(sel('zebra-step-slider')).evaluate((s, value) => {
    s.value = String(value);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, v);
  await slide(k - 1);
  assert.equal(await page.isVisible(sel('zebra-opening')), false);
  await slide(k);
  assert.equal(await page.getAttribute(sel('zebra-explain'), 'data-opening'), null);
  assert.equal(await stepText(), r.steps[k - 1].text);
  assert.equal(await page.isVisible(sel('zebra-opening')), true);
  assert.deepEqual(page.problems, []);
});
