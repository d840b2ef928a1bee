// The explanation at human size, as the solver gives it (`chapters` in its answer, and
// `zebra_why_cell`): the chapters, each with the steps it shows and its bookkeeping folded
// behind a disclosure, and "why?" for a placed cell: the shortest chain of steps behind it.
// Both only list the solver's steps by number; nothing is deduced here. Next and Previous walk
// the solver's `walk` (every step that changes what the grid draws, the others folded into
// the next of them) unless the reader asks them to walk the chapters' steps only.

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
          `${steps.length} step${steps.length === 1 ? '' : 's'} folded into it`,
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

  /** The steps Next and Previous walk: the chapters' shown steps, or the report's `walk`. */
  get walk() {
    return this.element.hidden || !this.only.checked ? this.walking().steps : this.path;
  }

  /** The steps folded into shown step k of the report's `walk` (none for a step not in it). */
  folded(k) {
    return this.walking().folded.get(k) ?? [];
  }

  /** The report's `walk` by step, read again when more of it comes. */
  walking() {
    const walk = this.report?.walk ?? [];
    if (this.walked?.walk !== walk) {
      this.walked = { walk, steps: walk.map((w) => w.step), folded: new Map(walk.map((w) => [w.step, w.folded])) };
    }
    return this.walked;
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
