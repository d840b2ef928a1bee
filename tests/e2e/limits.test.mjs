// The page at its input limits (issue 45), in headless Chromium: a 150,000-line zebra text, a
// 16 MB and a 20 MB Instant Insanity paste, a 64×64 zebra link and 10,000 marks in a link.
// Each checks the view (the new answer or an error saying why, never the answer to the text
// before) and the longest main-thread task while the page dealt with it, measured with a
// `longtask` PerformanceObserver: no input within the documented limits may freeze the tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, appReady, dist } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const sel = (id) => `[data-testid="${id}"]`;

/**
 * The longest main-thread task allowed while the page takes a big input, on an idle machine:
 * the issue asks for about 200 ms (the tasks this catches took 3 to 50 seconds).
 */
const LONGEST_TASK_MS = 200;
/** Each test's deadline: a tab frozen for minutes (as before these fixes) fails instead of hanging. */
const LIMIT = { timeout: 240000 };
/**
 * A fixed piece of work (2·10^7 steps of integer arithmetic) takes about this long on an
 * idle machine of the kind the tests run on. On a machine shared with other jobs, everything
 * takes longer: the allowance grows by the same factor, measured in the page (the median of
 * five runs) before each input.
 */
const REFERENCE_IDLE_MS = 20;

/** How many times slower than idle the page's main thread runs now (at least 1). */
async function slowdown(page) {
  const runs = await page.evaluate(() => Array.from({ length: 5 }, () => {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x * 31 + i) | 0;
    return [performance.now() - t, x]; // x returned: the loop must run
  }));
  const ms = runs.map(([t]) => t).sort((a, b) => a - b);
  return Math.max(1, ms[2] / REFERENCE_IDLE_MS);
}

/** A page whose longest main-thread task since the last `resetLongest` is `longest(page)`. */
async function watchedPage(url, { readyTimeout = 30000, ...options } = {}) {
  const page = await openPage(browser, null, options);
  page.slowdown = await slowdown(page); // for a link, measured from the page's start
  if (url.length > 60000) {
    // A link this long is more than the test's static server reads in a request line (a
    // host's limit, not the page's): the browser gets the page itself here instead.
    const want = new URL(url).href;
    await page.route((u) => u.href === want, (route) => route.fulfill({
      contentType: 'text/html; charset=utf-8', body: fs.readFileSync(path.join(dist, 'index.html')),
    }));
  }
  await page.addInitScript(() => {
    window.__longest = 0;
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__longest = Math.max(window.__longest, e.duration);
        window.__tasks.push(Math.round(e.duration));
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: readyTimeout });
  return page;
}

/** Starts measuring afresh (after measuring how slow the machine is just now). */
async function resetLongest(page) {
  page.slowdown = await slowdown(page);
  await page.evaluate(() => { window.__longest = 0; window.__tasks = []; });
}

/** The longest task so far, once the tasks queued before this call have ended and been reported. */
async function longest(page) {
  // A task ends before the next one starts: two animation frames later every task queued
  // before has ended, and the observer (called in a task of its own) has heard of them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  return page.evaluate(() => ({ longest: window.__longest, tasks: window.__tasks }));
}

async function assertNoLongTask(page, what) {
  const { longest: ms, tasks } = await longest(page);
  const allowed = LONGEST_TASK_MS * page.slowdown;
  assert.ok(ms <= allowed, `${what}: the longest main-thread task took ${Math.round(ms)} ms, over the `
    + `${Math.round(allowed)} ms allowed (the machine ${page.slowdown.toFixed(1)}× slower than idle; tasks: ${tasks.join(', ')})`);
}

const einsteinLine = (text, clue) => text.split('\n').indexOf(clue) + 1;

/** Puts `text` on the clipboard (made in the page: `rows` copies of `row`), then pastes it into `box` over its text. */
async function paste(page, box, row, rows) {
  await page.evaluate(([r, n]) => navigator.clipboard.writeText(r.repeat(n)), [row, rows]);
  await page.focus(box);
  await page.keyboard.press('Control+A');
  await resetLongest(page);
  await page.keyboard.press('Control+V');
}

const clipboard = { context: { permissions: ['clipboard-read', 'clipboard-write'] } };

