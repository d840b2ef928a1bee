// The solution grid: positions as columns, attributes as rows. Each cell lists the values
// still possible there: ruled-out ones struck through, a placed value in bold (in a big grid
// an open cell counts its values left instead); the cells the current step changes are
// highlighted, and for several solutions the cells where two of them differ are marked with
// both values.

import { el } from '../dom.js';

/**
 * Attributes with more values than this show, in an open cell, how many values are left (and
 * the values struck out by the step shown) rather than every value; under FEW_LEFT left, those.
 */
const MAX_LISTED = 16;
const FEW_LEFT = 4;

export class SolutionGrid {
  constructor() {
    /** `onWhy(a, v, p)`: asked when a placed value is clicked; null: placed values are text. */
    this.onWhy = null;
    this.table = el('table', { class: 'zebra-grid', 'data-testid': 'zebra-grid' });
    this.note = el('p', { class: 'zebra-grid-note', 'data-testid': 'zebra-grid-note', role: 'status', hidden: true });
    // A wide grid scrolls sideways, so it is a tab stop: keyboard users can scroll it too.
    this.element = el('div', { class: 'zebra-grid-wrap', tabindex: '0', role: 'group', 'aria-label': 'Solution grid' },
      this.note, this.table);
  }

  /** Says above the grid that it is not the real one (a hypothesis being tried); null: it is. */
  setNote(text) {
    this.note.textContent = text || '';
    this.note.hidden = !text;
    this.element.classList.toggle('hypothetical', Boolean(text));
    this.table.dataset.hypothetical = String(Boolean(text));
  }

  /** Builds the empty table for a report's attributes and positions. */
  layout(report) {
    this.report = report;
    this.cells = [];
    /** @type {WeakMap<HTMLElement, string>} what each cell draws now (see show) */
    this.drawn = new WeakMap();
    // A grid without order has its key's values as the column heads, so the key's own row
    // would only repeat them: the corner names the key and the row is left out of sight.
    const unordered = report.ordered === false;
    const corner = el('th', { scope: 'col', class: 'corner' }, unordered
      ? report.attributes[0].name : el('span', { class: 'visually-hidden' }, 'Attribute'));
    const head = el('tr', {}, corner,
      report.positions.map((label) => el('th', { scope: 'col', class: 'position' }, label)));
    const body = report.attributes.map((attr, a) => {
      const row = report.positions.map((_, p) => {
        const td = el('td', {
          'data-testid': `cell-${a}-${p}`, 'data-attribute': attr.name, 'data-position': report.positions[p],
        });
        return td;
      });
      this.cells.push(row);
      // The caption row replaces the row header on narrow screens (see zebra.css).
      const hidden = unordered && a === 0;
      return [el('tr', { class: 'attr-caption', 'aria-hidden': 'true', hidden },
        el('th', { colspan: report.positions.length }, el('span', { class: 'attr-name' }, attr.name))),
      el('tr', { hidden, 'data-testid': hidden ? 'zebra-grid-key-row' : null },
        el('th', { scope: 'row', class: 'attribute' }, attr.name), row)];
    });
    this.table.replaceChildren(el('thead', {}, head), el('tbody', {}, body.flat()));
    this.table.style.setProperty('--zebra-cols', String(report.positions.length));
  }

  /**
   * Shows a snapshot (`grid[a][v][p]`), highlighting `changed` cells ("a-p" keys) and, when
   * `differ` is given (a map "a-p" → second value), the cells where two solutions differ.
   * `fresh` holds "a-p-v" for the values this step (with the steps folded into it) struck out
   * or placed.
   */
  show(grid, changed = new Set(), differ = new Map(), fresh = new Set()) {
    const { attributes } = this.report;
    attributes.forEach((attr, a) => {
      // How many positions each value may still take: a value with one left is placed there.
      const places = grid[a].map((cells) => cells.reduce((n, c) => n + (c ? 1 : 0), 0));
      const listed = attr.values.length <= MAX_LISTED;
      this.cells[a].forEach((td, p) => {
        const v = attr.values.findIndex((_, w) => grid[a][w][p] && places[w] === 1);
        const fixed = v < 0 ? undefined : attr.values[v];
        const key = `${a}-${p}`;
        // Everything the cell draws, as one string: a cell drawn as it already is is left
        // alone, so a step redraws only the cells it changes (a 16×16 grid is thousands of
        // elements, and drawing them again each step costs the page a visible pause).
        const drawn = [
          fixed ?? '', changed.has(key), differ.get(key) ?? '', fresh.size > 0 && changed.has(key), Boolean(this.onWhy),
          attr.values.map((_, w) => (grid[a][w][p] ? 1 : 0) + (fresh.has(`${key}-${w}`) ? 2 : 0)).join(''),
        ].join('|');
        if (this.drawn.get(td) === drawn) {
          // The marks a hint or "why?" adds last only until the next grid is shown.
          if (td.classList.contains('hinted') || td.classList.contains('why')) td.classList.remove('hinted', 'why');
          return;
        }
        this.drawn.set(td, drawn);
        td.className = [
          fixed !== undefined ? 'fixed' : 'open', changed.has(key) ? 'changed' : '', differ.has(key) ? 'differ' : '',
        ].filter(Boolean).join(' ');
        td.dataset.value = fixed ?? '';
        if (changed.has(key)) td.setAttribute('aria-current', 'true');
        else td.removeAttribute('aria-current');
        if (fixed !== undefined) {
          // New when this step changed the cell, or a step folded into it placed the value.
          const isFresh = fresh.size > 0 && (changed.has(key) || fresh.has(`${key}-${v}`));
          const shown = el('span', { class: isFresh ? 'value fresh' : 'value' }, fixed);
          // A placed value asks "why?" when the host answers it (see story.js).
          td.replaceChildren(this.onWhy
            ? el('button', {
              type: 'button', class: 'zebra-why-cell', 'aria-label': `Why is ${fixed} at ${this.report.positions[p]}?`,
              onclick: () => this.onWhy(a, v, p),
            }, shown)
            : shown);
          if (differ.has(key)) td.append(el('span', { class: 'alt' }, `or ${differ.get(key)}`));
          td.title = `${attr.name} at ${this.report.positions[p]}: ${fixed}`;
          return;
        }
        const left = attr.values.filter((_, w) => grid[a][w][p]);
        td.title = `${attr.name} at ${this.report.positions[p]}: ${left.join(', ') || 'nothing left'}`;
        if (!listed) {
          // A long list of values per cell, struck through one by one, is unreadable and
          // costs the page seconds to draw for a big grid: the values left are counted, or
          // listed once they are few.
          const struck = attr.values.filter((_, w) => !grid[a][w][p] && fresh.has(`${key}-${w}`));
          td.replaceChildren(
            left.length <= FEW_LEFT
              ? left.map((value) => el('span', { class: 'cand' }, value))
              : el('span', { class: 'cand count' }, `${left.length} of ${attr.values.length}`),
            struck.map((value) => el('s', { class: 'cand out fresh' }, value)));
          return;
        }
        td.replaceChildren(...attr.values.map((value, w) => {
          const possible = grid[a][w][p];
          const cls = (possible ? 'cand' : 'cand out') + (fresh.has(`${key}-${w}`) ? ' fresh' : '');
          return el(possible ? 'span' : 's', { class: cls }, value);
        }));
      });
    });
  }
}
