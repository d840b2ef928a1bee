// The solver's answer, shown the same way by the page and by <zebra-puzzle>: the status
// (unique / multiple / none), the grid, and the step-by-step explanation with Previous / Next,
// a step counter, the current step's sentence, what it changes, and the clues it cites.

import { el, svg, iconButton, closesOnEscape, setChildren } from '../dom.js';
import { SolutionGrid } from './grid.js';
import { LinkList } from './links.js';
import { replay, extendReplay, replayChain, solutionSnapshot } from './replay.js';
import { ChapterList, WhyPanel } from './story.js';
import { OpeningProgress } from './opening.js';

const KINDS = {
  clue: 'One clue', clues: 'Clues together', taken: 'Position taken', only_value: 'Only one left',
  only_place: 'One place left',
  apart: 'Apart', partner: 'Partners', reach: 'Out of reach', hypothesis: 'Hypothesis', search: 'Search',
};

export class Explainer {
  /**
   * `clueList`: also list every clue (the element has no editor beside it).
   * `onStep(step|null, index)`: called whenever the shown step changes (null: none).
   * `onLine(line)`: when given, quoted line numbers are buttons that call it.
   * `onWhy(a, v, p)`: the solver's chain behind value v of attribute a at position p, for
   * the report shown (`zebra_why_cell`); without it placed values do not ask why.
   * `onOpen(number)`: step `number` of the report shown as opened (`zebra_step_facts`): a
   * search step that says `fewest: false` is cut to the fewest facts when a reader opens it.
   * `onStopOpen()`: drops the cut under way (Stop, or Esc, while it shows its progress).
   * @param {{clueList?: boolean, onStep?: (step: object | null, index: number) => void,
   *   onLine?: ((line: number) => void) | null,
   *   onWhy?: ((a: number, v: number, p: number) => Promise<any>) | null,
   *   onOpen?: ((number: number) => Promise<any>) | null, onStopOpen?: (() => void) | null}} [options]
   */
  constructor({
    clueList = true, onStep = () => {}, onLine = null, onWhy = null, onOpen = null, onStopOpen = null,
  } = {}) {
    this.onOpen = onOpen;
    this.onStopOpen = onStopOpen;
    this.openProgress = new OpeningProgress(() => this.stopOpening());
    this.opening = null; // the steps asked to be opened, for the report they belong to
    this.onStep = onStep;
    this.onLine = onLine;
    this.report = null;
    this.index = 0;
    const icon = (d) =>
      svg('svg', { viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', class: 'icon' },
        svg('path', { d, fill: 'currentColor' }));

    // On the page the explanation sits under the panel's h2; an element's headings start at
    // level 2, under whatever h1 the host page has.
    this.title = el(clueList ? 'h2' : 'h3', { class: 'zebra-title', 'data-testid': 'zebra-title' });
    this.status = el('div', {
      class: 'zebra-status', 'data-testid': 'zebra-status', role: 'status', 'aria-live': 'polite',
    });
    this.grid = new SolutionGrid();
    this.links = new LinkList();
    this.hinted = null; // the step index whose next deduction a hint points at (see hintWhere)
    // The reader's own navigation also brings the cells it changed into view (see reveal).
    const nav = (action) => () => { action(); this.reveal(); };
    this.startButton = iconButton('Back to the open grid', 'zebra-start', nav(() => this.go(0)),
      icon('M3 3h2v10H3zM14 3v10L6 8z'));
    this.prevButton = iconButton('Previous step', 'zebra-prev', nav(() => this.previous()),
      [icon('M12 3v10L4 8z'), el('span', { class: 'label' }, 'Previous')]);
    this.counter = el('span', {
      class: 'counter zebra-counter', 'data-testid': 'zebra-step-counter', 'aria-live': 'polite',
    });
    this.nextButton = iconButton('Next step', 'zebra-next', nav(() => this.next()),
      [el('span', { class: 'label' }, 'Next'), icon('M4 3v10l8-5z')]);
    this.endButton = iconButton('Show the solution', 'zebra-end', nav(() => this.end()),
      icon('M2 3v10l8-5zM11 3h2v10h-2z'));
    // A long explanation is walked by dragging (or arrow keys on) the slider, not only step by step.
    this.slider = el('input', {
      type: 'range', class: 'zebra-slider', min: '0', max: '0', value: '0', step: '1',
      'data-testid': 'zebra-step-slider', 'aria-label': 'Go to step',
      oninput: () => { this.go(Number(this.slider.value)); this.reveal(); },
    });
    this.kind = el('span', { class: 'zebra-kind', 'data-testid': 'zebra-step-kind' });
    this.stepText = el('p', { class: 'zebra-step-text', 'data-testid': 'zebra-step-text', 'aria-live': 'polite' });
    this.changes = el('ul', {
      class: 'zebra-changes', 'data-testid': 'zebra-step-changes', 'aria-label': 'What this step changes',
    });
    // The steps since the last one shown that change nothing drawn: not steps of their own.
    this.pairList = el('ul', { class: 'zebra-step-pairs' });
    this.pairs = el('div', { class: 'zebra-step-folded', 'data-testid': 'zebra-step-folded', hidden: true },
      el('p', { class: 'hint' }, 'Also worked out since the step before:'), this.pairList);
    // A hypothesis's refutation, step by step, folded away until asked for.
    // Each of its lines is a button that shows the grid the hypothesis leads to at that point.
    this.chainSummary = el('summary', {});
    this.chainAssume = el('button', {
      type: 'button', class: 'zebra-chain-step', 'aria-pressed': 'false', onclick: nav(() => this.showTrial(0)),
    });
    this.chainSteps = el('ol', { class: 'zebra-chain-steps' });
    this.chainEnd = el('p', { class: 'zebra-chain-end' });
    this.chain = el('details', {
      class: 'zebra-chain', 'data-testid': 'zebra-chain', hidden: true,
      // Folding the chain away brings the real grid back.
      ontoggle: () => { if (!this.chain.open && this.trial) this.go(this.index); },
    }, this.chainSummary, el('p', { class: 'zebra-chain-assume' }, this.chainAssume), this.chainSteps, this.chainEnd);
    closesOnEscape(this.chain);
    this.trial = null; // the chain's replay while one of its grids is shown
    this.endWanted = false; // end() came before the steps: show the end when they come
    const show = (k) => { this.go(k); this.reveal(); };
    this.chapters = new ChapterList({ onGo: show, onMode: () => this.refreshNav() });
    this.why = new WhyPanel({ onGo: show, onClose: () => this.go(this.index) });
    this.onWhy = onWhy;
    if (onWhy) this.grid.onWhy = (a, v, p) => this.askWhy(a, v, p);
    this.clues = el('ol', { class: 'zebra-clues', 'data-testid': 'zebra-clues', 'aria-label': 'Clues' });
    this.clueHeading = el('h3', {}, 'Clues');
    this.clueBox = el('div', { class: 'zebra-clue-box', hidden: !clueList }, this.clueHeading, this.clues);
    this.explain = el('div', {
      class: 'zebra-explain', 'data-testid': 'zebra-explain', tabindex: '0', role: 'group',
      'aria-label': 'Explanation (left and right arrow keys step)',
      onkeydown: (e) => {
        if (e.key === 'ArrowRight') { nav(() => this.next())(); e.preventDefault(); }
        if (e.key === 'ArrowLeft') { nav(() => this.previous())(); e.preventDefault(); }
        if (e.key === 'Escape' && this.openProgress.shown) {
          e.preventDefault();
          e.stopPropagation();
          this.stopOpening();
        }
      },
    },
    el('div', { class: 'zebra-step-controls' },
      this.startButton, this.prevButton, this.counter, this.nextButton, this.endButton),
    this.slider,
    el('div', { class: 'zebra-step' },
      this.kind, this.stepText, this.openProgress.element, this.changes, this.pairs, this.chain));
    this.result = el('div', { class: `zebra-result${clueList ? ' with-clues' : ''}`, hidden: true },
      this.grid.element, this.links.element, this.explain, this.why.element, this.chapters.element, this.clueBox);
    this.element = el('div', { class: 'zebra-explainer' }, this.title, this.status, this.result);
  }

  /**
   * Shows a solver report (`ok: true`); a unique one starts at the open grid. A unique one
   * without its steps yet (`explained: false`, from `zebra_check`) says they are being
   * worked out; `end()` can already show its solution.
   */
  show(report) {
    // The whole explanation after batches of it: the reader stays on the step they are at.
    const stay = this.partial && report.status === 'unique' && report.explained !== false ? this.index : null;
    this.partial = false;
    if (this.report !== report) this.openProgress.reset();
    this.report = report;
    this.title.textContent = report.title || '';
    this.title.hidden = !report.title;
    // Without a title, the clues head the element themselves.
    this.clueHeading.setAttribute('aria-level', report.title ? '3' : '2');
    this.grid.layout(report);
    this.renderClues(report);
    this.result.hidden = report.status === 'none';
    this.explain.hidden = report.status !== 'unique' || report.explained === false;
    this.status.dataset.status = report.status;
    this.status.dataset.explained = String(report.explained !== false);
    this.status.hidden = false;
    const endWanted = this.endWanted;
    this.endWanted = false;
    this.links.clear();
    this.links.element.hidden = report.status !== 'unique';
    this.why.hide();
    this.chapters.show(report.status === 'unique' ? report : { steps: [] }, stay !== null);
    if (report.status === 'unique' && report.explained === false) {
      this.replayed = null;
      this.setStatus(report.headline, 'Working out the steps that lead there…');
      this.grid.show(replay(report).snapshot(0), new Set(), new Map());
      this.onStep(null, 0);
    } else if (report.status === 'unique') {
      this.replayed = replay(report);
      this.setStatus(report.headline, report.detail);
      this.go(endWanted ? this.steps : stay ?? 0);
    } else if (report.status === 'multiple') {
      this.replayed = null;
      this.setStatus(report.headline, report.detail);
      const cell = (d) =>
        `${report.attributes.findIndex((a) => a.name === d.attribute)}-${report.positions.indexOf(d.position)}`;
      const differ = new Map(report.differ.map((d) => [cell(d), d.second]));
      this.grid.show(solutionSnapshot(report, report.solution), new Set(), differ);
      this.onStep(null, 0);
    } else {
      this.replayed = null;
      this.setStatus(report.headline, report.detail);
      this.status.append(el('ul', { class: 'zebra-conflict', 'data-testid': 'zebra-conflict' },
        report.conflict.map((c) => el('li', { 'data-line': c.line },
          this.onLine
            ? el('button', {
              type: 'button', class: 'line-no link', title: 'Show this line in the editor',
              onclick: () => this.onLine(c.line),
            }, `line ${c.line}`)
            : el('span', { class: 'line-no' }, `line ${c.line}`),
          ' ', el('q', {}, c.text)))));
      this.onStep(null, 0);
    }
  }

  /**
   * More steps of a unique report shown without them (`zebra_check`): the first ones, while
   * the rest are worked out, and the chapters they complete. They can be stepped through at
   * once; `show` with the whole explanation keeps the reader's place.
   * @param {import('./api.js').Batch} batch
   */
  addSteps({ steps: batch, chapters, walk }) {
    const report = this.report;
    if (report?.status !== 'unique' || report.explained !== false || !batch.length) return;
    const first = !this.partial;
    this.partial = true;
    report.steps = [...(first ? [] : report.steps), ...batch];
    report.walk = [...(first ? [] : report.walk), ...walk];
    this.replayed = first ? replay(report) : extendReplay(this.replayed, batch);
    if (chapters.length) this.chapters.addPartial(chapters);
    // Said once (the status is a live region; a hundred batches must not be read out), and
    // the counter takes the new total without announcing it until the reader steps.
    if (first) this.setStatus(report.headline, report.partial_detail);
    this.counter.setAttribute('aria-live', 'off');
    // The solution asked for (Solve, End) stays on screen until the reader asks for a step;
    // the panel says how many steps there are so far, and Start or Previous goes to them.
    if (this.endWanted) {
      this.explain.hidden = false;
      this.end();
    } else if (first) this.go(0);
    else this.refreshNav(); // the counter and Next learn of the new steps
  }

  /** Whether a step after the one shown is there to show. */
  get canStep() {
    return Boolean(this.replayed) && this.index < this.steps;
  }

  /** The error state: no grid, the message in the status. */
  clear(message) {
    this.partial = false;
    this.report = null;
    this.replayed = null;
    this.result.hidden = true;
    this.title.hidden = true;
    this.status.dataset.status = message ? 'error' : 'idle';
    this.status.hidden = !message;
    this.status.replaceChildren(message ? el('strong', {}, 'Not solved: ') : '', message || '');
    this.onStep(null, 0);
  }

  setStatus(headline, detail) {
    // The headline and the detail are read as one line, so the headline ends its sentence.
    const sentence = /[.:!?]$/.test(headline) ? headline : `${headline}.`;
    this.status.replaceChildren(
      el('strong', { class: 'headline' }, sentence), ' ', el('span', { class: 'detail' }, detail));
  }

  renderClues(report) {
    this.clueItems = new Map();
    setChildren(this.clues, (report.clues || []).map((c) => {
      const li = el('li', { 'data-line': c.line },
        el('span', { class: 'line-no' }, String(c.line)), el('span', {}, c.text));
      this.clueItems.set(c.line, li);
      return li;
    }));
  }

  get steps() {
    return this.report?.status === 'unique' ? this.report.steps.length : 0;
  }

  /** Shows the grid after `index` steps (0: the open grid) and that step's explanation. */
  go(index) {
    if (!this.replayed) return;
    const total = this.steps;
    this.endWanted = false;
    this.explain.hidden = false;
    this.counter.setAttribute('aria-live', 'polite');
    this.index = Math.max(0, Math.min(total, index));
    const step = this.index > 0 ? this.report.steps[this.index - 1] : null;
    // What the steps folded into this one worked out is new on the grid too: the reader
    // sees it change with this step (the walk goes from one shown step's grid to the next).
    const folded = step ? this.chapters.folded(this.index) : [];
    const worked = step ? [...folded.map((k) => this.report.steps[k - 1]), step] : [];
    const fresh = this.freshValues(worked.flatMap((s) => [...s.eliminated, ...s.fixed]));
    this.trial = null;
    this.hinted = null;
    this.why.hide();
    this.chapters.mark(this.index);
    this.grid.setNote(null);
    const changed = this.replayed.changes[this.index] || new Set();
    this.grid.show(this.replayed.snapshot(this.index), changed, new Map(), fresh);
    this.links.show(this.report.steps, this.index, folded);
    this.explain.dataset.index = String(this.index);
    this.refreshNav();
    delete this.stepText.dataset.hint;
    if (step) {
      this.kind.textContent = KINDS[step.kind] || step.kind;
      this.kind.hidden = false;
      this.stepText.textContent = step.text;
      this.changes.replaceChildren(...describeChanges(step, this.report));
      this.pairList.replaceChildren(...folded.map((k) => el('li', {}, `${k}. ${this.report.steps[k - 1].text}`)));
      this.pairs.hidden = !folded.length;
      this.showChain(step.chain);
      if (step.fewest === false) this.openStep(this.index);
    } else {
      this.kind.hidden = true;
      this.stepText.textContent =
        'The open grid: every value may still be anywhere. Press Next for the first deduction.';
      this.changes.replaceChildren();
      this.pairs.hidden = true;
      this.showChain(null);
    }
    this.openProgress.at(this.index);
    this.cite(step);
  }

  /**
   * Asks for step `index` cut to the fewest facts it needs (a search step opened); it takes
   * the step's place in the report, and is shown if the reader is still on it. An answer for
   * a report no longer shown is dropped. `data-opening` names the step asked for until its
   * answer comes (or the worker drops it for a newer one); after a moment the step shows
   * "Finding the fewest facts… N s" and Stop. A step whose cut was stopped is not asked again.
   */
  async openStep(index) {
    const report = this.report;
    if (!this.onOpen) return;
    if (this.opening?.report !== report) this.opening = { report, steps: new Set(), stopped: new Set() };
    if (this.opening.steps.has(index) || this.opening.stopped.has(index)) return; // asked already
    this.opening.steps.add(index);
    const data = this.explain.dataset;
    data.opening = String(index);
    const token = this.openProgress.start(index);
    const answer = await this.onOpen(index).catch(() => null);
    this.openProgress.end(token);
    if (data.opening === String(index)) delete data.opening;
    if (this.opening?.report === report) this.opening.steps.delete(index);
    if (this.report !== report || !answer?.ok || report.steps[index - 1]?.fewest !== false) return;
    const step = { ...answer.step };
    delete step.number; // numbered by its place, as the report's steps are
    report.steps[index - 1] = step;
    if (this.index === index && !this.trial) {
      this.stepText.textContent = step.text;
      this.cite(step);
    }
  }

  /** Drops the cut under way (Stop): its step stays as the explanation left it. */
  stopOpening() {
    const index = this.openProgress.index;
    if (index === null || !this.onStopOpen) return;
    this.opening?.stopped.add(index);
    this.openProgress.stopped();
    this.onStopOpen();
  }

  /** The counter, and the buttons that depend on where the shown step is among them. */
  refreshNav() {
    const total = this.steps;
    // "…": more steps are still being worked out (End shows the solution meanwhile).
    this.counter.textContent = `Step ${this.index} / ${total}${this.partial ? '…' : ''}`;
    this.prevButton.disabled = this.index === 0;
    this.startButton.disabled = this.index === 0;
    this.nextButton.disabled = this.index === total;
    this.endButton.disabled = this.index === total && !this.partial;
    this.slider.max = String(total);
    this.slider.value = String(Math.min(this.index, total));
    this.slider.setAttribute('aria-valuetext', `Step ${this.index} of ${total}`);
  }

  /**
   * The first level of a hint: where to look for the next deduction, without making it. The
   * clues it rests on are marked (in the editor through onStep, and in the clue list) and
   * the cells it will change are outlined; the grid stays as it is. Returns false when there
   * is no next step to point at.
   */
  hintWhere() {
    if (!this.replayed || this.index >= this.steps) return false;
    // The step Next shows next (the steps folded into it come with it).
    const step = this.report.steps[(this.chapters.walk.find((k) => k > this.index) ?? this.steps) - 1];
    const cells = [...step.eliminated, ...step.fixed];
    const keys = new Set(cells.map((cell) => `${this.replayed.index.key(cell).a}-${cell.column}`));
    this.grid.cells.forEach((row, a) => row.forEach((td, p) => td.classList.toggle('hinted', keys.has(`${a}-${p}`))));
    const texts = new Map((this.report.clues || []).map((c) => [c.line, c.text]));
    const lines = step.clues.map((line) => `line ${line}${texts.has(line) ? ` (“${texts.get(line)}”)` : ''}`);
    const values = [...new Set([...cells.map((c) => c.value), ...step.linked.flatMap((l) => [l.a.value, l.b.value])])];
    const where = [
      lines.length ? `Look at ${lines.join(' and ')}` : 'No clue is needed: look at what the grid already holds',
      keys.size ? 'and at the outlined cells' : values.length ? `and at ${values.join(', ')}` : '',
    ].filter(Boolean).join(' ');
    this.kind.textContent = 'Hint';
    this.kind.hidden = false;
    this.stepText.textContent = `${where}. What follows? Press Hint again for the deduction.`;
    this.stepText.dataset.hint = 'where';
    this.changes.replaceChildren();
    this.showChain(null);
    this.hinted = this.index;
    this.cite(step);
    return true;
  }

  /** The "a-p-v" keys of the values a step struck out or placed at these cells. */
  freshValues(cells) {
    return new Set(cells.map((cell) => {
      const { a, v } = this.replayed.index.key(cell);
      return `${a}-${cell.column}-${v}`;
    }));
  }

  /** Marks the clues `step` cites (in the clue list, and through onStep in the editor). */
  cite(step) {
    const cited = new Set(step ? step.clues : []);
    for (const li of this.clueItems.values()) li.classList.remove('why');
    for (const [line, li] of this.clueItems) {
      li.classList.toggle('cited', cited.has(line));
      if (cited.has(line)) li.setAttribute('aria-current', 'true');
      else li.removeAttribute('aria-current');
    }
    this.onStep(step, this.index);
  }

  /** A hypothesis's chain: the steps on the grid with the assumption made, then the clash. */
  showChain(chain) {
    this.chain.hidden = !chain;
    if (!chain) return;
    // No count here: the step's sentence gives one, which includes the final clash.
    const { value, position } = chain.assume;
    this.chainSummary.textContent = `Show why ${value} cannot be in ${position}`;
    this.chainAssume.textContent = `Suppose ${value} were in ${position}.`;
    this.chainButtons = [this.chainAssume, ...chain.steps.map((t, k) =>
      el('button', {
        type: 'button', class: 'zebra-chain-step', 'aria-pressed': 'false',
        onclick: () => {
          this.showTrial(k + 1);
          this.reveal();
        },
      }, t.text))];
    this.chainSteps.replaceChildren(...this.chainButtons.slice(1).map((b) => el('li', {}, b)));
    this.chainSteps.hidden = !chain.steps.length;
    this.chainEnd.textContent = `So: ${chain.end}`;
  }

  /**
   * Shows the grid of the current hypothesis after `k` steps of its chain (0: the assumption
   * alone), with that step's cells marked; the same button again goes back to the real grid.
   */
  showTrial(k) {
    const step = this.report?.steps?.[this.index - 1];
    if (!step?.chain || !this.replayed) return;
    if (this.trial?.shown === k) {
      this.go(this.index);
      return;
    }
    this.trial ??= replayChain(this.replayed.snapshot(this.index - 1), step.chain, this.replayed.index);
    this.trial.shown = k;
    const cells = k === 0
      ? [step.chain.assume]
      : [...step.chain.steps[k - 1].eliminated, ...step.chain.steps[k - 1].fixed];
    const fresh = this.freshValues(cells);
    this.grid.show(this.trial.snapshot(k), this.trial.changes[k], new Map(), fresh);
    const { value, position } = step.chain.assume;
    this.grid.setNote(k === 0
      ? `Supposing ${value} were in ${position}`
      : `Supposing ${value} were in ${position}: the grid after step ${k} of ${step.chain.steps.length}`);
    this.chainButtons.forEach((b, j) => b.setAttribute('aria-pressed', String(j === k)));
    // The clues of this line only (the assumption alone cites none).
    this.cite(k === 0 ? { clues: [] } : step.chain.steps[k - 1]);
  }

  /**
   * Scrolls the cells the shown grid marks as changed into view when they are not. The step
   * panel sticks to the bottom of the screen while a grid taller than the screen scrolls
   * (zebra.css), so "in view" means above it: on a phone a 10x10 grid and the step never fit
   * together, and a step whose cells are off screen, or a chain line whose grid is, shows
   * nothing. Only after the reader's own navigation (and the page's Hint): a host page
   * calling next() on the element is not scrolled.
   */
  reveal() {
    const cells = [...this.grid.table.querySelectorAll('td.changed')];
    if (!cells.length) {
      // A step that only links values changes no cell: its sentence and chips say it all.
      this.explain.scrollIntoView({ block: 'nearest' });
      return;
    }
    const below = `${this.explain.offsetHeight + 8}px`;
    // Inside the grid's own scrolling box the position row and attribute column stay put
    // (zebra.css): a cell is in view only beside them, not under them.
    const top = (this.grid.table.tHead?.offsetHeight ?? 0) + 8;
    const left = (this.grid.table.querySelector('th.corner')?.offsetWidth ?? 0) + 8;
    // The last then the first: the first wins when they cannot all be seen at once.
    for (const td of new Set([cells.at(-1), cells[0]])) {
      td.style.scrollMargin = `${top}px 8px ${below} ${left}px`;
      td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }

  /** The next step: of the chapters' shown steps, or of the solver's walk. */
  next() {
    this.go(this.chapters.walk.find((k) => k > this.index) ?? this.steps);
  }

  previous() {
    this.go(this.chapters.walk.findLast((k) => k < this.index) ?? 0);
  }

  /**
   * "Why?" for a placed value: the solution's grid with the cells of the chain's steps and
   * the clues they quote marked, and the chain listed (story.js).
   */
  async askWhy(a, v, p) {
    const report = this.report;
    const answer = await this.onWhy(a, v, p);
    if (this.report !== report) return; // another puzzle meanwhile
    if (this.replayed && !this.partial) this.go(this.steps);
    this.why.show(answer);
    if (!answer.ok) return;
    const steps = answer.steps;
    const keys = new Set(steps.flatMap((s) => [...s.fixed, ...s.eliminated])
      .map((cell) => `${this.replayed?.index.key(cell).a}-${cell.column}`));
    this.grid.cells.forEach((row, i) => row.forEach((td, j) => td.classList.toggle('why', keys.has(`${i}-${j}`))));
    const lines = new Set(steps.flatMap((s) => s.clues));
    for (const [line, li] of this.clueItems) li.classList.toggle('why', lines.has(line));
    this.onStep({ clues: [...lines] }, this.index);
  }

  /**
   * The solution: after the last step, or straight from the report before the steps come
   * (and then again after the last step once they do).
   */
  end() {
    if ((!this.replayed || this.partial) && this.report?.status === 'unique') {
      this.grid.setNote(null);
      this.grid.show(solutionSnapshot(this.report, this.report.solution), new Set(), new Map());
      this.endWanted = true;
      if (this.partial) {
        // Past the steps there are: Previous goes back to the last of them.
        this.index = this.steps + 1;
        this.counter.textContent = 'Solution';
        this.kind.hidden = true;
        this.stepText.textContent = `The solution. The first ${this.steps} steps that lead there are ready `
          + '(Start or Previous); the rest are still being worked out.';
        this.changes.replaceChildren();
        this.showChain(null);
        this.nextButton.disabled = true;
        this.endButton.disabled = true;
        this.prevButton.disabled = false;
        this.startButton.disabled = false;
        this.cite(null);
      }
      return;
    }
    this.go(this.steps);
  }
}

/**
 * Short chips for a step's grid changes: placed values, ruled-out positions, links. In a grid
 * without order a position is the key's value there, so a placement is a link to it (and a
 * link to a key value, its twin, is not said again).
 */
function describeChanges(step, report) {
  const unordered = report?.ordered === false;
  const key = unordered ? report.attributes[0].name : null;
  const toKey = (l) => l.a.attribute === key || l.b.attribute === key;
  const [is, isNot] = unordered ? ['=', '≠'] : ['in', 'not in'];
  const chips = [];
  for (const c of step.fixed) chips.push(el('li', { class: 'chip placed' }, `${c.value} ${is} ${c.position}`));
  const out = new Map();
  for (const c of step.eliminated) {
    if (!out.has(c.value)) out.set(c.value, []);
    out.get(c.value).push(c.position);
  }
  for (const [value, where] of out) {
    chips.push(el('li', { class: 'chip out' }, `${value} ${isNot} ${where.join(', ')}`));
  }
  for (const l of step.linked.filter((x) => !toKey(x))) {
    chips.push(el('li', { class: 'chip linked' }, `${l.a.value} = ${l.b.value}`));
  }
  const apart = new Map();
  for (const l of step.unlinked.filter((x) => !toKey(x))) {
    if (!apart.has(l.a.value)) apart.set(l.a.value, []);
    apart.get(l.a.value).push(l.b.value);
  }
  for (const [value, others] of apart) {
    chips.push(el('li', { class: 'chip apart' }, `${value} ≠ ${others.join(', ')}`));
  }
  return chips;
}
