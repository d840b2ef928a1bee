// The camera scan in Chromium with a fake camera: a y4m video the test renders from a known
// cube, each face in turn in the guide's square (two frames a second each, one frame per
// second), with a strip of six blocks above the guide saying which face is on screen. For
// each face the app asks for, the test waits until the video has just turned to that face
// (a second of margin either side) and reads it: the scan must end on the very cube, and
// Solve must give an optimal solution. Permission refused leaves painting as it was. An
// element fed crops directly (no camera) shows a sticker between red and orange as unsure,
// outlined, and keeps the outline once its painting check answers.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve, openPage, appReady, root } from './harness.mjs';
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
const W = 320;
const H = 240;
const GUIDE = Math.round(H * 0.6); // scan.js reads the middle 60 % of the shorter side
const FRAMES_PER_FACE = 2;

/** One frame: grey background, the face filling the guide, and the face marker strip. */
function frame(facelets, face) {
  const rgb = new Uint8Array(W * H * 3).fill(90);
  const x0 = (W - GUIDE) / 2;
  const y0 = (H - GUIDE) / 2;
  const cell = GUIDE / 2;
  for (let y = 0; y < GUIDE; y++) {
    for (let x = 0; x < GUIDE; x++) {
      const cx = x % cell;
      const cy = y % cell;
      const border = cx < 4 || cy < 4 || cx >= cell - 4 || cy >= cell - 4;
      const sticker = FACE_STICKERS[face][Math.floor(y / cell) * 2 + Math.floor(x / cell)];
      const c = border ? [10, 10, 10] : RGB[facelets[sticker]];
      rgb.set(c, ((y0 + y) * W + x0 + x) * 3);
    }
  }
  for (let k = 0; k < 6; k++) {
    for (let y = 4; y < 20; y++) {
      for (let x = 8 + k * 20; x < 24 + k * 20; x++) rgb.set(k === face ? [255, 255, 255] : [0, 0, 0], (y * W + x) * 3);
    }
  }
  return rgb;
}

/** A y4m (4:2:0, BT.601 limited range) of `frames` RGB pictures at one frame a second. */
function y4m(frames) {
  const parts = [Buffer.from(`YUV4MPEG2 W${W} H${H} F1:1 Ip A1:1 C420jpeg\n`)];
  for (const rgb of frames) {
    const y = Buffer.alloc(W * H);
    const u = Buffer.alloc((W / 2) * (H / 2));
    const v = Buffer.alloc((W / 2) * (H / 2));
    for (let i = 0; i < W * H; i++) {
      const [r, g, b] = [rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]];
      y[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
    }
    for (let j = 0; j < H / 2; j++) {
      for (let i = 0; i < W / 2; i++) {
        const p = (2 * j * W + 2 * i) * 3;
        const [r, g, b] = [rgb[p], rgb[p + 1], rgb[p + 2]];
        u[j * (W / 2) + i] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[j * (W / 2) + i] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
    parts.push(Buffer.from('FRAME\n'), y, u, v);
  }
  return Buffer.concat(parts);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-scan-'));
const server = await serve();
after(() => { server.stop(); fs.rmSync(dir, { recursive: true, force: true }); });

async function cameraBrowser(file) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream', ...(file ? [`--use-file-for-fake-video-capture=${file}`] : [])],
  });
}

function optimalLength(facelets) {
  const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
  const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');
  return JSON.parse(execFileSync(bin, ['pocket', '--json', facelets], { encoding: 'utf8' })).length;
}

/** Which face the video shows now, by the marker strip (-1 while unreadable). */
const shownFace = (page, host) => page.evaluate(({ w, h, host }) => {
  const root = host ? document.querySelector(host).shadowRoot : document;
  const video = root.querySelector('[data-testid="scan-video"]');
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(video, 0, 0, w, h);
  const lit = [0, 1, 2, 3, 4, 5].filter((k) => ctx.getImageData(16 + k * 20, 12, 1, 1).data[1] > 128);
  return lit.length === 1 ? lit[0] : -1;
}, { w: W, h: H, host });

