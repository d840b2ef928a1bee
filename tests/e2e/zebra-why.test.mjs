// The explanation at human size on the page: Einstein's riddle shown as chapters (folded
// bookkeeping behind a disclosure; Next walks the solver's walk, or asked to, the chapters' steps), and
// "why?" on a placed value — reached by keyboard — lists the solver's shortest chain behind
// it and marks its cells in the grid and its clue lines in the editor; in play, Why? on a
// marked cell (the person's mark or what their ✓ greys out) does the same, and a mark the
// clues rule out gets that sentence instead of a chain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady, afterFrames } from './harness.mjs';
import { BUILT_IN_ORDER, PUBLISHED } from './einstein.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

/** A solver call straight to a worker (not through the page's views). */
const call = (page, name, ...args) => page.evaluate(async ([base, n, a]) =>
  (await import(`${base}rpc.js`)).call(n, ...a), [server.url, name, args]);

const counter = (page, text) => page.waitForFunction(
  (t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t, text);

test('chapters walk the steps that matter; why? on a placed value lists and marks its chain', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const text = await page.inputValue(sel('zebra-text'));
  const r = await call(page, 'zebra_solve', text);
  const total = r.steps.length;
  assert.ok(r.chapters.length >= 2, `${r.chapters.length} chapters`);

  await page.click(sel('zebra-explain-start'));
  await counter(page, `Step 0 / ${total}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="zebra-chapter"]').length === n,
    r.chapters.length);
  assert.ok(await page.locator(sel('zebra-folded')).count() > 0, 'some bookkeeping is folded');

  // Next walks the solver's walk; asked to, only the steps the chapters show.
  const shown = r.chapters.flatMap((c) => c.steps).sort((a, b) => a - b);
  // Each step a chapter shows changes the grid the page draws (a value placed or ruled out
  // at a position); pairs ruled out alone are folded into the step that uses them.
  for (const k of shown) {
    const step = r.steps[k - 1];
    assert.ok(step.fixed.length + step.eliminated.length > 0, `step ${k} shows nothing: ${step.text}`);
  }
  const pairOnly = r.steps.findIndex((s) => !s.fixed.length && !s.eliminated.length) + 1;
  assert.ok(pairOnly > 0 && !shown.includes(pairOnly), 'a step about pairs alone is folded');
  const first = r.walk[0].step;
  await page.click(sel('zebra-next'));
  await counter(page, `Step ${first} / ${total}`);
  await page.check(sel('zebra-chapter-walk'));
  const after = shown.find((k) => k > first);
  await page.click(sel('zebra-next'));
  await counter(page, `Step ${after} / ${total}`);
  await page.click(sel('zebra-next'));
  await counter(page, `Step ${shown.find((k) => k > after)} / ${total}`);
  await page.click(sel('zebra-prev'));
  await counter(page, `Step ${after} / ${total}`);
  // The step shown is marked in the chapter list.
  assert.equal(await page.locator('.zebra-chapter-step[aria-current="step"]').getAttribute('data-step'), String(after));

  // The solution, then "why?" on the fish, by keyboard.
  await page.click(sel('zebra-end'));
  await counter(page, `Step ${total} / ${total}`);
  const a = r.attributes.findIndex((x) => x.name === 'pet');
  const v = r.attributes[a].values.indexOf('fish');
  const p = r.solution[a].indexOf('fish');
  const expected = await call(page, 'zebra_why_cell', text, a, v, p);
  assert.ok(expected.ok && expected.steps.length > 1, JSON.stringify(expected).slice(0, 200));
  await page.focus(`${sel(`cell-${a}-${p}`)} button.zebra-why-cell`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => {
    const box = document.querySelector('[data-testid="zebra-why"]');
    return !box.hidden && box.querySelectorAll('[data-testid="zebra-why-steps"] li').length === n;
  }, expected.steps.length);
  assert.match(await page.textContent(sel('zebra-why')), /^Why fish is in 4: \d+ steps/);
  const listed = await page.locator(`${sel('zebra-why-steps')} li`).allTextContents();
  assert.deepEqual(listed, expected.steps.map((s) => `${s.number}. ${s.text}`));

  // Its cells are marked in the grid, its clue lines in the editor's gutter.
  const index = new Map(r.attributes.map((x, i) => [x.name, i]));
  const cells = new Set(expected.steps.flatMap((s) => [...s.fixed, ...s.eliminated])
    .map((c) => `cell-${index.get(c.attribute)}-${c.column}`));
  const marked = await page.locator('td.why').evaluateAll((tds) => tds.map((td) => td.dataset.testid));
  assert.deepEqual(new Set(marked), cells);
  const lines = new Set(expected.steps.flatMap((s) => s.clues));
  // The editor draws its marks in its next frame: read them after it.
  await afterFrames(page);
  const cited = await page.locator(`${sel('zebra-gutter')} .ln.cited`)
    .evaluateAll((lns) => lns.map((ln) => Number(ln.dataset.line)));
  assert.deepEqual(new Set(cited), lines);

  // A step of the chain shows it; Close goes back.
  await page.locator(`${sel('zebra-why-steps')} button`).first().click();
  await counter(page, `Step ${expected.steps[0].number} / ${total}`);
  assert.equal(await page.locator(sel('zebra-why')).isHidden(), true);
  assert.deepEqual(page.problems, []);
});

test('Next walks the solver\'s walk; each step quotes the steps folded into it', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const r = await call(page, 'zebra_solve', await page.inputValue(sel('zebra-text')));
  const total = r.steps.length;
  await page.click(sel('zebra-explain-start'));
  await counter(page, `Step 0 / ${total}`);
  const seen = [];
  const quoted = [];
  while (!(await page.isDisabled(sel('zebra-next')))) {
    const before = await page.textContent(sel('zebra-step-counter'));
    await page.click(sel('zebra-next'));
    await page.waitForFunction((b) => document.querySelector('[data-testid="zebra-step-counter"]').textContent !== b,
      before);
    const k = Number((await page.textContent(sel('zebra-step-counter'))).split(' ')[1]);
    seen.push(k);
    const items = await page.$$eval(`${sel('zebra-step-folded')}:not([hidden]) li`, (lis) => lis.map((li) => li.textContent));
    const folded = r.walk[seen.length - 1].folded;
    assert.deepEqual(items, folded.map((j) => `${j}. ${r.steps[j - 1].text}`), `step ${k} quotes its folded steps`);
    quoted.push(...folded);
  }
  assert.deepEqual(seen, r.walk.map((w) => w.step));
  // Every step is walked or quoted, once; some are quoted (Einstein rules out pairs alone).
  assert.ok(quoted.length > 0, 'some steps are folded');
  assert.deepEqual([...seen, ...quoted].sort((a, b) => a - b), r.steps.map((_, i) => i + 1));
  // Previous walks back the same steps.
  await page.click(sel('zebra-prev'));
  await counter(page, `Step ${seen.at(-2)} / ${total}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// Einstein's riddle as published (not the page's own answer) picks the true and false facts.
const ORDER = BUILT_IN_ORDER;
const ATTRS = Object.keys(ORDER);
const index = (value) => {
  const a = ATTRS.findIndex((x) => ORDER[x].includes(value));
  return { a, v: ORDER[ATTRS[a]].indexOf(value), house: PUBLISHED[ATTRS[a]].indexOf(value) };
};
const posKey = (value, p) => `${index(value).a}.${index(value).v}@${p}`;
const pairKeyOf = (x, y) => {
  const [i, j] = [index(x), index(y)].sort((s, t) => s.a - t.a);
  return `${i.a}.${i.v}=${j.a}.${j.v}`;
};
/** The play grid's cells a chain's steps conclude about, as play-grid keys. */
const chainKeys = (steps) => new Set(steps.flatMap((s) => [
  ...[...s.fixed, ...s.eliminated].map((c) => posKey(c.value, c.column)),
  ...[...s.linked, ...s.unlinked].map((l) => pairKeyOf(l.a.value, l.b.value)),
]));

test('in play, Why? on a marked cell lists the chain to it and marks its cells and clues; a false mark gets none', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra&play=1`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-play')}[data-settled="true"]`);
  const text = await page.inputValue(sel('zebra-text'));
  const settle = async (action) => {
    const before = Number(await page.getAttribute(sel('zebra-play'), 'data-version'));
    await action();
    await page.waitForFunction((v) => {
      const play = document.querySelector('[data-testid="zebra-play"]');
      return Number(play.dataset.version) > v && play.dataset.settled === 'true';
    }, before);
  };
  const answered = (kind) => page.waitForSelector(`${sel('zebra-play-why')}[data-answer="${kind}"]`);
  const fishHouse = index('fish').house;

  // Nothing selected, nothing to explain: no chain, a sentence.
  await page.click(sel('zebra-play-why-button'));
  assert.match(await page.textContent(sel('zebra-play-status')), /Select a marked cell first/);
  assert.equal(await page.locator(sel('zebra-play-why')).isHidden(), true);

  // The person's ✓ on the fish's published house: the solver's chain, its cells and clues.
  await settle(() => page.click(`[data-testid="mark-${posKey('fish', fishHouse)}"]`));
  await page.click(sel('zebra-play-why-button'));
  await answered('chain');
  const expected = await call(page, 'zebra_why_fact', text, `fish is in ${fishHouse + 1}`);
  assert.ok(expected.ok && expected.steps.length > 1, JSON.stringify(expected).slice(0, 200));
  assert.equal(await page.textContent(sel('zebra-play-why-title')),
    `Why fish is in ${fishHouse + 1}: ${expected.steps.length} steps from the clues`);
  assert.deepEqual(await page.locator(`${sel('zebra-play-why-steps')} li`).allTextContents(),
    expected.steps.map((s) => `${s.number}. ${s.text}`));
  const outlined = await page.locator(`${sel('zebra-play-grid')} td.why`).evaluateAll((tds) => tds.map((td) => td.dataset.key));
  assert.deepEqual(new Set(outlined), chainKeys(expected.steps));
  assert.match(await page.getAttribute(`td.why[data-key="${outlined[0]}"]`, 'aria-label'), /in the why chain/);
  // The editor draws its marks in its next frame: read them after it.
  await afterFrames(page);
  const cited = await page.locator(`${sel('zebra-gutter')} .ln.cited`).evaluateAll((lns) => lns.map((ln) => Number(ln.dataset.line)));
  assert.deepEqual(new Set(cited), new Set(expected.steps.flatMap((s) => s.clues)));

  // What the ✓ greys out (the fish in another house) is asked by keyboard: ? in the grid.
  const other = (fishHouse + 1) % 5;
  await page.focus(`[data-testid="mark-${posKey('fish', other)}"]`);
  await page.keyboard.press('?');
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-play-why-title"]').textContent.startsWith(t),
    `Why fish is not in ${other + 1}:`);

  // A pair-block ✓ the published solution agrees with ("the German keeps the fish").
  await settle(() => page.click(`[data-testid="mark-${pairKeyOf('German', 'fish')}"]`));
  assert.equal(await page.locator(sel('zebra-play-why')).isHidden(), true, 'a new mark clears the answer');
  await page.click(sel('zebra-play-why-button'));
  await answered('chain');
  assert.match(await page.textContent(sel('zebra-play-why-title')), /^Why German is fish\b.*: \d+ steps from the clues$/);

  // A ✓ the published solution contradicts: no chain, and it says the clues rule it out.
  const wrong = posKey('Norwegian', 4);
  await settle(() => page.click(`[data-testid="mark-${wrong}"]`));
  await page.click(sel('zebra-play-why-button'));
  await answered('false');
  assert.match(await page.textContent(sel('zebra-play-why-title')), /“Norwegian is in 5” does not follow from the clues: they rule it out/);
  assert.equal(await page.locator(`${sel('zebra-play-why-steps')} li`).count(), 0);
  assert.equal(await page.locator(`${sel('zebra-play-grid')} td.why`).count(), 0);
  assert.deepEqual(page.problems, []);
});

