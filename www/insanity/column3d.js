// The 3D stacked column: n cubes drawn with CSS 3D transforms, each showing the six colours
// a solution turns it to. It only draws; which colour is on which side comes from the solver.
// Drag (or Shift+arrows) to look around; the turn buttons and Left/Right keys turn the column
// a quarter turn so each long side can be faced in turn. Beside it, a flat table of the four
// sides (cube 1 on top), readable without 3D and in text.

import { el, onDrag, prefersReducedMotion } from '../dom.js';
import { inkOn } from './palette.js';

const SIDES = ['front', 'right', 'back', 'left']; // the side facing the viewer after k quarter turns
const SIDE_WORDS = { front: 'Front', back: 'Back', left: 'Left', right: 'Right', top: 'Top', bottom: 'Bottom' };
// Where each face of a cube sits, as a CSS transform before pushing it out by half a cube.
const PLACE = {
  front: '', back: 'rotateY(180deg)', right: 'rotateY(90deg)', left: 'rotateY(-90deg)',
  top: 'rotateX(90deg)', bottom: 'rotateX(-90deg)',
};
const YAW0 = -25; // start a little turned, so two sides show and the column reads as 3D

export class Column3D {
  constructor(colourOf) {
    this.colourOf = colourOf;
    this.stack = null;
    this.yaw = YAW0;
    this.pitch = -18;
    this.column = el('div', { class: 'ii-column' });
    this.element = el('div', {
      class: 'ii-scene', 'data-testid': 'column3d', tabindex: '0', role: 'img',
      'aria-label': 'The stacked column in 3D. Left and Right arrow keys turn it a quarter turn; '
        + 'drag or Shift with the arrows to look around.',
    }, this.column);
    this.facing = el('span', { class: 'ii-facing', 'data-testid': 'column-facing', 'aria-live': 'polite' });
    this.controls = el('div', { class: 'buttons ii-turns' },
      el('button', {
        type: 'button', 'data-testid': 'turn-left', 'aria-label': 'Turn the column a quarter turn to the left',
        title: 'Quarter turn (Left arrow)', onclick: () => this.turn(1),
      }, '⟲'),
      this.facing,
      el('button', {
        type: 'button', 'data-testid': 'turn-right', 'aria-label': 'Turn the column a quarter turn to the right',
        title: 'Quarter turn (Right arrow)', onclick: () => this.turn(-1),
      }, '⟳'));
    this.sides = el('table', { class: 'ii-sides', 'data-testid': 'insanity-sides' });
    this.box = el('div', { class: 'ii-column-box' }, this.element, this.controls, this.sides);
    this.setupInput();
    this.show(null);
  }

  /** Shows a stack: per cube {front, back, left, right, top, bottom} colour tokens (or null). */
  show(stack) {
    this.stack = stack;
    const n = stack ? stack.length : 0;
    this.element.dataset.stack = stack ? JSON.stringify(stack.map((c) => ({
      front: c.front, back: c.back, left: c.left, right: c.right, top: c.top, bottom: c.bottom,
    }))) : '';
    this.box.hidden = !stack;
    if (!stack) return;
    const s = Math.max(14, Math.min(54, Math.floor(300 / Math.max(n, 1))));
    this.element.style.setProperty('--s', `${s}px`);
    this.element.style.height = `${n * s + 2.2 * s + 30}px`;
    const cubes = stack.map((cube, i) => {
      const y = (i - (n - 1) / 2) * s;
      return el('div', { class: 'ii-cube', style: { transform: `translateY(${y}px)` } },
        Object.keys(PLACE).map((side) => this.face(cube[side], side)));
    });
    // Side names on the floor under the column, each turned like its side.
    const floor = ((n + 1) / 2) * s + s * 0.15;
    const labels = SIDES.map((side) => el('div', {
      class: 'ii-side-label', 'aria-hidden': 'true',
      style: { transform: `translateY(${floor}px) ${PLACE[side]} translateZ(calc(var(--s) / 2))` },
    }, SIDE_WORDS[side]));
    this.column.replaceChildren(...cubes, ...labels);
    this.orient(false);
    this.renderSides();
  }

  face(token, side) {
    const css = this.colourOf(token) || '#888';
    return el('div', {
      class: 'ii-cface', 'data-side': side,
      style: { transform: `${PLACE[side]} translateZ(calc(var(--s) / 2))`, background: css, color: inkOn(css) },
    }, token ?? '');
  }

  renderSides() {
    const n = this.stack.length;
    const head = el('tr', {}, el('th', { scope: 'col' }, 'Side'),
      this.stack.map((_, i) => el('th', { scope: 'col' }, String(i + 1))));
    const rows = ['front', 'back', 'left', 'right'].map((side) => el('tr', { 'data-side': side },
      el('th', { scope: 'row' }, SIDE_WORDS[side]),
      this.stack.map((cube) => {
        const css = this.colourOf(cube[side]) || '#888';
        return el('td', { style: { background: css, color: inkOn(css) } }, cube[side]);
      })));
    this.sides.classList.toggle('many', n > 10);
    this.sides.replaceChildren(
      el('caption', {}, 'Each side of the column, cube 1 on top'), el('thead', {}, head), el('tbody', {}, rows));
  }

  orient(animate) {
    this.column.style.transition = animate && !prefersReducedMotion() ? 'transform .35s ease' : 'none';
    this.column.style.transform = `rotateX(${this.pitch}deg) rotateY(${this.yaw}deg)`;
    const k = ((Math.round(-this.yaw / 90) % 4) + 4) % 4;
    this.element.dataset.side = SIDES[k];
    this.facing.textContent = `${SIDE_WORDS[SIDES[k]]} side`;
  }

  /** A quarter turn of the column: +1 brings the left side round to face the viewer. */
  turn(quarters) {
    this.yaw = Math.round((this.yaw - YAW0) / 90) * 90 + YAW0 + 90 * quarters;
    this.orient(true);
  }

  setupInput() {
    onDrag(this.element, (dx, dy) => {
      this.yaw += dx * 0.6;
      this.pitch = Math.max(-70, Math.min(70, this.pitch - dy * 0.4));
      this.orient(false);
    });
    this.element.addEventListener('keydown', (e) => {
      const small = { ArrowLeft: [0, -15], ArrowRight: [0, 15], ArrowUp: [10, 0], ArrowDown: [-10, 0] }[e.key];
      if (!small) return;
      e.preventDefault();
      if (e.shiftKey) {
        this.pitch = Math.max(-70, Math.min(70, this.pitch + small[0]));
        this.yaw += small[1];
        this.orient(false);
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        this.turn(e.key === 'ArrowLeft' ? 1 : -1);
      }
    });
  }
}
