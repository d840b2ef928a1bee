// The paintable net: 24 sticker buttons laid out as the facelet net, each face named, plus
// the palette. Mouse: click or drag to paint. Touch: the same with a finger. Keyboard: the
// palette is one tab stop (arrow keys choose a colour), then one colour changer for the chosen
// colour, then the net: arrow keys move between stickers, 1–6 paint the focused sticker,
// Enter/Space paint with the chosen colour.

import { el } from '../dom.js';

export class Net {
  /**
   * @param geometry  the solver's sticker geometry (net_row, net_col per sticker)
   * @param palette   a Palette
   * @param onChange  called after any painting, with no arguments
   */
  constructor(geometry, palette, onChange) {
    this.geometry = geometry;
    this.palette = palette;
    this.onChange = onChange;
    this.stickers = new Array(geometry.stickers.length).fill(-1); // palette slot per sticker, -1 = blank
    this.inferred = new Array(geometry.stickers.length).fill(false); // filled in by the solver's inference, not painted
    // Stickers a camera scan read but could not name for sure: outlined until painted by hand.
    this.unsure = new Set();
    this.shownBad = [];
    this.selected = 0;
    this.focusIndex = 0;
    this.painting = false;

    this.swatches = this.palette.slots.map((slot, i) =>
      el('span', { class: 'swatch' },
        el('button', {
          type: 'button', class: 'swatch-pick', 'data-testid': `colour-${i + 1}`, tabindex: i === 0 ? '0' : '-1',
          'aria-pressed': String(i === 0), title: `Paint with colour ${i + 1} (key ${i + 1})`,
          onclick: () => this.select(i),
        })));
    // One changer for the chosen colour rather than one per colour: six more tab stops
    // stood between the palette and the net.
    this.changer = el('input', {
      type: 'color', class: 'colour-change', 'data-testid': 'colour-change', value: this.palette.slots[0].colour,
      'aria-label': 'Change the chosen colour', title: 'Change the chosen colour',
      oninput: (e) => {
        this.palette.slots[this.selected].colour = e.target.value;
        this.render();
        this.onChange({ recolour: true });
      },
    });
    this.paletteEl = el('div', { class: 'palette', role: 'group', 'aria-label': 'Paint colours: arrow keys choose' },
      this.swatches, this.changer);
    this.paletteEl.addEventListener('keydown', (e) => this.paletteKey(e));

    this.buttons = geometry.stickers.map((s, i) =>
      el('button', {
        type: 'button', class: 'sticker', 'data-testid': `sticker-${i}`, 'data-index': i,
        tabindex: i === 0 ? '0' : '-1',
        style: { gridRow: String(gridRow(s.net_row)), gridColumn: String(s.net_col + 1) },
      }));
    this.grid = el('div', { class: 'net', role: 'group', 'aria-label': 'Cube net: arrow keys move, 1 to 6 paint' },
      this.buttons, faceNames(geometry));
    this.grid.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.grid.addEventListener('pointermove', (e) => this.pointerMove(e));
    window.addEventListener('pointerup', () => { this.painting = false; });
    this.grid.addEventListener('keydown', (e) => this.keyDown(e));
    this.grid.addEventListener('focusin', (e) => {
      const i = Number(e.target.dataset.index);
      if (!Number.isNaN(i)) this.setFocus(i, false);
    });
    // What painting did, in words (the colour alone would not reach a screen reader).
    this.said = el('p', { class: 'visually-hidden', 'data-testid': 'net-said', role: 'status' });
    this.element = el('div', { class: 'net-wrap' }, this.paletteEl, this.grid, this.said);
    this.render();
  }

  select(slot) {
    this.selected = slot;
    this.swatches.forEach((s, i) => {
      s.firstChild.setAttribute('aria-pressed', String(i === slot));
      s.firstChild.tabIndex = i === slot ? 0 : -1;
    });
    this.changer.value = this.palette.slots[slot].colour;
  }

