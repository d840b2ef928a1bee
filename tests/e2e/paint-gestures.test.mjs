// Browser tests of painting the net with a mouse and a finger, in every place the net is
// shown: the app's tab (the net in the document), embed.html?…&editable, and a
// <pocket-cube editable> on a host page of another origin (the net in a shadow root, where the
// document's hit-testing answers with the host element, not the sticker).
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, openPage, serve, appReady, root, dist } from './harness.mjs';
import { startStatic } from './static-server.mjs';

let browser;
let server;
let app;
let host;

before(async () => {
  server = await serve();
  app = await startStatic({ mounts: { '/': dist }, cors: () => true });
  const pages = path.join(root, 'tests/e2e/fixtures/cross-origin');
  host = await startStatic({ mounts: { '/': pages }, vars: { APP: app.url } });
  browser = await launch();
});
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});
after(async () => {
  await browser?.close();
  server?.stop();
  await app?.close();
  await host?.close();
});

/**
 * The three places, each opened with touch enabled; `facelets()` reads the painting as the
 * place tells it (the app's field, or the element's latest `change` event), `changes()` how
 * many `change` events the element fired (null in the app, which has no element).
 */
const places = {
  app: async (page) => {
    await page.goto(server.url);
    await appReady(page);
    return { facelets: () => page.inputValue('[data-testid="facelets"]'), changes: async () => null };
  },
  'embed.html editable': (page) => element(page, `${server.url}embed.html?puzzle=pocket&editable`, 'pocket-cube'),
  'an element on another origin': (page) => element(page, `${host.url}editable.html`, '#cube'),
};

async function element(page, url, selector) {
  await page.goto(url);
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.state === 'ready', selector,
    { timeout: 30000 });
  await page.$eval(selector, (e) => {
    window.changed = [];
    e.addEventListener('change', (event) => window.changed.push(event.detail.facelets));
  });
  return {
    facelets: () => page.$eval(selector, (e) => window.changed.at(-1) ?? e.facelets),
    changes: () => page.evaluate(() => window.changed.length),
  };
}

/** The centre of sticker `i` in viewport coordinates, scrolled into view. */
async function centre(page, i) {
  const sticker = page.locator(`[data-testid="sticker-${i}"]`);
  await sticker.scrollIntoViewIfNeeded();
  const box = await sticker.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Chooses a palette colour that none of `stickers` has in `facelets` (so painting each is a
 * change) and returns the character it paints.
 */
async function choose(page, facelets, stickers) {
  for (let n = 1; n <= 6; n++) {
    const swatch = page.locator(`[data-testid="colour-${n}"]`);
    const char = (await swatch.textContent()).trim();
    if (stickers.every((i) => facelets[i] !== char)) {
      await swatch.click();
      return char;
    }
  }
  throw new Error(`no colour differs from stickers ${stickers} of ${facelets}`);
}

/** A finger down on the first point, moved through the rest, then lifted. */
async function touchDrag(page, points) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
  for (let k = 1; k < points.length; k++) {
    const [a, b] = [points[k - 1], points[k]];
    for (let step = 1; step <= 4; step++) {
      const point = { x: a.x + ((b.x - a.x) * step) / 4, y: a.y + ((b.y - a.y) * step) / 4 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const [name, open] of Object.entries(places)) {
  test(`${name}: a click, a drag, a tap and a finger's drag paint the stickers they touch`, async () => {
    const page = await openPage(browser, null, { context: { hasTouch: true } });
    const place = await open(page);
    const before = await place.changes();

    // A click on sticker A (0).
    const clicked = await choose(page, await place.facelets(), [0]);
    const a = await centre(page, 0);
    await page.mouse.click(a.x, a.y);
    let f = await place.facelets();
    assert.equal(f?.[0], clicked, `the click painted sticker 0: ${f}`);

    // A mouse drag over G, H and on to I (6, 7, 8).
    const dragged = await choose(page, await place.facelets(), [6, 7, 8]);
    const [g, h, i] = [await centre(page, 6), await centre(page, 7), await centre(page, 8)];
    await page.mouse.move(g.x, g.y);
    await page.mouse.down();
    await page.mouse.move(h.x, h.y, { steps: 4 });
    await page.mouse.move(i.x, i.y, { steps: 4 });
    await page.mouse.up();
    f = await place.facelets();
    assert.equal(f.slice(6, 9), dragged.repeat(3), `the drag painted stickers 6–8: ${f}`);
    assert.equal(f[0], clicked, 'the click stays');

    // A tap on sticker M (12).
    const tapped = await choose(page, await place.facelets(), [12]);
    const m = await centre(page, 12);
    await page.touchscreen.tap(m.x, m.y);
    f = await place.facelets();
    assert.equal(f[12], tapped, `the tap painted sticker 12: ${f}`);

    // A finger dragged over Q and R (16, 17).
    const fingered = await choose(page, await place.facelets(), [16, 17]);
    await touchDrag(page, [await centre(page, 16), await centre(page, 17)]);
    f = await place.facelets();
    assert.equal(f.slice(16, 18), fingered.repeat(2), `the finger's drag painted stickers 16 and 17: ${f}`);

    if (before !== null) {
      // One change per sticker painted: 1 + 3 + 1 + 2.
      assert.equal(await place.changes() - before, 7, 'the element fired change for each sticker painted');
    }
    assert.deepEqual(page.problems, []);
  });
}

test('the editable element says at once when no cube fits its painting, and keeps Solve off until mended', async () => {
  const page = await openPage(browser, null);
  const place = await element(page, `${server.url}embed.html?puzzle=pocket&editable`, 'pocket-cube');
  const solved = await place.facelets();
  // Without a facelets attribute the element reads in the app's colour letters.
  assert.equal(solved, 'WWWWOOGGRRBBOOGGRRBBYYYY');
  const swatches = await page.$$eval('pocket-cube', ([e]) =>
    [...e.shadowRoot.querySelectorAll('.swatch-pick')].map((b) => b.textContent).join(''));
  assert.equal(swatches, 'WYGBRO');
  const error = () => page.$eval('pocket-cube', (e) => {
    const box = e.shadowRoot.querySelector('[data-testid="error"]');
    return box.hidden ? null : box.textContent;
  });
  const solveOff = () => page.$eval('pocket-cube', (e) => e.shadowRoot.querySelector('[data-testid="solve"]').disabled);
  // The element answers a paint with its check: wait for that answer, not for a time.
  const paintAndWait = async (i, n) => {
    const asked = await page.$eval('pocket-cube', (e) => e.paintChecks || 0);
    await page.locator(`[data-testid="colour-${n}"]`).click();
    const at = await centre(page, i);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((k) => document.querySelector('pocket-cube').paintChecked === k, asked + 1);
  };
  // A fifth sticker in sticker A's colour, on G (6).
  const slot = await page.$eval('pocket-cube', (e, c) => e.palette.slotOf(c), solved[0]);
  await paintAndWait(6, slot + 1);
  assert.match(await error(), /^The painted cube: no cube fits this painting: look at the front face top-left sticker;/);
  assert.equal(await solveOff(), true);
  const home = await page.$eval('pocket-cube', (e, c) => e.palette.slotOf(c), solved[6]);
  await paintAndWait(6, home + 1);
  assert.equal(await error(), null);
  assert.equal(await solveOff(), false);
  assert.deepEqual(page.problems, []);
});
