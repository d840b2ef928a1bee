// "Solve it yourself": the person marks the grid (play-grid.js), and the solver checks the
// marks and gives hints that start from them. The marks are kept as text, one line each in
// the clue language (play-marks.js); the solver parses them (`marksState`), says what their ✓
// marks imply (the consequences, drawn lighter), which marks are wrong (`checkMarks`), and
// the simplest next deduction from the correct ones (`hint`). Used by the zebra tool and by
// <zebra-puzzle play>.
//
// Check: the first press says how many marks are wrong, the next shows which. Hint: the first
// press says where to look (the clues, the cells), the next what follows, the third marks it.
// Both start over once the marks change. Why? (or ? in the grid) lists the solver's chain of
// steps from the clues to the selected cell's mark (play-why.js).

import { el, button, setChildren } from '../dom.js';
import { Stopped } from '../worker-rpc.js';
import { MarkGrid, NEXT_MARK, SYMBOL } from './play-grid.js';
import { valueNames, markLine, factCell, stepCells } from './play-marks.js';
import { PlayWhy } from './play-why.js';

/**
 * The most cells the markable grid draws: a 12×12 puzzle has 11,232 (n² cells per block, m
 * position blocks' worth of rows and m(m-1)/2 pair blocks); far bigger ones would take the
 * page seconds to draw on every mark, and nobody solves them by hand.
 */