  /** Arrow keys, Home and End inside the palette choose a colour and move the focus there. */
  paletteKey(e) {
    const at = this.swatches.findIndex((s) => s.firstChild === e.target);
    if (at < 0) return;
    const n = this.swatches.length;
    const to = {
      ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: n - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const slot = (to + n) % n;
    this.select(slot);
    this.swatches[slot].firstChild.focus();
  }

  paint(index, slot = this.selected) {
    if (this.stickers[index] === slot && !this.inferred[index] && !this.unsure.has(index)) return;
    this.stickers[index] = slot;
    this.inferred[index] = false;
    // Painted by hand: settled, whatever the scan made of it; the other marks stay.
    this.unsure.delete(index);
    this.highlight(this.shownBad);
    this.render();
    this.said.textContent = this.describe(index);
    this.onChange();
  }

  /** Sets all 24 stickers from palette slots (no onChange: the caller knows); no sticker unsure. */
  setAll(slots) {
    this.stickers = slots.slice();
    this.inferred.fill(false);
    this.unsure.clear();
    this.highlight(this.shownBad);
    this.render();
  }

  /** Outlines the stickers a scan could not name for sure, until each is painted by hand. */
  markUnsure(indices) {
    this.unsure = new Set(indices);
    this.highlight(this.shownBad);
  }

  /** The painted stickers only (inferred ones as blank). */
  painted() {
    return this.stickers.map((slot, i) => (this.inferred[i] ? -1 : slot));
  }

  /** Shows what inference filled in: `slots[i]` for each sticker not painted (-1 = open). */
  setInferred(slots) {
    slots.forEach((slot, i) => {
      if (this.stickers[i] >= 0 && !this.inferred[i]) return;
      this.stickers[i] = slot;
      this.inferred[i] = slot >= 0;
    });
    this.render();
  }

  stickerAt(x, y) {
    // Inside a custom element the document answers with the host element, not the sticker
    // in its shadow root: ask the root the net lives in.
    const root = this.grid.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(x, y);
    return hit && hit.classList.contains('sticker') && this.grid.contains(hit) ? Number(hit.dataset.index) : null;
  }

  pointerDown(e) {
    const i = this.stickerAt(e.clientX, e.clientY);
    if (i === null) return;
    e.preventDefault();
    this.painting = true;
    this.setFocus(i, true);
    this.paint(i);
  }

  pointerMove(e) {
    if (!this.painting) return;
    const i = this.stickerAt(e.clientX, e.clientY);
    if (i !== null) this.paint(i);
  }

  setFocus(i, move) {
    this.buttons[this.focusIndex].tabIndex = -1;
    this.focusIndex = i;
    this.buttons[i].tabIndex = 0;
    if (move) this.buttons[i].focus();
  }

  keyDown(e) {
    const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (dirs[e.key]) {
      e.preventDefault();
      const next = this.neighbour(this.focusIndex, ...dirs[e.key]);
      if (next !== null) this.setFocus(next, true);
    } else if (/^[1-6]$/.test(e.key)) {
      e.preventDefault();
      this.select(Number(e.key) - 1);
      this.paint(this.focusIndex);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.paint(this.focusIndex);
    }
  }

  /** The nearest sticker in a direction on the net, jumping over the gaps beside U and D. */
  neighbour(i, dr, dc) {
    const s = this.geometry.stickers[i];
    let best = null;
    let bestCost = Infinity;
    this.geometry.stickers.forEach((t, j) => {
      const r = t.net_row - s.net_row;
      const c = t.net_col - s.net_col;
      const along = r * dr + c * dc;
      if (along <= 0) return;
      const across = Math.abs(dr ? c : r);
      const cost = along * 10 + across * 11;
      if (across <= along + 1 && cost < bestCost) { best = j; bestCost = cost; }
    });
    return best;
  }

  /** Marks stickers as involved in the current error (or none), and the unsure ones. */
  highlight(indices = []) {
    this.shownBad = indices;
    const bad = new Set([...indices, ...this.unsure]);
    this.buttons.forEach((b, i) => b.classList.toggle('bad', bad.has(i)));
  }

  /**
   * "front face top-left sticker: green": where it is on the net (the solver's name for it, in
   * words: a letter such as W would read as a colour) and its colour.
   */
  describe(i) {
    const slot = this.stickers[i];
    const colour = slot < 0 ? 'unpainted' : `${this.palette.slots[slot].name}${this.inferred[i] ? ' (inferred)' : ''}`;
    return `${this.geometry.stickerNames[i]} sticker: ${colour}`;
  }

  render() {
    this.swatches.forEach((s, i) => {
      const slot = this.palette.slots[i];
      const pick = s.firstChild;
      pick.style.background = slot.colour;
      pick.textContent = slot.char;
      pick.setAttribute('aria-label', `Colour ${i + 1}: ${slot.name}, written ${slot.char}`);
    });
    this.buttons.forEach((b, i) => {
      const slot = this.stickers[i];
      const letter = this.geometry.letters[i];
      const state = slot < 0 ? 'open' : this.inferred[i] ? 'inferred' : 'painted';
      b.style.background = slot < 0 ? '' : this.palette.slots[slot].colour;
      b.classList.toggle('blank', slot < 0);
      b.classList.toggle('inferred', state === 'inferred');
      b.dataset.state = state;
      b.textContent = slot < 0 ? '' : letter;
      const name = this.describe(i);
      b.setAttribute('aria-label', name[0].toUpperCase() + name.slice(1));
    });
  }
}

/** The grid row of a sticker row: each band of faces has a row for the face names above it. */
const gridRow = (netRow) => netRow + 2 + Math.floor(netRow / 2);

/** A name over each face of the net ("Front (F)"), in the solver's face order. */
function faceNames(geometry) {
  return geometry.faceNames.map((name, face) => {
    const mine = geometry.stickers.filter((s) => s.face === face);
    const row = Math.min(...mine.map((s) => s.net_row));
    const col = Math.min(...mine.map((s) => s.net_col));
    return el('span', {
      class: 'face-name', 'aria-hidden': 'true',
      style: { gridRow: String(gridRow(row) - 1), gridColumn: `${col + 1} / span 2` },
    }, `${name} (${name[0]})`);
  });
}
