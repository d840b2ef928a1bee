// <insanity-column cubes="R B G Y B Y; R G G Y B B; …" graph>
// Solves the Instant Insanity puzzle given in `cubes` (rows separated by ';' or new lines, six
// colours Front Back Left Right Top Bottom, an optional label first) and shows the number of
// solutions, the 3D column of the first one and, with `graph`, the opposite-face graph with
// its two subgraphs. API: solve() resolves to {solutions, stacks, stack} or null; events:
// solved, error.

import { el } from '../dom.js';
import { PuzzleElement } from '../element-base.js';
import { Palette } from './palette.js';
import { Column3D } from './column3d.js';
import { drawGraph } from './graph.js';
import { InsanitySession } from './session.js';
import { insanitySolve } from '../solver-insanity-solve.js';

export class InsanityColumnElement extends PuzzleElement {
  static puzzle = 'insanity';
  /** `insanity_solve` alone: the smaller module the element needs, not the app tool's. */
  static solver = insanitySolve;
  static observedAttributes = ['cubes', 'graph'];
  static stylesheets = [new URL('./insanity.css', import.meta.url).href];

  constructor() {
    super();
    this.session = new InsanitySession(this.call);
  }

  build() {
    this.palette = new Palette();
    this.column = new Column3D((t) => this.palette.colourOf(t));
    this.summary = el('p', { class: 'summary', 'data-testid': 'insanity-summary', 'aria-live': 'polite' });
    this.graphBox = el('div', { class: 'ii-graph-box' });
    this.body.replaceChildren(el('div', { class: 'insanity-element' },
      this.summary,
      el('div', { class: 'ii-views' },
        this.column.box,
        this.graphBox)));
  }

  async update() {
    if (!this.column) this.build();
    this.result = null;
    // Updates run one after another (element-base.js): no answer here is ever stale.
    const r = await this.session.solve(this.getAttribute('cubes') || '');
    if (r.ok === false) {
      this.summary.textContent = '';
      this.column.show(null);
      this.graphBox.replaceChildren();
      this.fail(`cubes: ${r.error.message}`);
      return;
    }
    this.clearError();
    this.result = r;
    this.palette.adopt(r.puzzle.colours);
    // The solver's verdict, as the app's tool says it; then, with none, the solver's reason,
    // and with several, that the column shows one.
    const n = r.solutions_text;
    const more = n === '0' ? r.obstacle_sentence ?? '' : n === '1' ? '' : 'The first is shown.';
    this.summary.textContent = more ? `${r.summary} ${more}` : r.summary;
    this.column.show(r.list[0] || null);
    this.graphBox.hidden = !this.hasAttribute('graph');
    this.graphBox.replaceChildren(drawGraph(r.graph, (t) => this.palette.colourOf(t), r.list.length
      ? { solution: 0 } : {
        obstacle: (r.obstacle || []).map((c) => c - 1),
        reason: { edges: r.obstacle_reason_edges ?? [], colours: r.obstacle_reason_colours ?? [] },
      }));
    this.announceSolved(this.detail());
  }

  detail() {
    const r = this.result;
    return { solutions: r.solutions, stacks: r.stacks, stack: r.list[0] || null, obstacle: r.obstacle };
  }

  /** Waits for the current attributes to be solved; resolves to the answer or null on error. */
  async solve() {
    await this.updated;
    return this.result ? this.detail() : null;
  }
}

// Importing this module defines <insanity-column> (the package's `puzzlebox-elements/insanity-column`); embed.js
// imports it when a page has such an element.
if (!customElements.get('insanity-column')) customElements.define('insanity-column', InsanityColumnElement);
