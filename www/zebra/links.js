// The links between values found so far — the ✓ marks of a paper logic grid — beside the
// position grid: a step such as "red is Brit" places nothing, but it joins red and Brit here,
// so every step shows its effect. Values joined through several links form one group
// ("red · Brit · dog"). Only the solver's `linked` / `unlinked` lists are read; nothing is
// deduced here.

import { el } from '../dom.js';

export class LinkList {
  constructor() {
    this.groups = el('ul', { class: 'zebra-links-list', 'aria-label': 'Values known to go together' });
    this.empty = el('p', { class: 'hint zebra-links-empty' }, 'No values linked yet.');
    this.apart = el('p', { class: 'hint zebra-links-apart', 'data-testid': 'zebra-links-apart' });
    this.element = el('div', { class: 'zebra-links', 'data-testid': 'zebra-links' },
      el('p', { class: 'zebra-links-title' }, 'Linked so far'), this.empty, this.groups, this.apart);
  }

  /**
   * Shows the links of the first `upto` of `steps`; the links step `upto` made are marked, and
   * those of the steps `folded` into it (their 1-based numbers), which the reader sees come
   * with it.
   */
  show(steps, upto, folded = []) {
    const parent = new Map();
    const find = (k) => {
      if (!parent.has(k)) parent.set(k, k);
      let r = k;
      while (parent.get(r) !== r) r = parent.get(r);
      parent.set(k, r);
      return r;
    };
    const key = (v) => `${v.attribute}\u0000${v.value}`;
    const labels = new Map();
    const order = [];
    let apart = 0;
    steps.slice(0, upto).forEach((step) => {
      for (const l of step.linked || []) {
        for (const v of [l.a, l.b]) {
          if (!labels.has(key(v))) { labels.set(key(v), v.value); order.push(key(v)); }
        }
        const [ra, rb] = [find(key(l.a)), find(key(l.b))];
        if (ra !== rb) parent.set(rb, ra);
      }
      apart += (step.unlinked || []).length;
    });
    const made = upto > 0 ? [...folded, upto] : [];
    const fresh = new Set(made.flatMap((k) => steps[k - 1]?.linked || []).flatMap((l) => [key(l.a), key(l.b)]));
    const members = new Map();
    for (const k of order) {
      const r = find(k);
      if (!members.has(r)) members.set(r, []);
      members.get(r).push(k);
    }
    this.groups.replaceChildren(...[...members.values()].map((keys) => {
      const isFresh = keys.some((k) => fresh.has(k));
      return el('li', { class: `zebra-link${isFresh ? ' fresh' : ''}`, 'data-testid': 'zebra-link' },
        keys.map((k, i) => [i ? el('span', { class: 'zebra-link-sep', 'aria-hidden': 'true' }, ' = ') : null,
          el('span', { class: fresh.has(k) ? 'fresh' : '' }, labels.get(k))]).flat());
    }));
    this.empty.hidden = members.size > 0;
    this.apart.textContent = apart ? `${apart} pair${apart === 1 ? '' : 's'} of values ruled out so far.` : '';
  }

  /** No steps to show (several solutions, none, or the solution without its steps). */
  clear() {
    this.groups.replaceChildren();
    this.empty.hidden = false;
    this.apart.textContent = '';
  }
}
