// One pocket cube being painted and solved, as the page's tool and <pocket-cube> both do it:
// the requests to the solver, an answer asked for ahead (a link or an element with a whole
// cube is mostly opened to see it solved), and the newest edit or painting superseding older
// ones. The views only draw.

import { latest } from '../latest.js';

/**
 * @typedef {ReturnType<typeof import('./api.js').pocketApi>} PocketApi
 * @typedef {import('./api.js').Solved} Solved
 * @typedef {import('./api.js').Applied} Applied
 * @typedef {{facelets: string, metric: string, check: Promise<import('./api.js').Checked> | null,
 *   answer: Promise<Solved>, states: Promise<Applied | null>}} Ahead
 */

export class PocketSession {
  /** @param {PocketApi} api the solver's calls (api.js) */
  constructor(api) {
    this.api = api;
    /** @type {Ahead | null} the answer asked for before it was needed */
    this.ahead = null;
    // Every edit, typed or painted, makes older answers stale.
    this.edits = latest();
    // Only the newest painting's completion counts.
    this.completions = latest();
  }

  /** A ticket for a new edit: everything asked before it goes stale. */
  edit() {
    return this.edits.next();
  }

  /** A ticket that goes stale at the next edit, without making anything stale itself. */
  watch() {
    return this.edits.current();
  }

  /**
   * Asks at once for the answer to the whole cube `facelets` in `metric`, the states along it,
   * and with `check` how the solver reads the text, without waiting for one before the next:
   * the worker answers them while the view is made, instead of one round trip after another
   * (and behind its warm-up's first steps, worker.js). They are taken (`check`, `solve`) only
   * for exactly this cube and metric. A failure here says nothing of its own: whoever takes
   * the answer hears it.
   * @param {string} facelets @param {'htm'|'qtm'} metric @param {{check?: boolean}} [options]
   */
  askAhead(facelets, metric, { check = false } = {}) {
    const checked = check ? this.api.check(facelets) : null;
    const answer = this.api.solve(facelets, metric, false);
    const states = answer.then((r) => (r.ok ? this.api.apply(r.facelets || facelets, r.moves) : null));
    for (const promise of [checked, answer, states]) promise?.catch(() => {});
    this.ahead = { facelets, metric, check: checked, answer, states };
  }

  /** Forgets the answer asked for ahead: what is shown is no longer that cube. */
  forgetAhead() {
    this.ahead = null;
  }

  /** How the solver reads `facelets`: the check asked ahead for exactly them, or a new one. */
  check(facelets) {
    const asked = this.ahead?.facelets === facelets ? this.ahead.check : null;
    return asked ?? this.api.check(facelets);
  }

  /**
   * The optimal answer for `facelets` in `metric` (a painting with `?` stickers is solved as
   * the one cube that fits it), with the states along it when they were asked ahead (else
   * null: the player asks). The answer asked ahead is taken once.
   * @param {string} facelets @param {'htm'|'qtm'} metric
   * @returns {{answer: Promise<Solved>, states: Promise<Applied | null>}}
   */
  solve(facelets, metric) {
    const ahead = this.ahead;
    if (ahead && ahead.facelets === facelets && ahead.metric === metric) {
      this.ahead = null;
      return { answer: ahead.answer, states: ahead.states };
    }
    return { answer: this.api.solve(facelets, metric, false), states: Promise.resolve(null) };
  }

  /**
   * What a painting with `?` stickers forces and how many cubes fit it, or null once a newer
   * painting was asked about. `colours`: the palette's letters the painting is in.
   * @returns {Promise<import('./api.js').Completion | null>}
   */
  complete(painted, colours) {
    return this.completions.newest(() => this.api.complete(painted, colours));
  }
}
