// Browser tests of the custom elements and embedding: several elements on one host page,
// attribute changes, the element API and events, a strict Content-Security-Policy page,
// embed.html in an iframe, and a link round trip through the app's URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const HARD = 'RFFFBLDRUULDLFRRUULBDBDB';
const SOLVED = 'UUUULLFFRRBBLLFFRRBBDDDD';

/**
 * The text "Copy embed code" produced in the visible tool (the button was just clicked): it
 * appears once the iframe's height has been measured.
 */
async function embedCode(page) {
  const box = 'section[role="tabpanel"]:not([hidden]) [data-testid="share-text"]';
  await page.waitForFunction((sel) => document.querySelector(sel).value.includes('<iframe'), box, { timeout: 30000 });
  return page.inputValue(box);
}

/** Reads a pocket-cube element's state from inside its shadow root. */
const cubeState = (page, id) => page.$eval(`#${id}`, async (e) => {
  await e.updated;
  const root = e.shadowRoot;
  return {
    facelets: root.querySelector('[data-testid="cube3d"]').dataset.facelets,
    solution: root.querySelector('[data-testid="solution"]').textContent.trim(),
    error: root.querySelector('[data-testid="error"]').hidden ? null : root.querySelector('[data-testid="error"]').textContent,
  };
});

test('several pocket cubes on one host page, each with its own state', async () => {
  const page = await openPage(browser, `${server.url}test/host.html`);
  await page.waitForFunction(() => document.getElementById('first').dataset.state === 'ready', null, { timeout: 20000 });
  const first = await cubeState(page, 'first');
  assert.equal(first.facelets, HARD);
  assert.equal(first.solution.split(' ').length, 11);
  assert.ok(isSolved(applyMoves(HARD, first.solution)));

  // Each puzzle has its own solver module and worker: the cubes share one, the column has
  // the insanity one, and the zebra element has its own (a long explanation there must not
  // hold the cubes up).
  await page.waitForFunction(() => ['column', 'zebra'].every((id) => document.getElementById(id).dataset.state === 'ready'), null, { timeout: 20000 });
  const others = await page.evaluate(async () => {
    const column = document.getElementById('column');
    const zebra = document.getElementById('zebra');
    return {
      column: column.shadowRoot.textContent,
      zebra: zebra.shadowRoot.querySelector('[data-testid="zebra-status"]').dataset.status,
      workers: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('worker.js')).length,
    };
  });
  assert.match(others.column, /1 solution/);
  assert.equal(others.zebra, 'unique');
  assert.equal(others.workers, 3, 'one worker for the cubes, one for the column, one for the zebra element');

  const second = await cubeState(page, 'second');
  // No facelets attribute: the solved cube, in the app's colour letters.
  assert.equal(second.facelets, 'WWWWOOGGRRBBOOGGRRBBYYYY');
  assert.equal(second.solution, "R U R' U'");

  // A malformed attribute shows the element's error state; the host page is untouched.
  const broken = await cubeState(page, 'broken');
  assert.match(broken.error, /facelets/);
  assert.equal(await page.textContent('#host-title'), 'My cube tutorial');
  assert.deepEqual(page.problems, []);
});

test('attribute changes, the JS API and the solved event', async () => {
  const page = await openPage(browser, `${server.url}test/host.html`);
  await page.waitForFunction(() => document.getElementById('second').dataset.state === 'ready');
  const scrambled = applyMoves(SOLVED, "F R' U F2");
  const result = await page.evaluate(async (facelets) => {
    const cube = document.getElementById('second');
    const events = [];
    cube.addEventListener('solved', (e) => events.push(e.detail));
    cube.removeAttribute('moves');
    cube.setAttribute('facelets', facelets);
    await cube.updated;
    const solved = await cube.solve();
    return { solved, events };
  }, scrambled);
  assert.equal(result.solved.length, 4);
  assert.equal(result.events.length, 1);
  assert.ok(isSolved(applyMoves(scrambled, result.events[0].moves)));

  // Tutorial notation with D, L, B and rotations plays as given.
  await page.$eval('#second', (e) => e.setAttribute('moves', "D L2 B' x y'"));
  const shown = await cubeState(page, 'second');
  assert.equal(shown.solution, "D L2 B' x y'");
  assert.equal(shown.facelets, scrambled, 'shows the start state before playing');

  // play() reaches the end; the error event fires for a bad attribute.
  const end = await page.evaluate(async () => {
    const cube = document.getElementById('second');
    cube.setAttribute('tempo', '20');
    await cube.updated;
    cube.play();
    await new Promise((resolve) => cube.shadowRoot.querySelector('.player').addEventListener('finished', resolve, { once: true }));
    const errors = [];
    cube.addEventListener('error', (e) => errors.push(e.detail.message));
    cube.setAttribute('moves', 'R Q');
    await cube.updated;
    return { index: cube.shadowRoot.querySelector('.player').dataset.index, errors };
  });
  assert.equal(end.index, '5');
  assert.equal(end.errors.length, 1);
  assert.match(end.errors[0], /Q/);
  assert.deepEqual(page.problems, []);
});

