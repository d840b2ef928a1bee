// The paintable cube nets: one cross-shaped net per cube, each face where the solver puts it,
// and the palette. Mouse or finger: click or drag over faces to paint with the chosen colour.
// Keyboard: arrow keys move between faces (Left/Right cross to the neighbouring cube), 1–9
// pick a colour and paint, Enter/Space paint, Delete clears a face.

import { el } from '../dom.js';
import { inkOn } from './palette.js';

// The letter that marks each of the solver's faces on the net (and in test ids): D, not B,
// for the bottom, so that no two faces share one.
const LETTERS = { front: 'F', back: 'B', left: 'L', right: 'R', top: 'T', bottom: 'D' };
// The small face markers on the nets are lowercase words, never the letters: R and B would
// read as the colours R (red) and B (blue).

/**
 * Where each arrow key goes from each face of a cross-shaped net whose cells (solver's face
 * order, [row, column]) are `cells`: `moves[key][face]` is [face, cube step] or null. Along
 * the belt (the row of four) Left and Right step cell by cell and on to the neighbouring
 * cube's net; Up and Down leave the belt for the face above or below it. From those two,
 * Left and Right step down to the belt cells on either side.
 */
function arrowMoves(cells) {
  const at = new Map(cells.map(([r, c], f) => [`${r},${c}`, f]));
  const find = (r, c) => at.get(`${r},${c}`) ?? null;
  const belt = cells.find(([r]) => cells.filter(([q]) => q === r).length === 4)[0];
  const columns = cells.filter(([r]) => r === belt).map(([, c]) => c);
  const [first, last] = [Math.min(...columns), Math.max(...columns)];
  const off = (r) => cells.findIndex(([q]) => q === r);
  const step = (face, cube = 0) => (face === null || face < 0 ? null : [face, cube]);
  const moves = { ArrowUp: [], ArrowDown: [], ArrowLeft: [], ArrowRight: [] };
  cells.forEach(([r, c], f) => {
    if (r === belt) {
      moves.ArrowUp[f] = step(off(belt - 1));
      moves.ArrowDown[f] = step(off(belt + 1));
      moves.ArrowLeft[f] = c > first ? step(find(r, c - 1)) : step(find(r, last), -1);
      moves.ArrowRight[f] = c < last ? step(find(r, c + 1)) : step(find(r, first), 1);
    } else {
      moves.ArrowUp[f] = r > belt ? step(find(belt, c)) : null;
      moves.ArrowDown[f] = r < belt ? step(find(belt, c)) : null;
      moves.ArrowLeft[f] = step(find(belt, c - 1));
      moves.ArrowRight[f] = step(find(belt, c + 1));
    }
  });
  return moves;
}

export class Nets {
  /**
   * @param palette   a Palette (tokens and their CSS colours)
   * @param onChange  called after the person paints (not after setCubes)
   * @param facts     the solver's `faces` (names in its order: front back left right top
   *                  bottom) and `net` (each face's [row, column] on the cross)
   */
  constructor(palette, onChange, { faces, net }) {
    this.palette = palette;
    this.onChange = onChange;
    this.cells = net;
    this.moves = arrowMoves(net);
    // The face's word (Front) in sentences and its letter (F) on the net and in test ids.
    this.faceWords = faces.map((f) => f[0].toUpperCase() + f.slice(1));
    this.faceLetters = faces.map((f) => LETTERS[f]);
    this.cubes = []; // per cube: six tokens (F B L R T D), null = blank
    this.selected = 0;
    this.focus = [0, 0]; // [cube, face] holding the roving tab stop
    this.painting = false;
    this.flagged = new Set();
    this.paletteEl = el('div', {
      class: 'palette ii-palette', role: 'group', 'aria-label': 'Paint colours (keys 1 to 9)',
    });
    this.netsEl = el('div', { class: 'ii-nets', 'aria-label': 'Cube nets: arrow keys move, number keys paint' });
    this.netsEl.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.netsEl.addEventListener('pointermove', (e) => this.pointerMove(e));
    this.netsEl.addEventListener('keydown', (e) => this.keyDown(e));
    this.netsEl.addEventListener('focusin', (e) => {
      const f = this.faceOf(e.target);
      if (f) this.setFocus(f, false);
    });
    window.addEventListener('pointerup', () => { this.painting = false; });
    window.addEventListener('pointercancel', () => { this.painting = false; });
    this.element = el('div', { class: 'ii-editor-nets' }, this.paletteEl, this.netsEl);
    this.faceButtons = [];
  }

  /** Replaces every cube (no onChange: the caller knows). */
  setCubes(cubes) {
    this.cubes = cubes.map((c) => c.slice());
    this.palette.adopt(this.cubes.flat());
    this.palette.ensure(this.cubes.length);
    if (this.focus[0] >= this.cubes.length) this.focus = [Math.max(0, this.cubes.length - 1), 0];
    this.build();
  }

  select(k) {
    if (k < 0 || k >= this.palette.tokens.length) return;
    this.selected = k;
    [...this.paletteEl.children].forEach((b, i) => b.setAttribute('aria-pressed', String(i === k)));
  }

  paint(cube, face, token) {
    if (this.cubes[cube][face] === token) return;
    this.cubes[cube][face] = token;
    this.renderFace(cube, face);
    this.onChange();
  }

