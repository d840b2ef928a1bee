// Browser tests of embedding from another site: the app's files on one origin and a tutorial
// author's page on another (two loopback ports). With CORS headers every element solves,
// plays and follows attribute changes, also under a strict Content-Security-Policy with the
// directives docs/embedding.md lists; without them each element says what the host must do;
// iframes of embed.html grow to fit their content.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, dist, root } from './harness.mjs';
import { startStatic } from './static-server.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

const HARD = 'RFFFBLDRUULDLFRRUULBDBDB';
const SMALL_ZEBRA = 'positions: 3\ncolour: red, green, blue\npet: cat, dog, fish\nred is left of green\ndog is red\nfish is green\ncat is in 2\nblue is not in 1\n';
/** A strict policy the app's own server might send with every file (docs/embedding.md). */
const STRICT_APP_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; style-src 'self'; img-src data:";
const fixtures = path.join(root, 'tests/e2e/fixtures/cross-origin');
const base64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

let browser;
const apps = {};
const hosts = {};

before(async () => {
  if (!fs.existsSync(path.join(dist, 'embed-loader.js'))) {
    throw new Error(`${dist}/embed-loader.js is missing: build the app first (trunk build --release)`);
  }
  // The app three ways: CORS on every file, on none, and on the scripts but not the .wasm file.
  apps.cors = await startStatic({ mounts: { '/': dist }, cors: () => true });
  apps.none = await startStatic({ mounts: { '/': dist } });
  apps.noWasm = await startStatic({ mounts: { '/': dist }, cors: (p) => !p.endsWith('.wasm') });
  // The app's own server with a strict policy on its pages (embed.html in the iframes).
  apps.strict = await startStatic({
    mounts: { '/': dist },
    cors: () => true,
    headers: () => ({ 'Content-Security-Policy': STRICT_APP_CSP }),
  });
  for (const [name, app] of Object.entries(apps)) {
    hosts[name] = await startStatic({
      mounts: { '/': fixtures },
      vars: { APP: app.url, APP_ORIGIN: app.origin, ZEBRA: base64url(SMALL_ZEBRA) },
    });
  }
  browser = await launch();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
after(async () => {
  await browser?.close();
  for (const server of [...Object.values(apps), ...Object.values(hosts)]) await server.close();
});

/** Waits until every element named has left its loading state; returns their data-state. */
async function settled(page, ids) {
  await page.waitForFunction((list) => list.every((id) => ['ready', 'error'].includes(document.getElementById(id)?.dataset.state)),
    ids, { timeout: 30000 });
  return page.evaluate((list) => Object.fromEntries(list.map((id) => [id, document.getElementById(id).dataset.state])), ids);
}

/** Polls `check()` until its result has `ok`; the time limit only catches a hang. */
async function until(check, what, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const result = await check();
    if (result.ok) return result;
    if (Date.now() > end) assert.fail(`${what}: ${JSON.stringify(result)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const errorText = (page, id) => page.$eval(`#${id}`, (e) => {
  const box = e.shadowRoot?.querySelector('[data-testid="error"]');
  return box && !box.hidden ? box.textContent : null;
});

test('the app and the host page are on different origins', () => {
  assert.notEqual(new URL(apps.cors.url).origin, new URL(hosts.cors.url).origin);
});

test('with CORS, every element solves, plays and follows attribute changes', async () => {
  const page = await openPage(browser, `${hosts.cors.url}elements.html`);
  assert.deepEqual(await settled(page, ['hard', 'sune', 'column', 'zebra']),
    { hard: 'ready', sune: 'ready', column: 'ready', zebra: 'ready' });

  // The cube solves its stickers (checked by simulating the moves), then a new state.
  const first = await page.$eval('#hard', (e) => e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim());
  assert.equal(first.split(' ').length, 11);
  assert.ok(isSolved(applyMoves(HARD, first)));
  const scrambled = applyMoves('UUUULLFFRRBBLLFFRRBBDDDD', "F R' U2 R");
  const again = await page.$eval('#hard', async (e, facelets) => {
    e.setAttribute('facelets', facelets);
    await e.updated;
    return e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim();
  }, scrambled);
  assert.ok(isSolved(applyMoves(scrambled, again)), `${again} solves ${scrambled}`);

  // The Sune plays to its end once its tempo is raised.
  const played = await page.$eval('#sune', async (e) => {
    e.setAttribute('tempo', '20');
    await e.updated;
    const player = e.shadowRoot.querySelector('.player');
    const finished = new Promise((resolve) => player.addEventListener('finished', resolve, { once: true }));
    e.play();
    await finished;
    return player.dataset.index;
  });
  assert.equal(played, '7');

  // The column: one solution, then a set of cubes that cannot be stacked.
  assert.match(await page.$eval('#column', (e) => e.shadowRoot.textContent), /1 solution/);
  const none = await page.$eval('#column', async (e) => {
    e.setAttribute('cubes', 'R R R R R R; R R R R R R; R R R R R R; R R R R R R');
    await e.updated;
    return { summary: e.shadowRoot.querySelector('[data-testid="insanity-summary"]').textContent, error: e.shadowRoot.querySelector('[data-testid="error"]').hidden ? null : e.shadowRoot.querySelector('[data-testid="error"]').textContent };
  });
  assert.ok(/No solution/.test(none.summary) || none.error, `an answer for four red cubes: ${JSON.stringify(none)}`);

  // The zebra puzzle: its answer, then new content re-solves it.
  const answer = await page.$eval('#zebra', (e) => e.solve());
  assert.equal(answer.status, 'unique');
  // Next and Previous walk the shown steps (the solver's walk): back one shown step, then on
  // to the end again.
  const steps = await page.$eval('#zebra', async (e) => [await e.previous(), await e.next(), await e.next()]);
  assert.ok(steps[0] < steps[1], `previous() then next() from the end: ${steps}`);
  assert.equal(steps[2], steps[1], `next() at the end stays there: ${steps}`);
  const einstein = await page.$eval('#zebra', async (e) => {
    // The example replaces the element's own text: both at once is an error, not a guess.
    e.textContent = '';
    e.setAttribute('example', 'einstein');
    await e.updated;
    return e.shadowRoot.querySelector('[data-testid="zebra-status"]').dataset.status;
  });
  assert.equal(einstein, 'unique');
  await page.$eval('#zebra', (e) => e.removeAttribute('example'));
  const changed = await page.$eval('#zebra', async (e) => {
    e.textContent = 'positions: 2\ncolour: red, green\nred is in 1\n';
    const r = await e.solve();
    return r && r.solution;
  });
  assert.ok(changed, 'the new puzzle has a solution');
  assert.deepEqual(page.problems, []);
});

test('with CORS, the plain module script tag works too', async () => {
  const page = await openPage(browser, `${hosts.cors.url}module.html`);
  assert.deepEqual(await settled(page, ['hard']), { hard: 'ready' });
  const solution = await page.$eval('#hard', (e) => e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim());
  assert.ok(isSolved(applyMoves(HARD, solution)));
  assert.deepEqual(page.problems, []);
});

test('without CORS, each element says what the host must do', async () => {
  const page = await openPage(browser, `${hosts.none.url}elements.html`);
  const states = await settled(page, ['hard', 'sune', 'column', 'zebra']);
  assert.deepEqual(new Set(Object.values(states)), new Set(['error']));
  for (const id of ['hard', 'column', 'zebra']) {
    const text = await errorText(page, id);
    assert.match(text, /Access-Control-Allow-Origin/, id);
    assert.ok(text.includes(apps.none.origin), `${id} names the server: ${text}`);
    assert.match(text, /embed\.html/, `${id} offers the iframe`);
    const box = await page.$eval(`#${id}`, (e) => e.getBoundingClientRect().height);
    assert.ok(box > 20, `${id} takes room on the page (${box} px)`);
  }
  assert.ok(page.problems.some((p) => /puzzlebox could not load/.test(p) && /Access-Control-Allow-Origin/.test(p)),
    `the console says it too: ${page.problems.join('\n')}`);
  assert.equal(await page.textContent('#host-title'), 'Puzzles, embedded from another site');
});

test('without CORS, the module script tag leaves the fallback text in view', async () => {
  const page = await openPage(browser, `${hosts.none.url}module.html`);
  // goto() waited for the load event, which comes after the module script failed.
  assert.equal(await page.evaluate(() => customElements.get('pocket-cube')), undefined);
  assert.match(await page.innerText('#hard'), /did not load/);
});

test('with CORS on the scripts but not the .wasm file, the element says so', async () => {
  const page = await openPage(browser, `${hosts.noWasm.url}elements.html`);
  await settled(page, ['hard']);
  const text = await errorText(page, 'hard');
  assert.match(text, /puzzlebox-pocket_bg\.wasm/);
  assert.match(text, /Access-Control-Allow-Origin/);
  assert.match(text, /connect-src/);
});

test('a strict CSP host on another site with exactly the documented directives', async () => {
  const page = await openPage(browser, `${hosts.cors.url}csp.html`);
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  assert.deepEqual(await settled(page, ['cube', 'column', 'zebra']), { cube: 'ready', column: 'ready', zebra: 'ready' });
  const solution = await page.$eval('#cube', (e) => e.shadowRoot.querySelector('[data-testid="solution"]').textContent.trim());
  assert.ok(isSolved(applyMoves(HARD, solution)));
  assert.match(await page.$eval('#column', (e) => e.shadowRoot.textContent), /1 solution/);
  assert.equal(await page.$eval('#zebra', (e) => e.shadowRoot.querySelector('[data-testid="zebra-status"]').dataset.status), 'unique');
  // The shadow roots are styled: app.css loaded from the other origin.
  assert.equal(await page.$eval('#cube', (e) => getComputedStyle(e).display), 'block');
  // The iframe grew to its content (embed-loader.js is allowed to set its height).
  await page.waitForFunction(() => document.getElementById('frame').getBoundingClientRect().height > 200);
  assert.deepEqual(violations, []);
  assert.deepEqual(page.problems, []);
});

test('a CSP without worker-src blob: gets an error that names it', async () => {
  const page = await openPage(browser, `${hosts.cors.url}csp-no-blob.html`);
  await settled(page, ['cube']);
  assert.match(await errorText(page, 'cube'), /worker-src blob:/);
});

for (const width of [390, 1280]) {
  test(`iframes of embed.html fit their content at ${width} px wide`, async () => {
    const page = await openPage(browser, `${hosts.strict.url}frames.html`, { viewport: { width, height: 800 } });
    for (const id of ['pocket', 'insanity', 'zebra']) {
      const frame = page.frameLocator(`#${id}`);
      await frame.locator('#embed-root > [data-state="ready"]').waitFor({ timeout: 30000 });
      // Chromium pauses the rendering (and so the size reports) of another origin's iframe
      // while it is out of view; a reader sees it fitted once it scrolls into view.
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      // Fitted: the iframe is as tall as the document inside it, as the embed page reports it.
      const inside = await until(() => frame.locator('html').evaluate((html) => {
        const height = Math.ceil(html.getBoundingClientRect().height);
        return {
          ok: Math.abs(innerHeight - height) <= 1,
          height,
          viewport: innerHeight,
          buttons: [...document.querySelector('#embed-root > *').shadowRoot.querySelectorAll('button')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => ({ name: b.textContent.trim() || b.getAttribute('aria-label'), top: b.getBoundingClientRect().top, bottom: b.getBoundingClientRect().bottom })),
        };
      }), `${id} fits its content`);
      assert.ok(inside.buttons.length > 0, `${id} has buttons`);
      assert.ok(inside.height <= inside.viewport + 1, `${id}: content ${inside.height} px fits the frame's ${inside.viewport} px`);
      for (const b of inside.buttons) {
        assert.ok(b.top >= 0 && b.bottom <= inside.viewport + 0.5, `${id}: button ${b.name} is inside the frame (${b.top}–${b.bottom} of ${inside.viewport})`);
      }
    }
    assert.deepEqual(page.problems, []);
  });
}