test('works on a page with a strict Content-Security-Policy', async () => {
  const page = await openPage(browser, `${server.url}test/csp.html`);
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.waitForFunction(() => ['cube', 'column', 'zebra'].every((id) => document.getElementById(id).dataset.state === 'ready'), null, { timeout: 20000 });
  const state = await cubeState(page, 'cube');
  assert.equal(await page.$eval('#zebra', (e) => e.shadowRoot.querySelector('[data-testid="zebra-status"]').dataset.status), 'unique');
  assert.match(await page.$eval('#column', (e) => e.shadowRoot.textContent), /1 solution/);
  assert.equal(state.solution.split(' ').length, 11);
  assert.deepEqual(violations, []);
  assert.deepEqual(page.problems, []);
});

test('embed.html in an iframe shows the tool without the app chrome', async () => {
  const page = await openPage(browser, `${server.url}test/iframe.html`);
  const frame = page.frameLocator('#frame');
  await frame.locator('pocket-cube[data-state="ready"]').waitFor({ timeout: 20000 });
  const solution = await frame.locator('pocket-cube').evaluate((e) => e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim());
  assert.equal(solution.split(' ').length, 11);
  assert.equal(await frame.locator('nav.tabs').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('embed.html names a link it cannot show instead of showing another puzzle', async () => {
  for (const [query, expected] of [
    ['puzzle=sudoku&facelets=UUUULLFFRRBBLLFFRRBBDDDD', /puzzle="sudoku" is not one of pocket, insanity or zebra/],
    ['puzzle=zebra&text=%%%', /zebra text \(the text= parameter\) could not be read/],
  ]) {
    const page = await openPage(browser, `${server.url}embed.html?${query}`);
    const error = page.locator('[data-testid="error"]');
    await error.waitFor({ timeout: 20000 });
    assert.match(await error.textContent(), expected);
    assert.equal(await page.locator('pocket-cube, insanity-column, zebra-puzzle').count(), 0, query);
    // The only problem is the one the page reports itself.
    assert.equal(page.problems.length, 1, page.problems.join('\n'));
    assert.match(page.problems[0], /puzzlebox embed.html/);
  }
});

test('link round trip: state → URL → reload → same state, and the embed code works', async () => {
  const page = await openPage(browser, server.url);
  await page.waitForSelector('body[data-ready="true"]');
  const solved = await page.inputValue('[data-testid="facelets"]');
  await page.click('[data-testid="scramble"]');
  // The scramble comes back from the worker; solving before it lands would solve (and link)
  // the cube as it was.
  await page.waitForFunction((s) => document.querySelector('[data-testid="facelets"]').value !== s, solved);
  await page.click('[data-testid="solve"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="solution"]').textContent.trim() !== '' || document.querySelector('[data-testid="summary"]').textContent.includes('Already'));
  const facelets = await page.inputValue('[data-testid="facelets"]');
  const solution = (await page.textContent('[data-testid="solution"]')).trim();
  await page.click('[data-testid="copy-link"]');
  const link = await page.inputValue('[data-testid="share-text"]');
  assert.equal(link, page.url());

  const again = await openPage(browser, link);
  await again.waitForSelector('body[data-ready="true"]');
  assert.equal(await again.inputValue('[data-testid="facelets"]'), facelets);
  assert.equal((await again.textContent('[data-testid="solution"]')).trim(), solution);

  await page.click('[data-testid="copy-embed"]');
  const code = await embedCode(page);
  assert.match(code, /<script src="[^"]*embed-loader\.js" async><\/script>/);
  assert.match(code, new RegExp(`<pocket-cube facelets="${facelets}"`));
  assert.match(code, /<iframe src="[^"]*embed\.html\?puzzle=pocket/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
});

test('the iframe from "Copy embed code" shows everything at its own size, with no script', async () => {
  const app = await openPage(browser, `${server.url}?puzzle=insanity`);
  await app.waitForSelector('body[data-ready="true"]');
  for (const [tab, tag] of [['pocket', 'pocket-cube'], ['insanity', 'insanity-column'], ['zebra', 'zebra-puzzle']]) {
    await app.click(`[data-testid="tab-${tab}"]`);
    await app.click(`#tool-${tab} [data-testid="copy-embed"]`);
    const iframe = (await embedCode(app)).match(/<iframe [^>]*><\/iframe>/)[0];
    const height = Number(iframe.match(/ height="(\d+)"/)[1]);
    assert.ok(height > 200, `${tab}: a measured height (${height})`);

    const host = await openPage(browser, `${server.url}test/blank.html`, { viewport: { width: 1280, height: 900 } });
    await host.setContent(`<!doctype html><html><head><link rel="icon" href="data:,"></head><body>${iframe}</body></html>`);
    const frame = host.frameLocator('iframe');
    await frame.locator(`${tag}[data-state="ready"]`).waitFor({ timeout: 30000 });
    const inside = await frame.locator('html').evaluate((html) => ({
      content: Math.ceil(html.getBoundingClientRect().height),
      viewport: innerHeight,
      lowest: Math.max(...[...document.querySelector('#embed-root > *').shadowRoot.querySelectorAll('button')]
        .filter((b) => b.offsetParent !== null).map((b) => b.getBoundingClientRect().bottom)),
    }));
    assert.equal(inside.viewport, height);
    assert.ok(inside.content <= inside.viewport, `${tab}: content ${inside.content} px fits ${inside.viewport} px`);
    assert.ok(inside.lowest <= inside.viewport, `${tab}: the lowest button ends at ${inside.lowest} of ${inside.viewport} px`);
    assert.deepEqual(host.problems, []);
  }
  assert.deepEqual(app.problems, []);
});