test('a 150,000-line zebra paste is refused in view at once; the old answer is dimmed the moment the text changes', LIMIT, async () => {
  const page = await watchedPage(`${server.url}?puzzle=zebra`, clipboard);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  await page.click(sel('zebra-solve'));
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  const einstein = await page.inputValue(sel('zebra-text'));
  // 150,000 short clue lines, about 3 MB (under the solver's 4 MiB): more than a text box can
  // hold without freezing the tab, so the paste is refused before the box takes it.
  await paste(page, sel('zebra-text'), 'Brit is red #\n', 150_000);
  await page.waitForSelector(`${sel('zebra-error')}:not([hidden])`);
  assert.match(await page.textContent(sel('zebra-error')), /^The text \(2\.1 million characters\) was not put in the editor: it takes at most 256 KiB/);
  assert.equal(await page.inputValue(sel('zebra-text')), einstein, 'the clues are unchanged');
  await assertNoLongTask(page, 'a 150,000-line paste');

  // Typed or pasted text arrives as an input event: right after it, before any answer, the
  // solution panel says it belongs to the text before.
  const text = `${einstein.trimEnd()}\nBrit is in 1\n`;
  const staleAtOnce = await page.evaluate((t) => {
    const ta = document.querySelector('[data-testid="zebra-text"]');
    ta.value = t;
    ta.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    return document.querySelector('[data-testid="zebra-tool"]').dataset.stale;
  }, text);
  assert.equal(staleAtOnce, 'true', 'the old answer is marked stale the moment the text changes');
  assert.equal(await page.isVisible(sel('zebra-stale')), true);
  assert.equal(await page.$eval('.zebra-explainer', (e) => getComputedStyle(e).opacity), '0.45');
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"][data-stale="false"]`);
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'none');
  assert.equal(await page.isVisible(sel('zebra-stale')), false);
  assert.deepEqual(page.problems, []);
});

test('a zebra text of 12,000 lines: its gutter holds the numbers around the view, and its error line is marked in view', LIMIT, async () => {
  const page = await watchedPage(`${server.url}?puzzle=zebra`);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
  const einstein = await page.inputValue(sel('zebra-text'));
  const text = `${einstein.trimEnd()}\n${'Brit is red\n'.repeat(12_000)}Brit is purple\n`;
  const bad = text.split('\n').length - 1;
  await page.evaluate((t) => {
    const ta = document.querySelector('[data-testid="zebra-text"]');
    ta.value = t;
    ta.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  }, text);
  await page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"][data-stale="false"]`);
  assert.match(await page.textContent(sel('zebra-error')), new RegExp(`^line ${bad}: .*purple`));
  assert.equal(await page.getAttribute(sel('zebra-status'), 'data-status'), 'error');
  // The gutter holds the error line's number, marked, where the text shows that line.
  await page.waitForSelector(`.zebra-gutter .ln.bad-line[data-line="${bad}"]`);
  const [ln, ta] = await Promise.all([
    page.locator(`.zebra-gutter .ln[data-line="${bad}"]`).boundingBox(),
    page.locator(sel('zebra-text')).boundingBox(),
  ]);
  assert.ok(ln.y >= ta.y && ln.y + ln.height <= ta.y + ta.height, `line ${bad}'s number is in view: ${JSON.stringify({ ln, ta })}`);
  assert.ok(await page.$$eval('.zebra-gutter .ln', (els) => els.length) < 1000, 'only the numbers around the view are drawn');
  // Scrolling to the top brings line 1's number back.
  await page.$eval(sel('zebra-text'), (t) => { t.scrollTop = 0; });
  await page.waitForSelector('.zebra-gutter .ln[data-line="1"]');
  assert.deepEqual(page.problems, []);
});

/** The Instant Insanity tool with the classic puzzle solved, and the clipboard usable. */
async function insanityPage() {
  const page = await watchedPage(`${server.url}?puzzle=insanity`, clipboard);
  await page.waitForSelector(`${sel('insanity-tool')}[data-answers="1"]`);
  assert.match(await page.textContent(sel('insanity-summary')), /^1 solution \(8 stacks\)/);
  return page;
}