const MAX_CELLS = 20000;

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export class Play {
  /**
   * `api`: the zebra calls (api.js) on a worker of the play's own, so marks are answered
   * while an explanation is still being worked out. `onMarks(lines)`: after every change,
   * to keep them. `onCite(lines)`: the clue lines a hint points at ([] to clear).
   * `clueList`: an element, with no editor beside it: the puzzle's title is shown too.
   * @param {{api: ReturnType<typeof import('./api.js').zebraApi>, onMarks?: (lines: string[]) => void,
   *   onCite?: (lines: number[]) => void, clueList?: boolean}} options
   */
  constructor({ api, onMarks = () => {}, onCite = () => {}, clueList = false }) {
    this.api = api;
    this.clueList = clueList;
    this.onMarks = onMarks;
    this.onCite = onCite;
    this.report = null;
    this.text = null;
    this.marks = [];
    this.history = [];
    this.version = 0;
    this.facts = new Map(); // line text → {key, state}, from the solver's reading of the marks
    this.follows = new Map();
    this.wrong = new Set(); // keys outlined as wrong
    this.hinted = new Set();
    this.whyCells = new Set(); // the cells of the chain "why?" shows
    this.checked = null; // {version, wrong, which}: the last check, for Check pressed again
    this.hinting = null; // {version, level, step}

    this.grid = new MarkGrid({
      onCycle: (key) => this.cycle(key), onUndo: () => this.undo(), onWhy: (key) => this.why(key),
    });
    this.checkButton = button('Check', 'zebra-play-check', () => this.check(),
      { title: 'How many of your marks are wrong; press again to see which' });
    this.hintButton = button('Hint', 'zebra-play-hint', () => this.hint(),
      { title: 'Where to look next, from your marks; press again for what follows, and again to mark it' });
    this.undoButton = button('Undo', 'zebra-play-undo', () => this.undo(),
      { disabled: true, title: 'Take back the last change (Ctrl+Z in the grid)' });
    this.whyButton = button('Why?', 'zebra-play-why-button', () => this.why(this.grid.selected),
      { title: 'The steps from the clues to the selected cell’s mark (? in the grid)' });
    this.whyBox = new PlayWhy({ onClose: () => this.clearWhy() });
    this.clearButton = button('Clear', 'zebra-play-clear', () => this.setMarks([]),
      { disabled: true, title: 'Remove every mark (Undo brings them back)' });
    this.status = el('p', {
      class: 'zebra-play-status', 'data-testid': 'zebra-play-status', role: 'status', 'aria-live': 'polite',
    });
    this.wrongList = el('ul', {
      class: 'zebra-play-wrong', 'data-testid': 'zebra-play-wrong', 'aria-label': 'Wrong marks', hidden: true,
    });
    // A focused cell whose name changes is not read out again by screen readers: each mark
    // is said here instead, as its cell is now named.
    this.said = el('p', { class: 'visually-hidden', 'data-testid': 'zebra-play-said', 'aria-live': 'polite' });
    this.hintKind = el('span', { class: 'zebra-kind', hidden: true }, 'Hint');
    // Its own live region: each level of a hint is read out as it appears.
    this.hintText = el('p', {
      class: 'zebra-play-hint-text', 'data-testid': 'zebra-play-hint-text', 'aria-live': 'polite',
    });
    this.count = el('span', { class: 'zebra-play-count', 'data-testid': 'zebra-play-count' });
    this.clues = el('ol', { class: 'zebra-clues', 'data-testid': 'zebra-play-clues', 'aria-label': 'Clues' });
    this.title = el('h2', { class: 'zebra-title', hidden: true });
    // On a narrow screen the clues sit under the grid only when asked for (zebra/play.css).
    this.cluesButton = button('Clues', 'zebra-play-clues-toggle', () => this.showClues(!this.cluesOpen),
      { 'aria-expanded': 'false', title: 'Show the clues under the grid' });
    this.cluesOpen = false;
    this.head = el('div', { class: 'zebra-play-head' },
      el('div', { class: 'buttons zebra-play-buttons' },
        this.checkButton, this.hintButton, this.whyButton, this.undoButton, this.clearButton, this.cluesButton,
        this.count),
      this.status, this.said, this.wrongList,
      el('div', { class: 'zebra-play-hint', 'data-testid': 'zebra-play-hint-box' }, this.hintKind, this.hintText),
      this.whyBox.element);
    this.clueBox = el('div', { class: 'zebra-clue-box', 'data-testid': 'zebra-play-clue-box' },
      el('h3', {}, 'Clues'), this.clues);
    this.element = el('div', {
      class: `zebra-play${clueList ? ' with-clues' : ''}`, 'data-testid': 'zebra-play', 'data-marks': '0',
    },
      this.title,
      el('p', { class: 'hint zebra-play-help' },
        'Click or tap a cell for ✓, again for ✗, again to clear; in a block, arrow keys move and Space marks. ',
        'A ✓ greys out the rest of its row and column.'),
      el('div', { class: 'zebra-play-main' }, this.head, this.grid.element, this.clueBox));
    // The grid's box takes the height the screen has left under the buttons and the hint
    // (and over the clues when they sit under it), so that a hint, its clues and its cells
    // can be seen together.
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(this.head);
    this.resize.observe(this.clueBox);
    window.addEventListener('resize', () => this.fit());
  }

  /** Sizes the grid's box to the screen's height left beside the buttons and hint (see constructor). */
  fit() {
    // The toggle is shown only where the clues sit under the grid (not beside it).
    const under = this.cluesOpen && this.cluesButton.offsetParent !== null;
    this.element.style.setProperty('--play-head', `${this.head.offsetHeight}px`);
    this.element.style.setProperty('--play-under', `${under ? this.clueBox.offsetHeight : 0}px`);
  }

  /** Shows or hides the clues under the grid (a narrow screen); a hint shown stays in view. */
  showClues(open) {
    this.cluesOpen = open;
    this.cluesButton.setAttribute('aria-expanded', String(open));
    this.element.classList.toggle('clues-open', open);
    this.fit();
    if (this.hinting) this.reveal();
  }

  /**
   * Brings a hint into view: its sentence at the top of the screen, its first cell in the
   * grid's box under it, its first clue in the list.
   */
  reveal() {
    this.fit();
    this.head.scrollIntoView({ block: 'start' });
    const td = this.grid.element.querySelector('td.hinted');
    if (td) this.grid.reveal(td);
    const li = this.clues.querySelector('li.cited');
    if (li) li.scrollIntoView({ block: 'nearest' });
  }

  /**
   * Shows the puzzle of `report` (an `ok` answer: attributes, positions, clues) with `marks`
   * (lines); the undo history starts empty.
   */
  open(report, text, marks = []) {
    const n = report.positions.length;
    const m = report.attributes.length;
    const cells = n * n * (m + (m * (m - 1)) / 2);
    if (cells > MAX_CELLS) {
      this.clear(`This grid would have ${cells.toLocaleString('en')} cells to mark (a ${n}×${m} puzzle); `
        + `marking by hand is offered up to ${MAX_CELLS.toLocaleString('en')}.`);
      return;
    }
    this.report = report;
    this.text = text;
    this.names = valueNames(report);
    this.title.textContent = report.title || '';
    this.title.hidden = !report.title || !this.clueList;
    this.grid.layout(report, this.names);
    this.clueItems = new Map();
    setChildren(this.clues, (report.clues || []).map((c) => {
      const li = el('li', { 'data-line': c.line },
        el('span', { class: 'line-no' }, String(c.line)), el('span', {}, c.text));
      this.clueItems.set(c.line, li);
      return li;
    }));
    this.history = [];
    this.facts = new Map();
    this.said.textContent = '';
    this.setMarks(marks, { record: false, keep: false });
    this.sayOpened();
  }

  /** What the status says as a puzzle opens: for one without a unique answer, what play can do. */
  sayOpened() {
    this.say(this.report.status === 'unique' ? ''
      : 'This puzzle does not have exactly one solution: you can mark it, but Check and Hint cannot help.');
  }

  /**
   * Opens the puzzle with `kept` marks, then takes the marks of a link (which anyone may have
   * written) in their place only once the solver has read every one of them; a link with a
   * mark it cannot read is refused whole, and the status names that mark and its line.
   */
  async openLink(report, text, linked, kept = []) {
    this.open(report, text, kept);
    if (!this.report || !linked.length) {
      this.onMarks(kept);
      return;
    }
    const version = this.version;
    let state;
    try {
      state = await this.api.marksState(text, linked.map((l) => `${l}\n`).join(''));
    } catch (err) {
      if (version === this.version && !(err instanceof Stopped)) this.say(`The solver failed: ${err.message}`);
      return;
    }
    if (version !== this.version) return; // marked meanwhile: the person's marks win
    if (state.ok) {
      this.setMarks(linked, { record: false });
      this.sayOpened();
      return;
    }
    this.onMarks(kept); // the link's marks leave the address bar too
    const { source, line, message } = state.error;
    // Control characters are quoted as their pictures (␀): as themselves they would not show.
    const shown = (linked[line - 1] ?? '')
      // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
      .replace(/[\u0000-\u001f]/g, (c) => String.fromCharCode(0x2400 + c.charCodeAt(0)));
    const which = source === 'marks' && line ? `mark ${line} (“${shown}”)` : 'one of them';
    const marks = linked.length === 1 ? 'The link’s mark was' : `The link’s ${linked.length} marks were`;
    this.say(`${marks} not used: ${which} cannot be read: ${message}`);
  }

  /** No puzzle to mark (the text has an error): the message instead of the grid. */
  clear(message) {
    this.report = null;
    this.text = null;
    this.version += 1;
    this.clearHint();
    this.grid.element.replaceChildren();
    this.clues.replaceChildren();
    this.wrongList.hidden = true;
    this.say(message);
  }

  /** Replaces the marks (recorded for Undo unless `record` is false) and asks what they imply. */
  setMarks(lines, { record = true, keep = true } = {}) {
    if (record) this.history.push(this.marks);
    this.marks = lines;
    this.version += 1;
    this.checked = null;
    this.clearHint();
    this.wrong = new Set();
    this.wrongList.hidden = true;
    this.say('');
    this.undoButton.disabled = !this.history.length;
    this.clearButton.disabled = !lines.length;
    this.count.textContent = plural(lines.length, 'mark');
    this.element.dataset.marks = String(lines.length);
    this.element.dataset.version = String(this.version);
    this.element.dataset.settled = 'false';
    this.render();
    if (keep) this.onMarks(lines);
    this.refresh();
  }

  get marksText() {
    return this.marks.map((l) => `${l}\n`).join('');
  }

  /** The person's own marks by cell key, as the solver read them (or as written here, until it answers). */
  ownMarks() {
    const own = new Map();
    for (const line of this.marks) {
      const cell = this.facts.get(line);
      if (cell) own.set(cell.key, cell.state);
    }
    return own;
  }

  render() {
    this.grid.show({
      marks: this.ownMarks(), follows: this.follows, wrong: this.wrong, hinted: this.hinted, why: this.whyCells,
    });
  }

  /** Asks the solver to read the marks and for their consequences. */
  async refresh() {
    const version = this.version;
    let state;
    try {
      state = await this.api.marksState(this.text, this.marksText);
    } catch (err) {
      if (version === this.version && !(err instanceof Stopped)) this.say(`The solver failed: ${err.message}`);
      return;
    }
    if (version !== this.version) return;
    if (!state.ok) {
      this.follows = new Map();
      const { source, line, message } = state.error;
      // The solver's message names the line of the marks text; the mark itself is quoted too.
      this.say(source === 'marks' && line
        ? `Mark “${this.marks[line - 1] ?? ''}” cannot be read: ${message}`
        : message);
    } else {
      for (const fact of state.facts) {
        const cell = factCell(this.report, fact);
        const line = this.marks[fact.line - 1];
        if (cell && line !== undefined) this.facts.set(line, cell);
      }
      this.follows = new Map();
      for (const [kind, list] of Object.entries(state.consequences || {})) {
        for (const fact of list) {
          const cell = factCell(this.report, { ...fact, kind });
          if (cell) this.follows.set(cell.key, cell.state);
        }
      }
    }
    this.render();
    this.element.dataset.settled = 'true';
  }

  /** Cycles the mark in cell `key`: empty → ✓ → ✗ → empty. */
  cycle(key) {
    if (!this.report) return;
    const own = this.ownMarks().get(key) ?? 'empty';
    const next = NEXT_MARK[own];
    const lines = this.marks.filter((l) => this.facts.get(l)?.key !== key);
    if (next !== 'empty') {
      const line = markLine(this.report, this.names, key, next);
      this.facts.set(line, { key, state: next });
      // In place of the mark it replaces, so the lines keep their order.
      const at = this.marks.findIndex((l) => this.facts.get(l)?.key === key);
      if (at >= 0) lines.splice(at, 0, line);
      else lines.push(line);
    }
    this.setMarks(lines);
    this.said.textContent = `${this.grid.cells.get(key)?.name ?? ''}: ${SYMBOL[next] ?? 'empty'}`;
  }

  undo() {
    if (!this.history.length) return;
    const before = this.history.pop();
    this.setMarks(before, { record: false });
    this.say(`Undone: ${plural(before.length, 'mark')} now.`);
  }

  /** First press: how many marks are wrong; the next press (marks unchanged): which. */
  async check() {
    if (!this.report) return;
    const version = this.version;
    if (this.checked?.version === version && this.checked.wrong.length) {
      this.showWrong(this.checked);
      return;
    }
    this.clearHint();
    let r;
    try {
      r = await this.api.checkMarks(this.text, this.marksText);
    } catch (err) {
      if (!(err instanceof Stopped)) this.say(`The solver failed: ${err.message}`);
      return;
    }
    if (version !== this.version) return;
    this.element.dataset.checked = String(version);
    if (r.ok === false) {
      this.say(r.error.message);
      return;
    }
    if (r.unique) this.checked = { version, wrong: r.wrong, which: r.which };
    this.say(r.summary);
  }

  /** Outlines the wrong marks' cells, lists their lines and says which they are (the solver's sentence). */
  showWrong({ wrong: lines, which }) {
    this.wrong = new Set(lines.map((n) => this.facts.get(this.marks[n - 1])?.key).filter(Boolean));
    setChildren(this.wrongList, lines.map((n) => el('li', { 'data-line': n },
      el('span', { class: 'line-no' }, `mark ${n}`), ' ', el('q', {}, this.marks[n - 1] ?? ''))));
    this.wrongList.hidden = false;
    this.render();
    this.say(which);
  }

  /**
   * Hint from here: where to look, then what follows, then marking it. Wrong marks are
   * reported first instead, since a hint reasons from the marks.
   */
  async hint() {
    if (!this.report) return;
    const h = this.hinting;
    if (h?.version === this.version && h.level < 3) {
      if (h.level === 1) this.showHint(h.step, 2);
      else this.applyHint(h.step);
      return;
    }
    const version = this.version;
    let r;
    try {
      r = await this.api.hint(this.text, this.marksText);
    } catch (err) {
      if (!(err instanceof Stopped)) this.say(`The solver failed: ${err.message}`);
      return;
    }
    if (version !== this.version) return;
    this.clearHint();
    if (r.ok === false) {
      this.say(r.error.message);
      this.hintText.dataset.level = 'error';
    } else if (r.unique === false) {
      this.say(r.summary);
      this.hintText.dataset.level = 'not-unique';
    } else if (r.wrong?.length) {
      this.checked = { version, wrong: r.wrong, which: r.which };
      this.say(r.summary);
      this.hintText.dataset.level = 'wrong';
    } else if (r.solved) {
      this.say(r.summary);
      this.hintText.dataset.level = 'solved';
    } else if (r.step) {
      this.showHint(r.step, 1);
    } else {
      // `undecided`: the solver's search gave up; it never guesses.
      this.say(r.summary);
      this.hintText.dataset.level = 'undecided';
    }
  }

  /** Level 1: the clues quoted and the cells concerned; level 2: the deduction's sentence. */
  showHint(step, level) {
    this.hinting = { version: this.version, level, step };
    this.hintKind.hidden = false;
    this.hintText.dataset.level = String(level);
    const cells = stepCells(this.report, step);
    if (level === 1) {
      this.hinted = new Set(cells.keys());
      const texts = new Map((this.report.clues || []).map((c) => [c.line, c.text]));
      const lines = step.clues.map((line) => `line ${line}${texts.has(line) ? ` (“${texts.get(line)}”)` : ''}`);
      const where = lines.length
        ? `Look at ${lines.join(' and ')}`
        : 'No clue is needed: look at what your marks already say';
      const outlined = cells.size ? ', and at the outlined cells' : '';
      this.hintText.textContent = `${where}${outlined}. What follows? Press Hint again to see.`;
      this.cite(step.clues);
    } else {
      this.hintText.textContent =
        `${step.text} Press Hint again to mark ${cells.size === 1 ? 'it' : 'this'} in the grid.`;
    }
    this.render();
    this.say('');
    this.reveal();
  }

  /** Level 3: the hint's conclusions become marks (one Undo takes them back). */
  applyHint(step) {
    const cells = stepCells(this.report, step);
    const own = this.ownMarks();
    const lines = [...this.marks];
    const added = [];
    for (const [key, state] of cells) {
      if (own.get(key) === state) continue;
      const line = markLine(this.report, this.names, key, state);
      this.facts.set(line, { key, state });
      added.push(line);
    }
    // A cell the hint decides the other way than an empty cell: only new facts, so none here.
    this.setMarks([...lines, ...added]);
    this.say(added.length ? `Marked: ${added.join('; ')}.` : 'Nothing new to mark: your marks already say this.');
  }

  /**
   * Why cell `key`'s mark holds: the person's own mark, or what their ✓ marks imply. The
   * chain is the solver's, from the clues alone; its cells are outlined and its clues marked.
   */
  async why(key) {
    if (!this.report) return;
    const state = key && (this.ownMarks().get(key) ?? this.follows.get(key));
    if (!state) {
      this.say('Select a marked cell first (click it, or move to it with the arrow keys), then press Why?.');
      return;
    }
    const line = markLine(this.report, this.names, key, state);
    const version = this.version;
    let r;
    try {
      r = await this.api.whyFact(this.text, line);
    } catch (err) {
      if (!(err instanceof Stopped)) this.say(`The solver failed: ${err.message}`);
      return;
    }
    if (version !== this.version) return; // the marks changed meanwhile
    this.clearHint(); // and an earlier why
    this.say('');
    this.whyBox.show(line, r);
    this.whyCells = new Set(r.ok ? r.steps.flatMap((s) => [...stepCells(this.report, s).keys()]) : []);
    this.render();
    this.cite(r.ok ? [...new Set(r.steps.flatMap((s) => s.clues))].sort((a, b) => a - b) : []);
  }

  /** Hides the "why?" answer and its outlines. */
  clearWhy() {
    this.whyBox.hide();
    if (!this.whyCells.size) return;
    this.whyCells = new Set();
    this.cite([]);
    this.render();
  }

  /** Hides the hint, and a "why?" answer with it: both outline cells and clues. */
  clearHint() {
    this.clearWhy();
    this.hinting = null;
    this.hinted = new Set();
    this.hintKind.hidden = true;
    this.hintText.textContent = '';
    delete this.hintText.dataset.level;
    this.cite([]);
  }

  cite(lines) {
    // The editor's marks are redrawn (and its lines measured) only when the lines change:
    // every mark clears the hint, and most marks have no hint to clear.
    const key = lines.join(',');
    if (key === this.citedKey) return;
    this.citedKey = key;
    const cited = new Set(lines);
    for (const [line, li] of this.clueItems || []) li.classList.toggle('cited', cited.has(line));
    this.onCite(lines);
  }

  say(text) {
    this.status.textContent = text;
  }
}
