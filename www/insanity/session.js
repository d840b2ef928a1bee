// One Instant Insanity puzzle being solved, as the page's tool and <insanity-column> both do it:
// the requests for the answer and the newest edit superseding older ones. The tool asks for
// the count alone, at once, and an impossible puzzle's obstacle after it (obstacle-search.js);
// the element's smaller module answers with the obstacle in the answer itself. The views only
// draw: the count is said in the solver's words (`solutions_sentence`).

import { latest } from '../latest.js';
import { insanityApi } from './api.js';

export class InsanitySession {
  /**
   * @param {(name: string, ...args: unknown[]) => Promise<any>} call the worker answers come from
   * @param {{countFirst?: boolean}} [options] `countFirst`: the answer without the obstacle
   */
  constructor(call, { countFirst = false } = {}) {
    this.api = insanityApi(call);
    this.countFirst = countFirst;
    // Every edit, and every new puzzle asked about, makes older answers stale.
    this.edits = latest();
  }

  /** A ticket for a new edit: everything asked before it goes stale. */
  edit() {
    return this.edits.next();
  }

  /**
   * The answer for `text` (counts, listed stacks, graph; the obstacle in it or pending), or
   * null once an edit came meanwhile. Rejects when the worker fails (the tool says so beside
   * the text, the element in its error state).
   * @returns {Promise<import('./api.js').SolveResult | null>}
   */
  async solve(text) {
    const fresh = this.edits.current();
    const r = await (this.countFirst ? this.api.solveCount(text) : this.api.solve(text));
    return fresh() ? r : null;
  }
}
