// Zebra explanation steps name the earlier facts they rest on: in Einstein's riddle, the
// step that rules green out of house 3 by "green is coffee" says it is because coffee is not
// in 3, and names the step that found that; that step is there to go back to. A step redraws
// only the grid cells it changes, and marks new what the steps folded into it struck out. A
// search step, which cites what one refutation used, is cut to the fewest facts it needs when
// a person opens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, openZebra, appReady, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

/** The solver's report for a text, straight from the worker (not through the page's views). */
const report = (page, text) => page.evaluate(async ([base, t]) =>
  (await import(`${base}rpc.js`)).call('zebra_solve', t), [server.url, text]);

/** Moves the step slider to step `k` and waits for the page to show it. */
async function showStep(page, k, total) {
  await page.locator(sel('zebra-step-slider')).evaluate((s, v) => {
    s.value = String(v);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t,
    `Step ${k} / ${total}`);
  return page.textContent(sel('zebra-step-text'));
}

test('a step that rests on an earlier fact names it and the step that found it', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));

  const k = r.steps.findIndex((s) => s.clues.includes(14)
    && s.eliminated.some((c) => c.value === 'green' && c.position === '3'));
  assert.ok(k >= 0, 'a step rules green out of 3 by line 14');
  const text = await showStep(page, k + 1, r.steps.length);
  const m = text.match(/^By line 14 \("green is coffee"\), since coffee is not in 3 \(step (\d+)\): green is not in 3\.$/);
  assert.ok(m, text);
  assert.deepEqual(r.steps[k].uses.map((u) => [u.kind, u.a.value, u.position, u.step]),
    [['not_in', 'coffee', '3', Number(m[1])]]);

  // The cited step is earlier, and it is the one that ruled coffee out of 3.
  const cited = Number(m[1]);
  assert.ok(cited < k + 1);
  const earlier = await showStep(page, cited, r.steps.length);
  assert.match(earlier, /milk is in 3 \(step \d+\), no other drink is there: .*coffee.* are not in 3\.$/);
  assert.deepEqual(page.problems, []);
});

test('a step redraws only the grid cells it changes', async () => {
  // A big grid is thousands of elements: drawing every cell again at each step (or each batch
  // of an explanation arriving) holds the page up for a visible pause.
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.forEach((td) => { td.firstChild.kept = true; }));
  // The first step that changes cells (one that only links values changes none).
  const k = r.steps.findIndex((s) => s.fixed.length + s.eliminated.length > 0) + 1;
  await showStep(page, k, r.steps.length);
  const cells = await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.map((td) => ({
    changed: td.classList.contains('changed'), kept: td.firstChild?.kept === true,
  })));
  assert.ok(cells.some((c) => c.changed), `step ${k} changes some cells`);
  assert.deepEqual(cells.filter((c) => c.changed && c.kept), [], 'the cells it changes are drawn anew');
  assert.deepEqual(cells.filter((c) => !c.changed && !c.kept), [], 'the others are left as they were');
  assert.deepEqual(page.problems, []);
});

test('the values struck out by the steps folded into a shown step are marked new with it', async () => {
  // Next goes from one shown step's grid to the next: what the folded steps worked out
  // appears with the shown step, so it carries the same "new" mark as the step's own.
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  let checked = 0;
  for (const { step: i, folded } of r.walk) {
    const struck = folded.flatMap((k) => r.steps[k - 1].eliminated);
    if (!struck.length) continue;
    await showStep(page, i, r.steps.length);
    const cells = await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.map((td) => ({
      attribute: td.dataset.attribute,
      p: Number(td.dataset.testid.split('-')[2]),
      open: !td.dataset.value,
      fresh: [...td.querySelectorAll('.cand.out.fresh')].map((c) => c.textContent),
    })));
    for (const c of struck) {
      const td = cells.find((t) => t.attribute === c.attribute && t.p === c.column);
      if (!td.open) continue; // a placed value's cell lists no struck values
      assert.ok(td.fresh.includes(c.value), `step ${i}: ${c.value} struck out of ${c.position} by a folded step is marked new`);
      checked += 1;
    }
    if (checked >= 5) break;
  }
  assert.ok(checked > 0, 'some shown step folds steps that strike values out of open cells');
  assert.deepEqual(page.problems, []);
});

test('a search step opened in the page is cut to the fewest facts it needs', async () => {
  const text = fs.readFileSync(path.join(root, 'benches', 'data', 'zebra-8x8-8.txt'), 'utf8');
  const link = `&text=${Buffer.from(text).toString('base64url')}`;
  const page = await openZebra(browser, server, link, `${sel('zebra-tool')}[data-checked="true"]`);
  const r = await report(page, text);
  const k = r.steps.findIndex((s) => s.kind === 'search');
  assert.ok(k >= 0, '8x8 #8 needs a search step');
  assert.equal(r.steps[k].fewest, false, 'the answer leaves it as one refutation gave it');
  assert.match(r.steps[k].text, /perhaps more clues and facts than it needs/);
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t,
    `Step 0 / ${r.steps.length}`);
  await showStep(page, k + 1, r.steps.length);
  // Opening it asks the worker for the fewest; the page shows them once they come.
  await page.waitForFunction(() =>
    !/perhaps more/.test(document.querySelector('[data-testid="zebra-step-text"]').textContent));
  const shown = await page.textContent(sel('zebra-step-text'));
  const opened = await page.evaluate(async ([base, t, n]) =>
    (await import(`${base}rpc.js`)).call('zebra_step_facts', t, n), [server.url, text, k + 1]);
  assert.equal(opened.ok, true);
  assert.equal(opened.step.fewest, undefined, 'cut to the fewest');
  assert.equal(shown, opened.step.text);
  assert.ok(opened.step.uses.length < r.steps[k].uses.length, 'fewer facts');
  assert.equal(shown.split(': ').at(-1), r.steps[k].text.split(': ').at(-1), 'the same conclusion');
  assert.deepEqual(page.problems, []);
});
