// The camera scan: the video with a 2×2 guide, a button that reads the face in the guide,
// and what the solver says next. The page only captures frames: reading the stickers,
// naming their colours and choosing the next face are the solver's (`pocket_scan`), and
// nothing leaves the device. Without a camera, on an insecure page or when permission is
// refused, it says so and painting works as before.

import { el, button } from '../dom.js';

/** The solver's colour letters in palette-slot order (DEFAULT_PALETTE's order). */
const COLOURS = 'WYGBRO';
/** Faces in the net's order: how to hold each, and the edge the guide's top mark names. */
const FACES = [
  { name: 'Up', how: 'tilt the top towards the camera', top: 'Back', left: 'Left', right: 'Right' },
  { name: 'Left', how: 'turn the cube so its left side faces the camera', top: 'Up', left: 'Back', right: 'Front' },
  { name: 'Front', how: 'the side facing you', top: 'Up', left: 'Left', right: 'Right' },
  { name: 'Right', how: 'turn the cube so its right side faces the camera', top: 'Up', left: 'Front', right: 'Back' },
  { name: 'Back', how: 'turn the cube round so its back faces the camera', top: 'Up', left: 'Right', right: 'Left' },
  { name: 'Down', how: 'tilt the bottom towards the camera', top: 'Front', left: 'Left', right: 'Right' },
];
/** Side of the square the guide's crop is scaled to before it goes to the solver. */
const CROP = 96;
/** The guide's share of the video's shorter side (scan.css draws it the same size). */
const GUIDE = 0.6;

export class Scanner {
  /**
   * @param scan     the solver's `pocket_scan` (api.js's `scan`)
   * @param onPaint  receives the 24 palette slots to paint (-1 open) and the unsure stickers
   */
  constructor(scan, onPaint) {
    this.scan = scan;
    this.onPaint = onPaint;
    this.shown = new Float32Array(0); // the faces read, 13 numbers each (the solver's form)
    // `shown` before each face read: Undo goes back one reading, so Undo after a face read
    // again brings back its first reading rather than forgetting the face.
    this.before = [];
    this.face = null;
    this.stream = null;
    this.video = el('video', { class: 'scan-video', 'data-testid': 'scan-video', muted: true, playsinline: true });
    this.marks = { top: el('span', { class: 'scan-mark top' }), left: el('span', { class: 'scan-mark left' }),
      right: el('span', { class: 'scan-mark right' }) };
    this.guide = el('div', { class: 'scan-guide', 'aria-hidden': 'true' },
      el('span', { class: 'scan-cell' }), el('span', { class: 'scan-cell' }),
      el('span', { class: 'scan-cell' }), el('span', { class: 'scan-cell' }));
    this.say = el('p', { class: 'hint scan-say', 'data-testid': 'scan-say', 'aria-live': 'polite' });
    this.captureButton = button('Read face', 'scan-capture', () => this.capture(), { class: 'primary' });
    this.stage = el('div', { class: 'scan-stage', hidden: true },
      this.video, this.guide, this.marks.top, this.marks.left, this.marks.right);
    this.controls = el('div', { class: 'buttons', hidden: true },
      this.captureButton,
      button('Undo face', 'scan-undo', () => this.undo()),
      button('Stop camera', 'scan-stop', () => this.stop()));
    this.startButton = button('Scan with camera', 'scan', () => this.start());
    this.element = el('div', { class: 'scan', 'data-testid': 'scan-panel' },
      this.startButton, this.stage, this.controls, this.say);
  }

  /** Asks for the camera; on any refusal says why and leaves painting as it is. */
  async start() {
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      this.tell('The camera needs a secure page (https or localhost) and a browser that offers it: '
        + 'paint the stickers instead.', 'error');
      return;
    }
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (err) {
      const why = err?.name === 'NotAllowedError' ? 'Camera permission was refused'
        : err?.name === 'NotFoundError' ? 'No camera was found' : 'The camera could not be opened';
      this.tell(`${why}: paint the stickers instead.`, 'error');
      return;
    }
    this.video.srcObject = this.stream;
    await this.video.play().catch(() => {});
    this.stage.hidden = false;
    this.controls.hidden = false;
    this.startButton.hidden = true;
    this.element.dataset.state = 'scanning';
    await this.step(-1, new Uint8Array(0), 0, 0);
  }

  stop() {
    if (!this.stream) return;
    this.stream?.getTracks().forEach((t) => t.stop());
    this.stream = null;
    this.video.srcObject = null;
    this.stage.hidden = true;
    this.controls.hidden = true;
    this.startButton.hidden = false;
    this.element.dataset.state = 'stopped';
  }

  /** Reads the guide's square from the current frame and hands it to the solver. */
  async capture() {
    const { videoWidth: w, videoHeight: h } = this.video;
    if (!w || !h || this.face === null) return;
    const side = Math.round(Math.min(w, h) * GUIDE);
    const canvas = document.createElement('canvas');
    canvas.width = CROP;
    canvas.height = CROP;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(this.video, (w - side) / 2, (h - side) / 2, side, side, 0, 0, CROP, CROP);
    const pixels = new Uint8Array(ctx.getImageData(0, 0, CROP, CROP).data.buffer);
    await this.step(this.face, pixels, CROP, CROP);
  }

  async undo() {
    this.shown = this.before.pop() ?? new Float32Array(0);
    await this.step(-1, new Uint8Array(0), 0, 0);
  }

  async step(face, pixels, w, h) {
    this.captureButton.disabled = true;
    try {
      const r = await this.scan(this.shown, face, pixels, w, h);
      if (!r.ok) {
        this.tell(`${r.error.message}.`, 'error');
        return;
      }
      if (face >= 0) this.before.push(this.shown);
      this.shown = Float32Array.from(r.shown);
      this.element.dataset.read = String(r.faces.length);
      this.onPaint(r.stickers.map((c) => (c === null ? -1 : COLOURS.indexOf(c))), r.unsure);
      this.report(r);
    } finally {
      this.captureButton.disabled = false;
    }
  }

  report(r) {
    if (r.facelets) {
      this.face = null;
      this.element.dataset.state = 'done';
      this.tell(r.summary, 'done');
      this.stop();
      this.element.dataset.state = 'done';
      return;
    }
    if (r.next_face === null) {
      this.face = null;
      this.tell(r.summary, 'open');
      return;
    }
    this.face = r.next_face;
    const f = FACES[r.next_face];
    this.element.dataset.face = String(r.next_face);
    this.marks.top.textContent = `${f.top} ↑`;
    this.marks.left.textContent = `← ${f.left}`;
    this.marks.right.textContent = `${f.right} →`;
    // The solver's sentences, then how to hold the cube for the face it asks for.
    const said = r.summary ? `${r.summary} ` : '';
    this.tell(`${said}Show the ${f.name} face (${f.how}), ${f.top} edge at the top, `
      + 'filling the square, then Read face.', 'asking');
  }

  tell(text, kind) {
    this.say.textContent = text;
    this.say.dataset.kind = kind;
    this.say.classList.toggle('error', kind === 'error');
  }
}