/** Waits until the video has just turned to `face` (seen another face, then this one). */
async function waitForFreshFace(page, face, host = null) {
  let before = await shownFace(page, host);
  for (;;) {
    const now = await shownFace(page, host);
    if (now === face && before !== face && before !== -1) return;
    before = now;
    await page.waitForTimeout(50); // polling the video: its frames come on their own clock
  }
}

test('scanning the faces the app asks for paints the cube and Solve solves it optimally', async () => {
  const cube = applyMoves(SOLVED, SCRAMBLE);
  const frames = [];
  for (let f = 0; f < 6; f++) for (let k = 0; k < FRAMES_PER_FACE; k++) frames.push(frame(cube, f));
  const file = path.join(dir, 'cube.y4m');
  fs.writeFileSync(file, y4m(frames));
  const browser = await cameraBrowser(file);
  try {
    const page = await openPage(browser, null, { context: { permissions: ['camera'] } });
    await page.goto(server.url);
    await appReady(page);
    const panel = page.locator('[data-testid="scan-panel"]');
    await page.click('[data-testid="scan"]');
    await page.waitForSelector('[data-testid="scan-panel"][data-face]');
    let faces = 0;
    while ((await panel.getAttribute('data-state')) === 'scanning') {
      const face = Number(await panel.getAttribute('data-face'));
      const read = Number(await panel.getAttribute('data-read'));
      await waitForFreshFace(page, face);
      await page.click('[data-testid="scan-capture"]');
      await page.waitForFunction((n) => {
        const p = document.querySelector('[data-testid="scan-panel"]');
        return Number(p.dataset.read) > n || p.dataset.state !== 'scanning' || p.querySelector('.error');
      }, read);
      const said = await page.textContent('[data-testid="scan-say"]');
      assert.equal(await page.locator('[data-testid="scan-say"].error').count(), 0, said);
      faces++;
      assert.ok(faces <= 6);
    }
    assert.equal(await panel.getAttribute('data-state'), 'done');
    assert.equal(await page.inputValue('[data-testid="facelets"]'), cube);
    const answers = Number(await page.getAttribute('[data-testid="pocket-tool"]', 'data-answers') || 0);
    await page.click('[data-testid="solve"]');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="pocket-tool"]').dataset.answers) > n,
      answers);
    const summary = await page.textContent('[data-testid="summary"]');
    assert.match(summary, new RegExp(`^Optimal: ${optimalLength(cube)} moves? `), summary);
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});

