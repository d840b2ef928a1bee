// The markable grid of "Solve it yourself": a paper logic grid, as blocks. The position block
// has every value as a row and the positions as columns ("Brit in 3"); one pair block per two
// attributes has the values of one as rows and of the other as columns ("Brit is red"). A cell
// shows the person's own mark (✓ or ✗), or in a lighter style what the solver says their ✓
// marks imply by row and column bookkeeping (the consequences); nothing is deduced here.
//
// Each block is one tab stop (a roving tabindex): arrow keys move inside it, Home/End go to
// the row's ends, Space or Enter cycles the cell (empty → ✓ → ✗ → empty), as a click or tap does,
// and ? asks why the cell's mark holds.

import { el } from '../dom.js';

/** The two marks a person writes; a cell without one is empty. */
export const SYMBOL = { yes: '✓', no: '✗' };

/** The cycle a click, tap, Space or Enter moves a cell along. */
export const NEXT_MARK = { empty: 'yes', yes: 'no', no: 'empty' };

/** A position cell's key: value `v` of attribute `a` at position index `p`. */
export const positionKey = (a, v, p) => `${a}.${v}@${p}`;

/** A pair cell's key, the same whichever value is named first. */
export function pairKey(a, v, b, w) {
  return a < b ? `${a}.${v}=${b}.${w}` : `${b}.${w}=${a}.${v}`;
}

export class MarkGrid {
  /**
   * `onCycle(key)`: the person asked to cycle that cell's mark; `onUndo()`: Ctrl+Z (or ⌘Z)
   * inside the grid; `onWhy(key)`: ? on a cell.
   * @param {{onCycle: (key: string) => void, onUndo: () => void, onWhy?: (key: string) => unknown}} options
   */
  constructor({ onCycle, onUndo, onWhy = () => {} }) {
    this.onCycle = onCycle;
    this.onUndo = onUndo;
    this.onWhy = onWhy;
    /** The key of the cell last focused (what the Why? button asks about), or null. */
    this.selected = null;
    this.element = el('div', { class: 'zebra-play-grid', 'data-testid': 'zebra-play-grid' });
    /** @type {Map<string, {td: HTMLElement, name: string}>} */
    this.cells = new Map();
  }

  /**
   * Builds the blocks for a report's attributes and positions; `names(a, v)` is how a value
   * is written (see play-marks.js), used in the cells' accessible names.
   *
   * They are laid out as the staircase of a printed logic grid: the attributes' values as
   * rows down the left (the first attribute at the top), the positions then the attributes
   * from the last to the second as columns along the top, so that each pair block sits where
   * its row and column meet and no block is drawn twice. The names are drawn once, on those
   * two edges, which stay in view while the grid scrolls inside its own box; each table keeps
   * its own headers for screen readers, hidden from sight.
   */
  layout(report, names) {
    this.cells = new Map();
    this.selected = null;
    const { attributes, positions } = report;
    const m = attributes.length;
    // A grid without order is a printed logic grid: its key's values head the first columns
    // (they are its rows), so the key has no rows of its own (they would repeat those columns),
    // and the second attribute, the first row, no column.
    const unordered = report.ordered === false;
    // The pair columns, last attribute first.
    const later = attributes.map((_, b) => b).slice(unordered ? 2 : 1).reverse();
    const rowAttrs = attributes.map((_, a) => a).filter((a) => !unordered || a > 0);
    const across = unordered ? attributes[0].name : 'Position';
    // The position block: one row group per attribute, headed by its name.
    const posRows = [];
    const groups = rowAttrs.map((a) => attributes[a]).map((attr, k) => {
      const a = rowAttrs[k];
      const rows = attr.values.map((value, v) => {
        const cells = positions.map((label, p) =>
          this.cell(positionKey(a, v, p), unordered ? `${names(a, v)} is ${label}` : `${names(a, v)} in ${label}`));
        posRows.push(cells);
        return el('tr', {}, el('th', { scope: 'row', class: 'value' }, value), cells);
      });
      return el('tbody', {},
        el('tr', { class: 'group' }, el('th', { scope: 'rowgroup', colspan: positions.length + 1, class: 'attr' },
          el('span', {}, attr.name))),
        rows);
    });
    const positionBlock = this.block(unordered ? across : 'Positions', 'positions', 'zebra-play-block-positions',
      el('tr', {}, el('td', { class: 'corner' }), positions.map((label) => el('th', { scope: 'col' }, label))),
      groups, posRows);
    // A pair block for every two attributes, the earlier one's values as rows.
    const pairBlock = (a, b) => {
      const attrA = attributes[a];
      const attrB = attributes[b];
      const rows = [];
      const body = attrA.values.map((value, v) => {
        const cells = attrB.values.map((_, w) => this.cell(pairKey(a, v, b, w), `${names(a, v)} is ${names(b, w)}`));
        rows.push(cells);
        return el('tr', {}, el('th', { scope: 'row', class: 'value' }, value), cells);
      });
      return this.block(`${attrA.name} and ${attrB.name}`, 'pair', `zebra-play-block-${a}-${b}`,
        el('tr', {}, el('td', { class: 'corner' }), attrB.values.map((w) => el('th', { scope: 'col' }, w))),
        [el('tbody', {}, body)], rows);
    };
    const pairRows = rowAttrs.map((a) => el('div', { class: 'stair-row' },
      later.filter((b) => b > a).map((b) => pairBlock(a, b))));
    // The names as a reader sees them: drawn once, for sight only (each cell's name says them).
    const label = (text, cls) => el('div', { class: cls, title: text }, el('span', {}, text));
    this.colHeads = el('div', { class: 'stair-cols', 'aria-hidden': 'true' },
      el('div', { class: 'stair-col positions' }, label(across, 'stair-attr'),
        el('div', { class: 'stair-values' }, positions.map((p) => label(p, 'stair-value')))),
      later.map((b) => el('div', { class: 'stair-col' }, label(attributes[b].name, 'stair-attr'),
        el('div', { class: 'stair-values' }, attributes[b].values.map((w) => label(w, 'stair-value'))))));
    this.rowHeads = el('div', { class: 'stair-rows', 'aria-hidden': 'true' },
      this.corner = el('div', { class: 'stair-corner' }),
      rowAttrs.map((a) => attributes[a]).map((attr) => el('div', { class: 'stair-rowgroup' },
        label(attr.name, 'stair-attr'),
        el('div', { class: 'stair-values' }, attr.values.map((v) => label(v, 'stair-value'))))));
    this.element.style.setProperty('--stair-n', String(positions.length));
    this.element.style.setProperty('--stair-m', String(m));
    this.element.replaceChildren(el('div', { class: 'stair' }, this.rowHeads,
      el('div', { class: 'stair-main' }, this.colHeads,
        el('div', { class: 'stair-body' }, positionBlock, el('div', { class: 'stair-pairs' }, pairRows)))));
    // The corner over the row names is as tall as the column names beside it (which depend
    // on the longest name), so that both stay put while the grid scrolls under them.
    this.resize?.disconnect();
    this.resize = new ResizeObserver(() => { this.corner.style.height = `${this.colHeads.offsetHeight}px`; });
    this.resize.observe(this.colHeads);
  }

