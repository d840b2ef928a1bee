// Zebra explanation steps name the earlier facts they rest on: in Einstein's riddle, the
// step that rules green out of house 3 by "green is coffee" says it is because coffee is not
// in 3, and names the step that found that; that step is there to go back to. A step redraws
// only the grid cells it changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady } from './harness.mjs';

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
