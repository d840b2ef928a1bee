// First use of the zebra page: what a newcomer needs so that every step visibly does
// something and the page never seems stuck. Links between values are shown (a step such as
// "red is Brit" places nothing), a slider jumps through a long explanation, Hint first says
// where to look and then what follows (also after Solve), the editor wraps long clues and
// keeps its numbers inside the box, the size pickers follow the open puzzle, the tutorial
// numbers clues by their line in the puzzle, and no grid cell splits a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, appReady, afterFrames } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

async function zebraPage(viewport) {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`, viewport ? { viewport } : {});
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  return page;
}

/** The solver's report for a text, straight from the worker (not through the page's views). */
const report = (page, text) => page.evaluate(async ([base, t]) =>
  (await import(`${base}rpc.js`)).call('zebra_solve', t), [server.url, text]);

const counter = (page) => page.textContent(sel('zebra-step-counter'));
// The editor draws its marks in the next animation frame: read them after it.
const citedLines = async (page) => {
  await afterFrames(page);
  return page.$$eval('.zebra-gutter .ln.cited', (els) => els.map((e) => Number(e.dataset.line)));
};

async function setText(page, text) {
  await page.fill(sel('zebra-text'), text);
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-text"]').value === t
    && document.querySelector('[data-testid="zebra-tool"]').dataset.checked === 'true', text);
}

/** The link groups shown: each a list of values, and whether this step touched it. */
const readLinks = (page) => page.$$eval(`${sel('zebra-links')} ${sel('zebra-link')}`, (lis) => lis.map((li) => ({
  values: [...li.querySelectorAll('span:not(.zebra-link-sep)')].map((s) => s.textContent),
  fresh: li.classList.contains('fresh'),
})));

test('each step that links values shows the link, and links stay shown on later steps', async () => {
  const page = await zebraPage();
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  assert.deepEqual(await readLinks(page), []);
  const seen = [];
  let linking = 0;
  // Next shows the steps of the solver's walk; the steps folded into one are worked out too.
  for (const { step: i, folded } of r.walk.slice(0, 10)) {
    await page.click(sel('zebra-next'));
    assert.equal(await counter(page), `Step ${i} / ${r.steps.length}`);
    const links = await readLinks(page);
    const group = (v) => links.find((g) => g.values.includes(v));
    for (const k of [...folded, i]) {
      for (const l of r.steps[k - 1].linked) {
        seen.push(l);
        assert.ok(group(l.a.value) && group(l.a.value) === group(l.b.value), `step ${k}: ${l.a.value} = ${l.b.value} shown`);
        // New with this step: its own links and those of the steps folded into it.
        assert.ok(group(l.a.value).fresh, `step ${i}: the new link of step ${k} is marked`);
      }
    }
    if ([...folded, i].some((k) => r.steps[k - 1].linked.length)) linking += 1;
    for (const l of seen) assert.ok(group(l.a.value)?.values.includes(l.b.value), `step ${i}: ${l.a.value} = ${l.b.value} still shown`);
  }
  assert.ok(linking >= 3, `${linking} of the first 10 shown steps link values`);
  assert.deepEqual(page.problems, []);
});

test('the step slider jumps to any step of a long explanation', async () => {
  const page = await zebraPage();
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  const slider = page.locator(sel('zebra-step-slider'));
  assert.equal(await slider.getAttribute('max'), String(r.steps.length));
  await slider.evaluate((s) => { s.value = '30'; s.dispatchEvent(new Event('input', { bubbles: true })); });
  assert.equal(await counter(page), `Step 30 / ${r.steps.length}`);
  assert.equal(await page.textContent(sel('zebra-step-text')), r.steps[29].text);
  await slider.focus();
  await page.keyboard.press('End');
  assert.equal(await counter(page), `Step ${r.steps.length} / ${r.steps.length}`);
  await page.click(sel('zebra-prev'));
  assert.equal(await slider.inputValue(), String(r.walk.at(-2).step));
  assert.deepEqual(page.problems, []);
});

test('Hint says where to look first, then the deduction; after Solve it starts again', async () => {
  const page = await zebraPage();
  const r = await report(page, await page.inputValue(sel('zebra-text')));
  const total = r.steps.length;
  // Hint points at the step Next would show: the solver's walk.
  const walk = r.walk.map((w) => w.step);
  for (let j = 1; j <= 3; j++) {
    const i = walk[j - 1];
    const step = r.steps[i - 1];
    await page.click(sel('zebra-hint'));
    // Where: the step is not made yet; its clue lines and its cells are pointed at.
    await page.waitForSelector(`${sel('zebra-step-text')}[data-hint="where"]`);
    assert.equal(await counter(page), `Step ${walk[j - 2] ?? 0} / ${total}`);
    const said = await page.textContent(sel('zebra-step-text'));
    for (const line of step.clues) assert.match(said, new RegExp(`line ${line}\\b`));
    assert.notEqual(said, step.text);
    assert.deepEqual(await citedLines(page), step.clues);
    const hinted = await page.$$eval(`${sel('zebra-grid')} td.hinted`, (tds) => tds.length);
    assert.equal(hinted > 0, step.eliminated.length + step.fixed.length > 0);
    // What: the deduction itself.
    await page.click(sel('zebra-hint'));
    await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === t, `Step ${i} / ${total}`);
    assert.equal(await page.textContent(sel('zebra-step-text')), step.text);
    assert.equal(await page.$$eval(`${sel('zebra-grid')} td.hinted`, (tds) => tds.length), 0);
  }
  await page.click(sel('zebra-solve'));
  await page.waitForFunction((n) => document.querySelector('[data-testid="zebra-step-counter"]').textContent === `Step ${n} / ${n}`, total);
  await page.click(sel('zebra-hint'));
  await page.waitForSelector(`${sel('zebra-step-text')}[data-hint="where"]`);
  assert.equal(await counter(page), `Step 0 / ${total}`);
  assert.deepEqual(await citedLines(page), r.steps[walk[0] - 1].clues);
  assert.deepEqual(page.problems, []);
});

test('the editor wraps long clues, and its line numbers stay inside the box', async () => {
  const page = await zebraPage();
  const long = `the Norwegian who keeps ${'very '.repeat(30)}many horses is red`;
  const lines = ['positions: 3', 'colour: red, green, blue', 'pet: cat, dog, fish', long, 'dog is red'];
  await setText(page, `${lines.join('\n')}\n`);
  const ta = page.locator(sel('zebra-text'));
  const fit = await ta.evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
  assert.ok(fit.scroll <= fit.client, `no sideways scroll: ${JSON.stringify(fit)}`);
  // Line 4 takes several rows; its number covers them, so line 5's number sits by line 5.
  const ln = (n) => page.locator(`.zebra-gutter .ln[data-line="${n}"]`).boundingBox();
  const [four, five, three] = [await ln(4), await ln(5), await ln(3)];
  assert.ok(four.height > 2 * three.height, `line 4 spans rows: ${four.height} vs ${three.height}`);
  assert.ok(Math.abs(five.y - (four.y + four.height)) < 1.5);
  // The caret at the start of line 5 is where the gutter says line 5 is.
  const caretY = await ta.evaluate((t, before) => {
    const mirror = document.createElement('div');
    const cs = getComputedStyle(t);
    for (const p of ['font', 'lineHeight', 'padding', 'whiteSpace', 'overflowWrap', 'tabSize', 'boxSizing', 'letterSpacing']) mirror.style[p] = cs[p];
    mirror.style.width = `${t.clientWidth}px`;
    mirror.style.position = 'absolute';
    mirror.style.visibility = 'hidden';
    mirror.textContent = before;
    const mark = document.createElement('span');
    mark.textContent = 'x';
    mirror.append(mark);
    t.parentNode.append(mirror);
    const y = mark.getBoundingClientRect().top - mirror.getBoundingClientRect().top + t.getBoundingClientRect().top - t.scrollTop;
    mirror.remove();
    return y;
  }, `${lines.slice(0, 4).join('\n')}\n`);
  assert.ok(Math.abs(caretY - five.y) < 4, `line 5 at ${caretY}, its number at ${five.y}`);

  // Sixty lines: the box is the textarea's height; the numbers scroll inside it.
  const many = `positions: 3\ncolour: red, green, blue\npet: cat, dog, fish\n${'# a comment\n'.repeat(60)}dog is red\n`;
  await setText(page, many);
  const box = await page.locator('.zebra-editor').boundingBox();
  const text = await ta.boundingBox();
  assert.ok(box.height <= text.height + 3, `editor ${box.height} px, textarea ${text.height} px`);
  assert.deepEqual(page.problems, []);
});

test('the size pickers show the size of the puzzle that is open', async () => {
  const page = await zebraPage();
  assert.equal(await page.inputValue(sel('zebra-size-positions')), '5');
  await setText(page, 'positions: 3\ncolour: red, green, blue\npet: cat, dog, fish\nred is left of green\ndog is red\nfish is green\ncat is in 2\nblue is not in 1\n');
  assert.equal(await page.inputValue(sel('zebra-size-positions')), '3');
  assert.equal(await page.inputValue(sel('zebra-size-attributes')), '2');
  await page.click(sel('zebra-example'));
  await page.waitForFunction(() => document.querySelector('[data-testid="zebra-size-positions"]').value === '5');
  assert.equal(await page.inputValue(sel('zebra-size-attributes')), '5');
  assert.deepEqual(page.problems, []);
});

test('the tutorial numbers clues by their line in the puzzle', async () => {
  const page = await openPage(browser, `${server.url}tutorial.html`);
  await page.waitForFunction(() => document.getElementById('small')?.dataset.state === 'ready');
  const clues = await page.$$eval('#small [data-testid="zebra-clues"] li', (lis) => lis.map((li) => [
    li.querySelector('.line-no').textContent, li.lastChild.textContent]));
  // The puzzle: positions, two attributes, then the clues from line 4.
  assert.deepEqual(clues[0], ['4', 'red is left of green']);
  assert.deepEqual(clues.at(-1), ['8', 'blue is not in 1']);
  assert.deepEqual(page.problems, []);
});

/** Words in grid cells that the browser broke over two lines. */
const brokenWords = (page, scope) => page.$$eval(`${scope} td .cand, ${scope} td .value`, (spans) =>
  spans.filter((s) => !/\s/.test(s.textContent) && s.getClientRects().length > 1).map((s) => s.textContent));

test('grid cells never split a word, on a phone or in the tutorial', async () => {
  const page = await zebraPage({ width: 390, height: 844 });
  await page.click(sel('zebra-explain-start'));
  await page.waitForFunction(() => /^Step 0 \//.test(document.querySelector('[data-testid="zebra-step-counter"]').textContent));
  assert.deepEqual(await brokenWords(page, sel('zebra-grid')), []);
  await page.click(sel('zebra-solve'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="zebra-grid"] td.fixed').length === 25);
  assert.deepEqual(await brokenWords(page, sel('zebra-grid')), []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);

  const tutorial = await openPage(browser, `${server.url}tutorial.html`, { viewport: { width: 390, height: 844 } });
  await tutorial.waitForFunction(() => document.getElementById('einstein')?.dataset.state === 'ready');
  assert.deepEqual(await brokenWords(tutorial, '#einstein [data-testid="zebra-grid"]'), []);
  await tutorial.evaluate(() => document.getElementById('einstein').solve());
  assert.deepEqual(await brokenWords(tutorial, '#einstein [data-testid="zebra-grid"]'), []);
  assert.equal(await tutorial.evaluate(() => document.documentElement.scrollWidth), 390);
  assert.deepEqual(page.problems, []);
});
