// The 3D view: eight cubies drawn with CSS 3D transforms, coloured from a facelet string.
// It only draws and animates; which stickers a turn carries and which way comes from the
// solver (through `pocket_apply`'s move descriptions), so no cube rules live here.

import { el, onDrag, prefersReducedMotion } from '../dom.js';

const HALF = 1; // a cubie spans 2 units; sizes are in units of --u (CSS)

// CSS has y pointing down; the solver's geometry has y up.
const css = ([x, y, z]) => [x, -y, z];

// Turns a face of a cubie outward along the given normal (solver axes).
/** @param {number[]} normal */
function faceTransform([x, y, z]) {
  if (x === 1) return 'rotateY(90deg)';
  if (x === -1) return 'rotateY(-90deg)';
  if (y === 1) return 'rotateX(90deg)';
  if (y === -1) return 'rotateX(-90deg)';
  if (z === -1) return 'rotateY(180deg)';
  return '';
}

export class Cube3D {
  constructor(geometry, colourOf) {
    this.colourOf = colourOf;
    this.pitch = -28;
    this.yaw = -36;
    this.cubies = new Map(); // "x,y,z" -> {node, stickers: [{index, face}]}
    this.faceOf = []; // sticker index -> face element
    this.cubieOf = []; // sticker index -> cubie key
    this.running = new Set(); // the turns' animations still playing (see track)

    for (const [i, s] of geometry.stickers.entries()) {
      const key = s.cubie.join(',');
      if (!this.cubies.has(key)) {
        const [x, y, z] = css(s.cubie);
        const faces = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]].map((n) =>
          el('div', {
            class: 'face inner', 'data-normal': n.join(','),
            style: { transform: `${faceTransform(n)} translateZ(calc(var(--u) * ${HALF}))` },
          }));
        const base = `translate3d(calc(var(--u) * ${x}), calc(var(--u) * ${y}), calc(var(--u) * ${z}))`;
        const node = el('div', { class: 'cubie', style: { transform: base } }, faces);
        this.cubies.set(key, { node, base, faces });
      }
      const cubie = this.cubies.get(key);
      const face = cubie.faces.find((f) => f.dataset.normal === s.normal.join(','));
      face.classList.remove('inner');
      face.classList.add('sticker3d');
      this.faceOf[i] = face;
      this.cubieOf[i] = key;
    }
    this.cube = el('div', { class: 'cube' }, [...this.cubies.values()].map((c) => c.node));
    this.element = el('div', {
      class: 'scene', 'data-testid': 'cube3d', tabindex: '0', role: 'img',
      'aria-label': 'The cube in 3D. Drag, or use Shift with the arrow keys, to turn the view.',
    }, this.cube);
    this.setupDrag();
    this.orient();
  }

  orient() {
    this.cube.style.transform = `rotateX(${this.pitch}deg) rotateY(${this.yaw}deg)`;
  }

  setupDrag() {
    // A press on the view only ever turns it: left to the browser, a press could start a
    // text selection or a native drag, which cancels the pointer's stream after the first
    // drag. Preventing that also prevents focusing on press, so focus is moved here by hand
    // (Shift+arrows then turn the view).
    this.element.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      this.element.focus({ preventScroll: true });
    });
    this.element.addEventListener('dragstart', (e) => e.preventDefault());
    onDrag(this.element, (dx, dy) => {
      this.yaw += dx * 0.5;
      this.pitch = Math.max(-89, Math.min(89, this.pitch - dy * 0.5));
      this.orient();
    });
    this.element.addEventListener('keydown', (e) => {
      if (!e.shiftKey) return;
      const turns = { ArrowLeft: [0, -15], ArrowRight: [0, 15], ArrowUp: [15, 0], ArrowDown: [-15, 0] };
      if (!turns[e.key]) return;
      e.preventDefault();
      e.stopPropagation();
      this.pitch = Math.max(-89, Math.min(89, this.pitch + turns[e.key][0]));
      this.yaw += turns[e.key][1];
      this.orient();
    });
  }

  /** Shows a state: 24 characters, each a palette character (unknown ones draw grey). */
  show(facelets) {
    this.element.dataset.facelets = facelets;
    [...facelets].forEach((c, i) => {
      if (this.faceOf[i]) this.faceOf[i].style.background = this.colourOf(c) || '#888';
    });
  }

  /**
   * Animates one move described by the solver ({axis, quarters, stickers}); `direction` -1
   * plays it backwards. Resolves when done; the caller then shows the new state.
   */
  async animate(move, ms, direction = 1) {
    if (ms <= 0 || prefersReducedMotion()) return;
    const keys = new Set(move.stickers.map((i) => this.cubieOf[i]));
    const [ax, ay, az] = css(move.axis);
    const quarters = move.quarters === 3 ? -1 : move.quarters;
    // CSS rotate3d turns clockwise as seen from the axis tip, as a clockwise face turn does.
    const angle = 90 * quarters * direction;
    const runs = [...keys].map((key) => {
      const { node, base } = this.cubies.get(key);
      return this.track(node.animate(
        [{ transform: `rotate3d(${ax}, ${ay}, ${az}, 0deg) ${base}` },
          { transform: `rotate3d(${ax}, ${ay}, ${az}, ${angle}deg) ${base}` }],
        { duration: ms, easing: 'ease-in-out' },
      )).finished;
    });
    this.animating = Promise.all(runs).catch(() => {});
    await this.animating;
  }

  /** Stops any animation at once. */
  cancel() {
    for (const animation of this.running) animation.cancel();
    this.running.clear();
  }

  /**
   * Keeps `animation` in `running` until it ends, so `cancel` needs no `getAnimations()`: that
   * brings the page's styles up to date first, which on a page still loading is its whole
   * first style computation, in the middle of loading a cube.
   */
  track(animation) {
    this.running.add(animation);
    const done = () => this.running.delete(animation);
    animation.finished.then(done, done);
    return animation;
  }
}
