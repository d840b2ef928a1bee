// The explanation at human size, as the solver gives it (`chapters` in its answer, and
// `zebra_why_cell`): the chapters, each with the steps it shows and its bookkeeping folded
// behind a disclosure, and "why?" for a placed cell: the shortest chain of steps behind it.
// Both only list the solver's steps by number; nothing is deduced here. Next and Previous walk
// every step the page draws (a step that only rules out pairs is folded into the step that
// uses it) unless the reader asks them to walk the chapters' steps only.

import { el, button } from '../dom.js';

/** Chapters: each a disclosure titled by what it places, its steps as buttons that show them. */
export class ChapterList {
  /**
   * `onGo(k)`: show the grid after step k (1-based). `onMode(only)`: the reader switched
   * Next and Previous between the chapters' steps only (true) and every step.
   * @param {{onGo: (k: number) => void, onMode: (chapters: boolean) => void}} options
   */
  constructor({ onGo, onMode }) {
    this.onGo = onGo;
    this.only = el('input', {
      type: 'checkbox', 'data-testid': 'zebra-chapter-walk', onchange: () => this.onMode(this.only.checked),
    });
    this.list = el('ol', { class: 'zebra-chapter-list' });
    // Not headings: the element sits in a host page whose heading levels it cannot know.
    this.count = el('p', { class: 'zebra-chapters-title' });
    // A group, not a landmark: a page may hold several explanations, each with its chapters.
    this.element = el('div', {
      class: 'zebra-chapters', 'data-testid': 'zebra-chapters', role: 'group', 'aria-label': 'Chapters',
    },
      this.count,
      el('label', { class: 'zebra-walk-label' }, this.only, ' Next and Previous walk only the steps the chapters show'),
      this.list);
    this.onMode = onMode;
    this.buttons = new Map();
  }

  /**
   * Shows a report's chapters (none: the list is hidden); `continued`: the whole explanation
   * after chapters of it came in batches, so the ones the reader had open stay open. A
   * disclosure's steps are made when it is first opened: a hard grid has thousands of steps,
   * and a closed disclosure's content, though not drawn, is still laid out whenever the page
   * measures it.
   */
  show(report, continued = false) {
    const opened = (li, i) => (/** @type {HTMLDetailsElement} */ (li.firstElementChild).open ? [i] : []);
    const open = continued ? new Set([...this.list.children].flatMap(opened)) : new Set([0]);
    this.report = report;
    this.partial = false;
    this.buttons = new Map();
    this.list.replaceChildren();
    this.add(report.chapters || [], open);
  }

  /**
   * More chapters of the report shown, as a batch of its explanation completes them
   * (`report.steps` holds their steps by then); the list says it is not whole yet.
   */
  addPartial(chapters) {
    this.partial = true;
    this.add(chapters, new Set(this.list.children.length ? [] : [0]));
  }

  /** Appends `chapters` (the report's next ones), those numbered in `open` (0-based) opened. */
  add(chapters, open) {
    const stepButton = (k, cls) => {
      const b = el('button', { type: 'button', class: `zebra-chapter-step ${cls}`, 'data-step': k,
        onclick: () => this.onGo(k) }, `${k}. ${this.report.steps[k - 1]?.text ?? ''}`);
      if (k === this.current) b.setAttribute('aria-current', 'step');
      this.buttons.set(k, b);
      return b;
    };
    const folded = (c, k) => {
      const steps = c.folded.filter((f) => f.into === k).map((f) => f.step);
      return steps.length
        ? lazyDetails({ class: 'zebra-folded', 'data-testid': 'zebra-folded' },
          `${steps.length} bookkeeping step${steps.length === 1 ? '' : 's'} it uses`,
          () => el('ol', {}, steps.map((f) => el('li', {}, stepButton(f, 'folded')))))
        : null;
    };
    const before = this.list.children.length;
    this.list.append(...chapters.map((c, j) => el('li', { 'data-testid': 'zebra-chapter' },
      lazyDetails({ class: 'zebra-chapter' }, `Chapter ${before + j + 1}: ${c.title}`,
        () => el('ol', { class: 'zebra-chapter-steps' },
          c.steps.map((k) => el('li', {}, stepButton(k, 'shown'), folded(c, k)))),
        open.has(before + j)))));
    const count = this.list.children.length;
    this.element.hidden = !count;
    this.element.dataset.partial = String(this.partial);
    this.count.textContent = this.partial
      ? `${count} chapter${count === 1 ? '' : 's'} so far, the rest being worked out`
      : `In ${count} chapter${count === 1 ? '' : 's'}`;
    this.path = [...(before ? this.path : []), ...chapters.flatMap((c) => c.steps)].sort((a, b) => a - b);
  }