test('in <zebra-puzzle>, why? on a placed value marks its chain in the grid and in the clue list', async () => {
  const page = await openPage(browser, `${server.url}test/host.html`);
  await page.waitForFunction(() => document.getElementById('zebra').dataset.state === 'ready', null, { timeout: 20000 });
  const inside = (s) => page.locator('#zebra').locator(s);
  await inside(sel('zebra-end')).click();
  // Fish is in 3 (green, the rightmost colour: red is left of green, blue not in 1).
  const why = inside(`${sel('cell-1-2')} button.zebra-why-cell`);
  assert.equal(await why.getAttribute('aria-label'), 'Why is fish at 3?');
  await why.focus();
  await page.keyboard.press('Enter');
  await inside(`${sel('zebra-why')}:not([hidden])`).waitFor();
  const text = await page.$eval('#zebra', (e) => e.shownText);
  const expected = await call(page, 'zebra_why_cell', text, 1, 2, 2);
  assert.ok(expected.ok && expected.steps.length >= 1, JSON.stringify(expected).slice(0, 200));
  const lines = await inside(`${sel('zebra-clues')} li.why`).evaluateAll((lis) => lis.map((li) => Number(li.dataset.line)));
  assert.deepEqual(new Set(lines), new Set(expected.steps.flatMap((s) => s.clues)));
  const index = { colour: 0, pet: 1 };
  const marked = await inside('td.why').evaluateAll((tds) => tds.map((td) => td.dataset.testid));
  assert.deepEqual(new Set(marked), new Set(expected.steps.flatMap((s) => [...s.fixed, ...s.eliminated])
    .map((c) => `cell-${index[c.attribute]}-${c.column}`)));
  assert.deepEqual(page.problems, []);
});
