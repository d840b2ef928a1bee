// The camera scan's marks on the net, in <pocket-cube editable scan> fed crops directly (no
// camera): a tap on a sticker the scan was unsure of settles it (painted, no longer outlined)
// while the rest of what was scanned stays as read, marks and all; and Undo after a face was
// read again brings back its first reading rather than forgetting the face.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { serve, openPage } from './harness.mjs';
import { applyMoves } from './cube-sim.mjs';

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours, white up, green in front
const SCRAMBLE = "R U F' R2 U' F U2 R' F2 U";
/** The palette's colours (sRGB), by colour letter. */
const RGB = {
  W: [240, 240, 236], Y: [255, 213, 0], G: [0, 155, 72], B: [0, 70, 173], R: [183, 18, 52], O: [255, 88, 0],
};
/** Each face's stickers as the camera sees them (net order: Up Left Front Right Back Down). */
const FACE_STICKERS = [
  [0, 1, 2, 3], [4, 5, 12, 13], [6, 7, 14, 15], [8, 9, 16, 17], [10, 11, 18, 19], [20, 21, 22, 23],
];

const server = await serve();
after(() => server.stop());

const launch = () => chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
});

/**
 * Opens the element with a scan panel and installs `window.readFace(face, mixes, shows)`:
 * reads `face` of the cube (or of `shows`) through the element's scanner from a crop in the
 * palette's colours, where `mixes` maps a sticker to how far (0..1) its colour goes from red
 * towards orange. Resolves once the painting check that reading started has answered.
 */
async function openElement(browser, cube) {
  const page = await openPage(browser, null);
  await page.goto(`${server.url}test/pocket-host.html`);
  await page.waitForSelector('#cube[data-state="ready"]');
  await page.evaluate(({ cube, faces, rgb }) => {
    const el = document.getElementById('cube');
    el.setAttribute('editable', '');
    el.setAttribute('scan', '');
    const side = 96;
    const mix = (t) => rgb.R.map((r, i) => Math.round(r + t * (rgb.O[i] - r)));
    window.readFace = async (face, mixes = {}, shows = cube) => {
      const px = new Uint8Array(side * side * 4);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const s = faces[face][Math.floor(y / (side / 2)) * 2 + Math.floor(x / (side / 2))];
          px.set([...(s in mixes ? mix(mixes[s]) : rgb[shows[s]]), 255], (y * side + x) * 4);
        }
      }
      const checks = el.paintChecked || 0;
      await el.scanner.step(face, px, side, side);
      // The painting check the scan's paint started answers later: wait for it.
      while ((el.paintChecked || 0) === checks) await new Promise((go) => requestAnimationFrame(go));
    };
    window.netState = () => ({
      facelets: el.facelets,
      outlined: [...el.shadowRoot.querySelectorAll('[data-testid^="sticker-"].bad')]
        .map((b) => Number(b.dataset.testid.slice('sticker-'.length))),
      read: el.scanner.element.dataset.read,
    });
  }, { cube, faces: FACE_STICKERS, rgb: RGB });
  return page;
}

/** The reddest mix of red and orange the scan is unsure of, for `sticker` read last on its face. */
async function unsureMix(page, cube, sticker, order, last) {
  return page.evaluate(async ({ cube, sticker, order, last, faces, rgb }) => {
    const el = document.getElementById('cube');
    const side = 96;
    const crop = (face, colourOf) => {
      const px = new Uint8Array(side * side * 4);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const s = faces[face][Math.floor(y / (side / 2)) * 2 + Math.floor(x / (side / 2))];
          px.set([...colourOf(s), 255], (y * side + x) * 4);
        }
      }
      return px;
    };
    let shown = new Float32Array(0);
    for (const face of order) {
      shown = Float32Array.from((await el.api.scan(shown, face, crop(face, (s) => rgb[cube[s]]), side, side)).shown);
    }
    const mix = (t) => rgb.R.map((r, i) => Math.round(r + t * (rgb.O[i] - r)));
    for (let k = 0; k <= 50; k++) {
      const r = await el.api.scan(shown, last, crop(last, (s) => (s === sticker ? mix(k / 50) : rgb[cube[s]])), side, side);
      if (r.ok && r.unsure.includes(sticker)) return k / 50;
    }
    return null;
  }, { cube, sticker, order, last, faces: FACE_STICKERS, rgb: RGB });
}