  /** Marks whole cubes (0-based), e.g. the obstacle of an impossible puzzle. */
  flag(cubes) {
    this.flagged = new Set(cubes);
    (this.netEls ?? []).forEach((n, i) => n.classList.toggle('flagged', this.flagged.has(i)));
  }

  /** Marks single faces as [cube, face] pairs (e.g. blanks when solving). */
  mark(faces) {
    const bad = new Set(faces.map(([c, f]) => `${c},${f}`));
    (this.faceButtons ?? [])
      .forEach((row, c) => row.forEach((b, f) => b.classList.toggle('bad', bad.has(`${c},${f}`))));
  }

  build() {
    const tokens = this.palette.tokens;
    if (this.selected >= tokens.length) this.selected = 0;
    this.paletteEl.replaceChildren(...tokens.map((t, k) => {
      const css = this.palette.colourOf(t);
      return el('button', {
        type: 'button', class: 'swatch-pick ii-swatch', 'data-testid': `insanity-colour-${k}`,
        'aria-pressed': String(k === this.selected),
        'aria-label': `Colour ${k + 1}: ${t}`, title: k < 9 ? `Paint with ${t} (key ${k + 1})` : `Paint with ${t}`,
        style: { background: css, color: inkOn(css) },
        onclick: () => this.select(k),
      }, t);
    }));
    this.faceButtons = [];
    this.netEls = this.cubes.map((cube, c) => {
      const buttons = this.faceLetters.map((f, i) => el('button', {
        type: 'button', class: 'ii-face', tabindex: '-1',
        'data-testid': `face-${c}-${f}`, 'data-cube': c, 'data-face': i,
        style: { gridRow: String(this.cells[i][0]), gridColumn: String(this.cells[i][1]) },
      }, el('span', { class: 'ii-face-name', 'aria-hidden': 'true' }, this.faceWords[i].toLowerCase()), ' ',
      el('span', { class: 'ii-face-token' })));
      this.faceButtons.push(buttons);
      return el('figure', { class: `ii-net${this.flagged.has(c) ? ' flagged' : ''}`, 'data-testid': `net-${c}` },
        el('figcaption', {}, `Cube ${c + 1}`),
        el('div', { class: 'ii-cross', role: 'group', 'aria-label': `Cube ${c + 1}` }, buttons));
    });
    this.netsEl.replaceChildren(...this.netEls);
    this.cubes.forEach((cube, c) => cube.forEach((_, f) => this.renderFace(c, f)));
    if (this.cubes.length) this.faceButtons[this.focus[0]][this.focus[1]].tabIndex = 0;
  }

  renderFace(c, f) {
    const b = this.faceButtons[c][f];
    const token = this.cubes[c][f];
    const css = this.palette.colourOf(token);
    b.style.background = css || '';
    b.style.color = css ? inkOn(css) : '';
    b.classList.toggle('blank', token === null);
    b.classList.toggle('long', (token ?? '').length > 2);
    b.lastChild.textContent = token ?? '';
    // The name holds the visible word and colour in the order shown ("front R"), so speech
    // input users can say what they see.
    b.setAttribute('aria-label', `Cube ${c + 1}, ${this.faceWords[f].toLowerCase()} ${token ?? 'blank'}`);
  }

  /**
   * The cube and face index of a face button `node` is in, or null.
   * @returns {[number, number] | null}
   */
  faceOf(node) {
    const b = node?.closest?.('.ii-face');
    if (!b || !this.netsEl.contains(b)) return null;
    return [Number(b.dataset.cube), Number(b.dataset.face)];
  }

  faceAt(x, y) {
    return this.faceOf(this.element.getRootNode().elementFromPoint(x, y));
  }

  pointerDown(e) {
    const f = this.faceOf(e.target);
    if (!f || e.button > 0) return;
    e.preventDefault();
    this.painting = true;
    this.setFocus(f, true);
    this.paint(f[0], f[1], this.palette.tokens[this.selected]);
  }

  pointerMove(e) {
    if (!this.painting) return;
    const f = this.faceAt(e.clientX, e.clientY);
    if (f) this.paint(f[0], f[1], this.palette.tokens[this.selected]);
  }

  setFocus([c, f], move) {
    const old = this.faceButtons[this.focus[0]]?.[this.focus[1]];
    if (old) old.tabIndex = -1;
    this.focus = [c, f];
    const b = this.faceButtons[c][f];
    b.tabIndex = 0;
    if (move) b.focus();
  }

  keyDown(e) {
    const here = this.faceOf(e.target);
    if (!here) return;
    const [c, f] = here;
    if (this.moves[e.key]) {
      e.preventDefault();
      const step = this.moves[e.key][f];
      if (!step) return;
      const cube = c + step[1];
      if (cube < 0 || cube >= this.cubes.length) return;
      this.setFocus([cube, step[0]], true);
    } else if (/^[1-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const k = Number(e.key) - 1;
      if (k >= this.palette.tokens.length) return;
      e.preventDefault();
      this.select(k);
      this.paint(c, f, this.palette.tokens[k]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.paint(c, f, this.palette.tokens[this.selected]);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      this.paint(c, f, null);
    }
  }
}