  /**
   * The steps Next and Previous walk: the chapters' shown steps, or every step the page draws
   * (see `foldPairs`).
   */
  get walk() {
    return this.element.hidden || !this.only.checked ? this.folds().walk : this.path;
  }

  /** The report's steps folded as `foldPairs` does, worked out again when more steps come. */
  folds() {
    const steps = this.report?.steps ?? [];
    if (this.folding?.steps !== steps) this.folding = { steps, ...foldPairs(steps) };
    return this.folding;
  }

  /** Marks the button of step k (the one on screen). */
  mark(k) {
    this.current = k;
    for (const [j, b] of this.buttons) {
      if (j === k) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
  }
}

/**
 * Every step as the page walks it when the chapters' steps only are not asked for: the steps
 * it draws (a value placed or ruled out of a position in the grid, two values joined in the
 * link list). A step that only rules out pairs of values changes nothing drawn but a count,
 * so it is not a step of its own: it is folded into the first drawn step that uses it,
 * directly or through other such steps, and quoted there. Steps by 1-based number: `walk`,
 * ascending; `folded`, each drawn step's folded steps, ascending (a pair step no drawn step
 * uses is in neither: nothing on screen rests on it).
 * @param {{fixed: object[], eliminated: object[], linked: object[], uses?: {step?: number}[]}[]} steps
 */
export function foldPairs(steps) {
  const drawn = (s) => s.fixed.length + s.eliminated.length + s.linked.length > 0;
  const walk = [];
  /** @type {Map<number, number[]>} */
  const folded = new Map();
  // The drawn step each pair step is folded into; a user comes after what it uses, so walking
  // down settles each step's owner before the steps it uses.
  const owner = new Map();
  for (let k = steps.length; k >= 1; k -= 1) {
    const s = steps[k - 1];
    const me = drawn(s) ? k : owner.get(k);
    if (drawn(s)) walk.push(k);
    else if (me) folded.set(me, [k, ...(folded.get(me) ?? [])]);
    if (!me) continue;
    for (const { step: j } of s.uses ?? []) {
      if (j && !drawn(steps[j - 1])) owner.set(j, Math.min(owner.get(j) ?? Infinity, me));
    }
  }
  return { walk: walk.reverse(), folded };
}

/**
 * A disclosure titled `summary` whose content `fill()` makes when it is first opened
 * (`open`: at once, opened).
 */
function lazyDetails(attrs, summary, fill, open = false) {
  const details = el('details', {
    ...attrs,
    ontoggle: () => { if (details.open && details.childElementCount === 1) details.append(fill()); },
  }, el('summary', {}, summary));
  if (open) {
    details.append(fill());
    details.open = true;
  }
  return details;
}

/** "Why?": the chain of steps behind one placed value, each a button that shows it. */
export class WhyPanel {
  /** @param {{onGo: (k: number) => void, onClose: () => void}} options */
  constructor({ onGo, onClose }) {
    this.onGo = onGo;
    this.heading = el('p', { class: 'zebra-why-title', tabindex: '-1' });
    this.list = el('ol', { class: 'zebra-why-steps', 'data-testid': 'zebra-why-steps' });
    this.element = el('section', {
      class: 'zebra-why', 'data-testid': 'zebra-why', hidden: true, 'aria-live': 'polite',
    }, this.heading, this.list, button('Close', 'zebra-why-close', () => onClose()));
  }

  /** Shows a chain (`{ok, fact, steps}`) or an error message. */
  show(answer) {
    this.element.hidden = false;
    if (!answer.ok) {
      this.heading.textContent = `No chain: ${answer.error.message}`;
      this.list.replaceChildren();
      return;
    }
    const { fact, steps } = answer;
    this.heading.textContent = `Why ${fact.text}: ${steps.length} step${steps.length === 1 ? '' : 's'}`;
    this.list.replaceChildren(...steps.map((s) => el('li', {},
      el('button', { type: 'button', class: 'zebra-chapter-step', onclick: () => this.onGo(s.number) },
        `${s.number}. ${s.text}`))));
    this.heading.focus();
  }

  hide() {
    this.element.hidden = true;
  }
}