for (const [mb, millions] of [[20, '20.0'], [16, '16.0']]) {
  test(`a ${mb} MB paste into the Instant Insanity box is refused at once, in view, and the old answer goes`, LIMIT, async () => {
    const page = await insanityPage();
    const before = await page.inputValue(sel('insanity-text'));
    const row = 'R G B Y R G\n';
    await paste(page, sel('insanity-text'), row, (mb * 1e6) / row.length);
    await page.waitForSelector(`${sel('insanity-error')}:not([hidden])`);
    assert.match(await page.textContent(sel('insanity-error')),
      new RegExp(`^The text \\(${millions} million characters\\) was not put in the box: it takes at most 256 KiB`));
    assert.equal(await page.textContent(sel('insanity-summary')), '', 'no count of the puzzle before');
    assert.equal(await page.$$eval(`${sel('solution-list')} button`, (b) => b.length), 0);
    assert.equal(await page.inputValue(sel('insanity-text')), before, 'the text box is left as it was');
    await assertNoLongTask(page, `a ${mb} MB paste`);
    assert.deepEqual(page.problems, []);
  });
}

/** A 64×64 puzzle with one solution: the first attribute placed, each next one linked to it. */
function chain64() {
  const n = 64;
  const lines = ['positions: 64'];
  for (let a = 0; a < n; a++) lines.push(`a${a}: ${Array.from({ length: n }, (_, v) => `v${a}_${v}`).join(', ')}`);
  for (let v = 0; v < n; v++) lines.push(`v0_${v} is in ${v + 1}`);
  for (let a = 0; a + 1 < n; a++) for (let v = 0; v < n; v++) lines.push(`v${a}_${v} is v${a + 1}_${v}`);
  return `${lines.join('\n')}\n`;
}

test('a 64×64 zebra link is answered without a long main-thread task', LIMIT, async () => {
  const text = chain64();
  // Measured from the page's start: the link is the page's first input.
  const page = await watchedPage(`${server.url}?puzzle=zebra&text=${Buffer.from(text).toString('base64url')}`, { readyTimeout: 120000 });
  // The tool is ready with the answer; its explanation comes in batches meanwhile.
  await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
  await assertNoLongTask(page, 'a 64×64 link');
  const cells = await page.$$eval(`${sel('zebra-grid')} td`, (tds) => tds.length);
  assert.equal(cells, 64 * 64);
  assert.deepEqual(page.problems, []);
});

test('10,000 marks in a link, one holding a NUL, are refused with that mark named, and not kept', LIMIT, async () => {
  const einstein = await (async () => {
    const p = await openPage(browser, `${server.url}?puzzle=zebra`);
    await appReady(p);
    await p.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);
    const t = await p.inputValue(sel('zebra-text'));
    await p.context().close();
    return t;
  })();
  const names = ['Brit', 'Swede', 'Dane', 'Norwegian', 'German'];
  const marks = Array.from({ length: 10_000 }, (_, i) => `${names[i % 5]} is not in ${1 + (i % 4)}`);
  marks[6999] = 'Swede is not\u0000 in 2';
  const page = await watchedPage(`${server.url}?puzzle=zebra&play=1&marks=${encodeURIComponent(marks.join('\n'))}`);
  await page.waitForSelector(`${sel('zebra-play-status')}:has-text("not used")`, { timeout: 60000 });
  const status = await page.textContent(sel('zebra-play-status'));
  assert.match(status, new RegExp('^The link’s 10000 marks were not used: mark 7000 \\(“Swede is not␀ in 2”\\) cannot be read: '
    + 'line 7000: character 13 is an invisible control character \\(U\\+0000, NUL\\)'));
  assert.equal(await page.getAttribute(sel('zebra-play'), 'data-marks'), '0');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('puzzlebox.zebra.marks.')));
  assert.deepEqual(kept, [], 'nothing is stored');
  assert.equal(new URL(page.url()).searchParams.get('marks'), null, 'the address bar keeps no unread marks');
  assert.equal(await page.inputValue(sel('zebra-text')), einstein);
  await assertNoLongTask(page, '10,000 marks in a link');
  assert.deepEqual(page.problems, []);
});

test('the built pages hold no inline script, so a strict Content-Security-Policy runs them', () => {
  const pages = fs.readdirSync(dist).filter((f) => f.endsWith('.html'));
  assert.ok(pages.includes('index.html'));
  for (const page of pages) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim());
    assert.deepEqual(inline.map(([whole]) => whole.slice(0, 80)), [], `${page} has an inline script`);
  }
});