  /**
   * Brings `td` into view inside the grid's box, beside the names that stay put over and to
   * the left of it (so not under them).
   */
  reveal(td) {
    const top = this.colHeads.offsetHeight + 8;
    const left = this.rowHeads.offsetWidth + 8;
    td.style.scrollMargin = `${top}px 8px 8px ${left}px`;
    td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /** One block: a table that is one tab stop, its cells in `rows` for the arrow keys. */
  block(label, kind, testid, head, bodies, rows) {
    const table = el('table',
      { class: `zebra-play-block ${kind}`, role: 'grid', 'aria-label': label, 'data-testid': testid },
      el('thead', {}, head), bodies);
    rows[0][0].tabIndex = 0;
    table.addEventListener('keydown', (e) => this.key(e, rows));
    return table;
  }

  cell(key, name) {
    const td = el('td', {
      role: 'gridcell', tabindex: '-1', 'data-key': key, 'data-mark': 'empty', 'data-testid': `mark-${key}`,
      'aria-label': `${name}: empty`,
      onclick: () => { this.focus(td); this.onCycle(key); },
      onfocus: () => { this.selected = key; },
    }, el('span', { class: 'mark', 'aria-hidden': 'true' }));
    this.cells.set(key, { td, name });
    return td;
  }

  /** Moves the block's tab stop to `td` and focuses it. */
  focus(td) {
    for (const other of td.closest('table').querySelectorAll('td[tabindex="0"]')) other.tabIndex = -1;
    td.tabIndex = 0;
    td.focus();
  }

  key(e, rows) {
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      this.onUndo();
      return;
    }
    const td = e.target.closest('td[data-key]');
    if (!td) return;
    const r = rows.findIndex((row) => row.includes(td));
    const c = rows[r].indexOf(td);
    const to = {
      ArrowUp: [r - 1, c], ArrowDown: [r + 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
      Home: [r, 0], End: [r, rows[r].length - 1],
    }[e.key];
    if (to) {
      e.preventDefault();
      const [r2, c2] = to;
      if (rows[r2]?.[c2]) this.focus(rows[r2][c2]);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      this.onCycle(td.dataset.key);
    } else if (e.key === '?') {
      e.preventDefault();
      this.onWhy(td.dataset.key);
    }
  }

  /**
   * Shows the marks: `marks` maps cell keys to 'yes'/'no' (the person's), `follows` the same
   * for the consequences; `wrong`, `hinted` and `why` (the cells of a "why?" chain) are
   * sets of keys to outline.
   */
  show({ marks, follows = new Map(), wrong = new Set(), hinted = new Set(), why = new Set() }) {
    for (const [key, { td, name }] of this.cells) {
      const own = marks.get(key);
      const implied = own ? undefined : follows.get(key);
      const state = own ?? (implied ? `follows-${implied}` : 'empty');
      const shown = `${state} ${wrong.has(key)} ${hinted.has(key)} ${why.has(key)}`;
      // Only the cells that change are touched: a big grid has thousands.
      if (td.dataset.shown === shown) continue;
      td.dataset.shown = shown;
      td.dataset.mark = state;
      td.classList.toggle('wrong', wrong.has(key));
      td.classList.toggle('hinted', hinted.has(key));
      td.classList.toggle('why', why.has(key));
      td.firstChild.textContent = SYMBOL[own ?? implied] ?? '';
      const said = own ? SYMBOL[own] : implied ? `${SYMBOL[implied]}, follows from your ✓ marks` : 'empty';
      const notes = [wrong.has(key) ? 'wrong' : '', hinted.has(key) ? 'look here' : '',
        why.has(key) ? 'in the why chain' : ''].filter(Boolean);
      td.setAttribute('aria-label', `${name}: ${said}${notes.length ? ` (${notes.join(', ')})` : ''}`);
    }
  }
}
