// The paintable net: 24 sticker buttons laid out as the facelet net, plus the palette.
// Mouse: click or drag to paint. Touch: the same with a finger. Keyboard: arrow keys move
// between stickers, 1–6 paint the focused sticker, Enter/Space paint with the chosen colour.

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
    this.stickers = new Array(24).fill(-1); // palette slot per sticker, -1 = blank
    this.inferred = new Array(24).fill(false); // filled in by the solver's inference, not painted
    this.selected = 0;
    this.focusIndex = 0;
    this.painting = false;

    this.swatches = this.palette.slots.map((slot, i) =>
      el('span', { class: 'swatch' },
        el('button', {
          type: 'button', class: 'swatch-pick', 'data-testid': `colour-${i + 1}`,
          'aria-pressed': String(i === 0), title: `Paint with colour ${i + 1} (key ${i + 1})`,
          onclick: () => this.select(i),
        }),
        el('input', {
          type: 'color', value: slot.colour, 'aria-label': `Change colour ${i + 1}`,
          oninput: (e) => { slot.colour = e.target.value; this.render(); this.onChange({ recolour: true }); },
        })));
    this.paletteEl = el('div', { class: 'palette', role: 'group', 'aria-label': 'Paint colours' }, this.swatches);

    this.buttons = geometry.stickers.map((s, i) =>
      el('button', {
        type: 'button', class: 'sticker', 'data-testid': `sticker-${i}`, 'data-index': i,
        tabindex: i === 0 ? '0' : '-1',
        style: { gridRow: String(s.net_row + 1), gridColumn: String(s.net_col + 1) },
      }));
    this.grid = el('div', { class: 'net', role: 'grid', 'aria-label': 'Cube net: arrow keys move, 1 to 6 paint' }, this.buttons);
    this.grid.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.grid.addEventListener('pointermove', (e) => this.pointerMove(e));
    window.addEventListener('pointerup', () => { this.painting = false; });
    this.grid.addEventListener('keydown', (e) => this.keyDown(e));
    this.grid.addEventListener('focusin', (e) => {
      const i = Number(e.target.dataset.index);
      if (!Number.isNaN(i)) this.setFocus(i, false);
    });
    this.element = el('div', { class: 'net-wrap' }, this.paletteEl, this.grid);
    this.render();
  }

  select(slot) {
    this.selected = slot;
    this.swatches.forEach((s, i) => s.firstChild.setAttribute('aria-pressed', String(i === slot)));
  }

  paint(index, slot = this.selected) {
    if (this.stickers[index] === slot && !this.inferred[index]) return;
    this.stickers[index] = slot;
    this.inferred[index] = false;
    this.render();
    this.onChange();
  }

  /** Sets all 24 stickers from palette slots (no onChange: the caller knows). */
  setAll(slots) {
    this.stickers = slots.slice();
    this.inferred.fill(false);
    this.render();
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
    const hit = document.elementFromPoint(x, y);
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

  /** Marks stickers as involved in the current error (or none). */
  highlight(indices = []) {
    const bad = new Set(indices);
    this.buttons.forEach((b, i) => b.classList.toggle('bad', bad.has(i)));
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
      const letter = String.fromCharCode(65 + i);
      const state = slot < 0 ? 'open' : this.inferred[i] ? 'inferred' : 'painted';
      b.style.background = slot < 0 ? '' : this.palette.slots[slot].colour;
      b.classList.toggle('blank', slot < 0);
      b.classList.toggle('inferred', state === 'inferred');
      b.dataset.state = state;
      b.textContent = slot < 0 ? '' : letter;
      const colour = slot < 0 ? 'unpainted' : `${this.palette.slots[slot].name}${state === 'inferred' ? ' (inferred)' : ''}`;
      b.setAttribute('aria-label', `Sticker ${letter}: ${colour}`);
    });
  }
}
