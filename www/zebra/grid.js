// The solution grid: positions as columns, attributes as rows. Each cell lists the values
// still possible there: ruled-out ones struck through, a placed value in bold; the cells the
// current step changes are highlighted, and for several solutions the cells where two of them
// differ are marked with both values.

import { el } from '../dom.js';

export class SolutionGrid {
  constructor() {
    this.table = el('table', { class: 'zebra-grid', 'data-testid': 'zebra-grid' });
    this.note = el('p', { class: 'zebra-grid-note', 'data-testid': 'zebra-grid-note', role: 'status', hidden: true });
    // A wide grid scrolls sideways, so it is a tab stop: keyboard users can scroll it too.
    this.element = el('div', { class: 'zebra-grid-wrap', tabindex: '0', role: 'group', 'aria-label': 'Solution grid' }, this.note, this.table);
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
    const head = el('tr', {}, el('th', { scope: 'col', class: 'corner' }, el('span', { class: 'visually-hidden' }, 'Attribute')),
      report.positions.map((label) => el('th', { scope: 'col', class: 'position' }, label)));
    const body = report.attributes.map((attr, a) => {
      const row = report.positions.map((_, p) => {
        const td = el('td', { 'data-testid': `cell-${a}-${p}`, 'data-attribute': attr.name, 'data-position': report.positions[p] });
        return td;
      });
      this.cells.push(row);
      // The caption row replaces the row header on narrow screens (see zebra.css).
      return [el('tr', { class: 'attr-caption', 'aria-hidden': 'true' },
        el('th', { colspan: report.positions.length }, el('span', { class: 'attr-name' }, attr.name))),
      el('tr', {}, el('th', { scope: 'row', class: 'attribute' }, attr.name), row)];
    });
    this.table.replaceChildren(el('thead', {}, head), el('tbody', {}, body.flat()));
    this.table.style.setProperty('--zebra-cols', String(report.positions.length));
  }

  /**
   * Shows a snapshot (`grid[a][v][p]`), highlighting `changed` cells ("a-p" keys) and, when
   * `differ` is given (a map "a-p" → second value), the cells where two solutions differ.
   * `fresh` holds "a-p-v" for the values this step struck out or placed.
   */
  show(grid, changed = new Set(), differ = new Map(), fresh = new Set()) {
    const { attributes } = this.report;
    attributes.forEach((attr, a) => {
      this.cells[a].forEach((td, p) => {
        const fixed = attr.values.find((_, v) => grid[a][v][p] && grid[a][v].filter(Boolean).length === 1);
        const key = `${a}-${p}`;
        td.className = [fixed !== undefined ? 'fixed' : 'open', changed.has(key) ? 'changed' : '', differ.has(key) ? 'differ' : '']
          .filter(Boolean).join(' ');
        td.dataset.value = fixed ?? '';
        if (changed.has(key)) td.setAttribute('aria-current', 'true');
        else td.removeAttribute('aria-current');
        if (fixed !== undefined) {
          td.replaceChildren(el('span', { class: fresh.size && changed.has(key) ? 'value fresh' : 'value' }, fixed));
          if (differ.has(key)) td.append(el('span', { class: 'alt' }, `or ${differ.get(key)}`));
          td.title = `${attr.name} at ${this.report.positions[p]}: ${fixed}`;
          return;
        }
        const left = [];
        td.replaceChildren(...attr.values.map((value, v) => {
          const possible = grid[a][v][p];
          if (possible) left.push(value);
          const cls = (possible ? 'cand' : 'cand out') + (fresh.has(`${key}-${v}`) ? ' fresh' : '');
          return el(possible ? 'span' : 's', { class: cls }, value);
        }));
        td.title = `${attr.name} at ${this.report.positions[p]}: ${left.join(', ') || 'nothing left'}`;
      });
    });
  }
}