test('a tap on an unsure sticker settles it, and painting keeps the rest of the scan as read', async () => {
  const cube = applyMoves(SOLVED, SCRAMBLE);
  const ambiguous = cube.indexOf('R');
  const last = FACE_STICKERS.findIndex((f) => f.includes(ambiguous));
  const order = [0, 1, 2, 3, 4, 5].filter((f) => f !== last);
  const browser = await launch();
  try {
    const page = await openElement(browser, cube);
    const t = await unsureMix(page, cube, ambiguous, order, last);
    assert.notEqual(t, null, 'some mix of red and orange is unsure');
    for (const face of order) await page.evaluate((f) => window.readFace(f), face);
    await page.evaluate(({ last, ambiguous, t }) => window.readFace(last, { [ambiguous]: t }), { last, ambiguous, t });
    const scanned = await page.evaluate(() => window.netState());
    assert.deepEqual(scanned.outlined, [ambiguous], 'the unsure sticker alone is outlined');
    // A second sticker painted wrong on purpose, then the unsure one painted red by hand.
    const other = cube.indexOf('Y');
    const slotOf = await page.evaluate(() => document.getElementById('cube').palette.slots.map((s) => s.char));
    const checks = await page.evaluate(() => document.getElementById('cube').paintChecked);
    const redSlot = 'WYGBRO'.indexOf('R');
    await page.click(`#cube [data-testid="colour-${redSlot + 1}"]`);
    await page.click(`#cube [data-testid="sticker-${ambiguous}"]`);
    await page.waitForFunction((n) => document.getElementById('cube').paintChecked > n, checks);
    const tapped = await page.evaluate(() => window.netState());
    assert.deepEqual(tapped.outlined, [], 'the tapped sticker is settled: no mark left');
    const expected = [...scanned.facelets];
    expected[ambiguous] = slotOf[redSlot];
    assert.equal(tapped.facelets, expected.join(''), 'every other sticker as scanned');
    // Painting a sure sticker changes that sticker only: the scan's reading of the rest stays.
    const before = await page.evaluate(() => document.getElementById('cube').paintChecked);
    await page.click(`#cube [data-testid="sticker-${other}"]`);
    await page.waitForFunction((n) => document.getElementById('cube').paintChecked > n, before);
    const painted = await page.evaluate(() => window.netState());
    const changed = [...painted.facelets].flatMap((c, i) => (c === tapped.facelets[i] ? [] : [i]));
    assert.deepEqual(changed, [other]);
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});

test('Undo after a face read again brings back its first reading', async () => {
  const cube = applyMoves(SOLVED, SCRAMBLE);
  const browser = await launch();
  try {
    const page = await openElement(browser, cube);
    await page.evaluate(() => window.readFace(2));
    await page.evaluate(() => window.readFace(0));
    const first = await page.evaluate(() => window.netState());
    // The front face again, read differently: held upside down (with two faces read, a cube
    // still fits it as read).
    const [a, b, c, d] = FACE_STICKERS[2];
    const upsideDown = [...cube];
    [upsideDown[a], upsideDown[b], upsideDown[c], upsideDown[d]] = [cube[d], cube[c], cube[b], cube[a]];
    await page.evaluate((shows) => window.readFace(2, {}, shows), upsideDown.join(''));
    const again = await page.evaluate(() => window.netState());
    assert.equal(again.read, '2', 'a face read again replaces its first reading');
    assert.notEqual(again.facelets, first.facelets, 'the second reading shows on the net');
    await page.evaluate(async () => {
      const el = document.getElementById('cube');
      const checks = el.paintChecked || 0;
      await el.scanner.undo();
      while ((el.paintChecked || 0) === checks) await new Promise((go) => requestAnimationFrame(go));
    });
    const undone = await page.evaluate(() => window.netState());
    assert.equal(undone.read, '2', 'both faces still read');
    assert.equal(undone.facelets, first.facelets, 'the front face as first read');
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});
