// <zebra-puzzle example="einstein"> or <zebra-puzzle>puzzle text</zebra-puzzle>
// The solver and explainer for a logic-grid puzzle written in the clue language: the status,
// the grid (starting open, or solved with the `solved` attribute) and the explanation, one
// step at a time. The text is the element's content; changing it (or `example`) re-solves.
// API: solve() (shows the solution), next(), previous(); events: solved, error.

import { PuzzleElement } from '../element-base.js';
import { Explainer } from './explainer.js';

let example = null; // Einstein's text, fetched once per page

export class ZebraPuzzleElement extends PuzzleElement {
  static observedAttributes = ['example', 'solved'];

  connectedCallback() {
    super.connectedCallback();
    if (!this.observer) {
      // The content is the puzzle: edits to it re-solve like attribute changes do.
      this.observer = new MutationObserver(() => this.scheduleUpdate());
      this.observer.observe(this, { childList: true, characterData: true, subtree: true });
    }
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** The puzzle text: the built-in example, or the element's text content. */
  async text() {
    if (this.getAttribute('example') === 'einstein') {
      example ??= this.call('zebra_example');
      return example;
    }
    return this.textContent;
  }

  async update() {
    if (!this.explainer) {
      this.explainer = new Explainer({ clueList: true });
      this.body.replaceChildren(this.explainer.element);
      this.body.classList.add('zebra-element');
    }
    const text = await this.text();
    if (!text.trim()) {
      this.explainer.clear();
      this.explainer.element.hidden = true;
      this.fail('zebra-puzzle: write the puzzle as the element’s text, or set example="einstein".');
      return;
    }
    const r = await this.call('zebra_solve', text);
    if (!r.ok) {
      this.report = null;
      this.explainer.clear(); // the element's own error box says what is wrong
      this.explainer.element.hidden = true;
      this.fail(r.error.message);
      return;
    }
    this.clearError();
    this.explainer.element.hidden = false;
    this.report = r;
    this.explainer.show(r);
    if (this.hasAttribute('solved')) this.explainer.end();
    this.announceSolved({ status: r.status, count: r.count, solution: r.solution, steps: r.steps.length });
  }

  /** Shows the solution; resolves to {status, count, solution} or null on an error. */
  async solve() {
    await this.updated;
    if (!this.report) return null;
    this.explainer.end();
    return { status: this.report.status, count: this.report.count, solution: this.report.solution };
  }

  /** The next explanation step; resolves to its index (0 is the open grid). */
  async next() {
    await this.updated;
    this.explainer.next();
    return this.explainer.index;
  }

  async previous() {
    await this.updated;
    this.explainer.previous();
    return this.explainer.index;
  }
}
