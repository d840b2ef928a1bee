// End-to-end test of English clues on the zebra page: a puzzle written in English, pasted as
// it is printed, solves, and the editor shows beside each English line what it was read as.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, appReady, root } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;
const file = path.join(root, 'tests/fixtures/english/einstein.txt');

/** What the command line reads each English line as: {line: "clue; clue"}. */
function cliReadings() {
  const bin = path.join(root, 'target/release/puzzlebox');
  const json = JSON.parse(execFileSync(bin, ['zebra', '--json', file], { encoding: 'utf8' }));
  return Object.fromEntries(json.english.map((r) => [r.line, r.clues.join('; ')]));
}

test('an English puzzle pasted into the editor solves, with each reading beside its line', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  // Before: Einstein in the clue language, so no line has an English reading.
  assert.equal(await page.$$eval(sel('zebra-reading'), (els) => els.length), 0);

  const text = fs.readFileSync(file, 'utf8');
  await page.fill(sel('zebra-text'), text);
  await page.waitForFunction((t) => document.querySelector('[data-testid="zebra-text"]').value === t
    && document.querySelector('[data-testid="zebra-tool"]').dataset.checked === 'true', text);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);

  const grid = await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.map((td) => ({
    attribute: td.dataset.attribute, value: td.dataset.value, p: Number(td.dataset.testid.split('-')[2]),
  })));
  const fish = grid.find((c) => c.attribute === 'pet' && c.value === 'fish');
  assert.equal(grid.find((c) => c.attribute === 'nationality' && c.p === fish.p).value, 'German');

  const expected = cliReadings();
  assert.equal(Object.keys(expected).length, 15);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="zebra-reading"]').length === n, 15);
  const shown = await page.$$eval(sel('zebra-reading'), (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.line, e.textContent])));
  for (const [line, clues] of Object.entries(expected)) assert.equal(shown[line], `→ ${clues}`, `line ${line}`);
  assert.equal(shown[10], '→ Brit is red');
  assert.deepEqual(page.problems, []);
});

test('every English line that does not read is marked in the gutter at once, each with its message', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines[11] = '3. Only the Dane drinks tea.';
  lines[21] = '13. The German smokes Prince, unlike the Swede.';
  const text = lines.join('\n');
  // Before: Einstein in the clue language reads, so no line is marked.
  assert.equal(await page.$$eval('.zebra-gutter .ln.bad-line', (els) => els.length), 0);
  await page.fill(sel('zebra-text'), text);
  await page.waitForFunction(() => document.querySelectorAll('.zebra-gutter .ln.bad-line').length === 2);
  const marked = await page.$$eval('.zebra-gutter .ln.bad-line', (els) => els.map((e) => ({
    line: e.dataset.line, title: e.querySelector('[data-testid="zebra-error-marker"]').title,
  })));
  assert.deepEqual(marked.map((m) => m.line), ['12', '22']);
  assert.match(marked[0].title, /^line 12 \(clue 3\): 'only'/);
  assert.match(marked[1].title, /^line 22 \(clue 13\): 'unlike the' compares with another thing/);
  const message = await page.textContent(sel('zebra-error'));
  assert.match(message, /^2 clue lines could not be read:/);
  assert.deepEqual(page.problems, []);
});