test('<pocket-cube editable scan> reads the face it asks for onto its net', async () => {
  const cube = applyMoves(SOLVED, SCRAMBLE);
  const frames = [];
  for (let f = 0; f < 6; f++) for (let k = 0; k < FRAMES_PER_FACE; k++) frames.push(frame(cube, f));
  const file = path.join(dir, 'element.y4m');
  fs.writeFileSync(file, y4m(frames));
  const browser = await cameraBrowser(file);
  try {
    const page = await openPage(browser, null, { context: { permissions: ['camera'] } });
    await page.goto(`${server.url}test/pocket-host.html`);
    await page.waitForSelector('#cube[data-state="ready"]');
    await page.evaluate(() => {
      const cube = document.getElementById('cube');
      cube.setAttribute('editable', '');
      cube.setAttribute('scan', '');
    });
    await page.click('#cube [data-testid="scan"]');
    await page.waitForSelector('#cube [data-testid="scan-panel"][data-face]');
    const face = Number(await page.getAttribute('#cube [data-testid="scan-panel"]', 'data-face'));
    await waitForFreshFace(page, face, '#cube');
    await page.click('#cube [data-testid="scan-capture"]');
    await page.waitForSelector('#cube [data-testid="scan-panel"][data-read="1"]');
    // The element's palette took its letters from the attribute's cube (face letters): compare
    // colours by palette slot, whose order is the colour letters' W Y G B R O.
    const [facelets, chars] = await page.evaluate(() => {
      const el = document.getElementById('cube');
      return [el.facelets, el.palette.slots.map((s) => s.char)];
    });
    const colour = (c) => 'WYGBRO'[chars.indexOf(c)];
    assert.deepEqual(FACE_STICKERS[face].map((s) => colour(facelets[s])), FACE_STICKERS[face].map((s) => cube[s]));
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});

test('camera permission refused: a clear message, and painting works as before', async () => {
  const browser = await cameraBrowser(null);
  try {
    const page = await openPage(browser, server.url);
    await appReady(page);
    await page.click('[data-testid="scan"]');
    await page.waitForSelector('[data-testid="scan-say"].error');
    const said = await page.textContent('[data-testid="scan-say"]');
    assert.match(said, /permission was refused: paint the stickers instead/);
    assert.equal(await page.locator('[data-testid="scan-video"]').isVisible(), false);
    await page.click('[data-testid="clear"]');
    await page.click('[data-testid="colour-1"]');
    await page.click('[data-testid="sticker-0"]');
    assert.equal((await page.inputValue('[data-testid="facelets"]'))[0], 'W');
  } finally {
    await browser.close();
  }
});

test('<pocket-cube> shows an unsure sticker outlined, and the painting check keeps the mark', async () => {
  const cube = applyMoves(SOLVED, SCRAMBLE);
  // The first red sticker shows a mix of red and orange; its face is read last, among 20 sure
  // stickers (read among few, the mix may pass for orange and refuse a later face).
  const ambiguous = cube.indexOf('R');
  const last = FACE_STICKERS.findIndex((f) => f.includes(ambiguous));
  const order = [0, 1, 2, 3, 4, 5].filter((f) => f !== last);
  const browser = await cameraBrowser(null);
  try {
    const page = await openPage(browser, null);
    await page.goto(`${server.url}test/pocket-host.html`);
    await page.waitForSelector('#cube[data-state="ready"]');
    const result = await page.evaluate(async ({ cube, ambiguous, last, order, faces, rgb }) => {
      const el = document.getElementById('cube');
      el.setAttribute('editable', '');
      el.setAttribute('scan', '');
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
      const clean = (s) => rgb[cube[s]];
      let shown = new Float32Array(0);
      for (const face of order) {
        shown = Float32Array.from((await el.api.scan(shown, face, crop(face, clean), side, side)).shown);
      }
      // The mix the scan itself calls unsure, from red towards orange (the scan is a pure call).
      const mix = (t) => rgb.R.map((r, i) => Math.round(r + t * (rgb.O[i] - r)));
      let t = null;
      for (let k = 0; k <= 50 && t === null; k++) {
        const pixels = crop(last, (s) => (s === ambiguous ? mix(k / 50) : clean(s)));
        const r = await el.api.scan(shown, last, pixels, side, side);
        if (r.ok && r.unsure.includes(ambiguous)) t = k / 50;
      }
      if (t === null) return { t };
      const checks = el.paintChecked || 0;
      el.scanner.shown = shown;
      await el.scanner.step(last, crop(last, (s) => (s === ambiguous ? mix(t) : clean(s))), side, side);
      const sticker = () => el.shadowRoot.querySelector(`[data-testid="sticker-${ambiguous}"]`);
      const markedAtOnce = sticker().classList.contains('bad');
      // The painting check the scan's paint started answers later.
      while ((el.paintChecked || 0) === checks) await new Promise((go) => requestAnimationFrame(go));
      const outlined = [...el.shadowRoot.querySelectorAll('[data-testid^="sticker-"].bad')]
        .map((b) => Number(b.dataset.testid.slice('sticker-'.length)));
      return { t, markedAtOnce, outlined, said: el.shadowRoot.querySelector('[data-testid="scan-say"]').textContent };
    }, { cube, ambiguous, last, order, faces: FACE_STICKERS, rgb: RGB });
    assert.notEqual(result.t, null, 'some mix of red and orange is unsure');
    assert.ok(result.markedAtOnce, 'the unsure sticker is outlined');
    assert.deepEqual(result.outlined, [ambiguous], 'after the painting check, the unsure sticker alone is outlined');
    assert.match(result.said, /1 sticker\(s\) unsure \(marked\)/);
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});
