// The clue editor: a plain textarea (so typing, undo and paste behave as everywhere) with a
// line-number gutter kept scrolled in step, and line marks drawn beside and behind the text.
// Long clues wrap; a hidden copy of the text, laid out like the textarea, gives each line's
// height, so a number and a mark cover all the rows of their line. A long text (thousands
// of lines) is shown unwrapped instead, and its gutter holds only the numbers around the
// view, so its gutter costs no more to draw than a short text's (how long a text the box
// takes is dom.js's TEXT_BOX_MAX). The marks are:
// the error line (with its message), the clue lines the current step cites, and the lines
// of a contradiction, and beside each clue written in English the clue(s) it was read as.

import { el, setChildren } from '../dom.js';

/** Texts with more lines (or characters) than these are shown unwrapped, and not measured. */
const MEASURED_LINES = 1000;
const MEASURED_CHARS = 100_000;
/** An unwrapped text's gutter draws this many rows above and below the ones in view. */
const WINDOW_MARGIN = 60;

/** The number of lines of `text` (one more than its new lines), without splitting it. */
function countLines(text) {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export class LineEditor {
  constructor({ id, oninput, describedBy, labelledBy }) {
    this.marks = { error: null, message: '', errors: [], cited: [], conflict: [], english: [] };
    this.gutterInner = el('div', { class: 'zebra-gutter-inner' });
    this.gutter = el('div', { class: 'zebra-gutter', 'data-testid': 'zebra-gutter', 'aria-hidden': 'true' },
      this.gutterInner);
    this.bands = el('div', { class: 'zebra-bands', 'aria-hidden': 'true' });
    this.textarea = el('textarea', {
      id, class: 'zebra-text', 'data-testid': 'zebra-text', spellcheck: 'false',
      autocomplete: 'off', autocapitalize: 'off', 'aria-describedby': describedBy, 'aria-labelledby': labelledBy,
      oninput: () => { this.refresh(); if (!this.replacing) oninput(); },
      onscroll: () => this.syncScroll(),
    });
    this.mirror = el('div', { class: 'zebra-mirror', 'aria-hidden': 'true' });
    this.element = el('div', { class: 'zebra-editor' }, this.gutter,
      el('div', { class: 'zebra-textwrap' }, this.mirror, this.bands, this.textarea));
    this.lineCount = 0;
    this.plain = false; // a long text: unwrapped, its gutter drawn around the view (see refresh)
    this.drawn = null; // the lines the gutter holds
    this.tops = []; // per line: its top and height in px inside the text, after wrapping
    // A wider or narrower box wraps the lines differently.
    if (typeof ResizeObserver === 'function') {
      let width = 0;
      new ResizeObserver(() => {
        if (this.textarea.clientWidth === width) return;
        width = this.textarea.clientWidth;
        this.drawMarks();
      }).observe(this.textarea);
    }
  }

  get value() { return this.textarea.value; }

  set value(text) {
    this.fit(text); // before the text goes in: the box is laid out once, as it will be shown
    this.textarea.value = text;
    this.textarea.scrollTop = 0;
    this.refresh();
  }

  /**
   * Replaces the whole text as one edit that the browser's own Undo (Ctrl+Z) takes back,
   * which setting `value` is not: Einstein or New puzzle pressed by mistake must not cost a
   * typed puzzle. The caller's oninput is not called for it; focus goes back where it was.
   */
  replace(text) {
    const ta = this.textarea;
    const focused = ta.getRootNode().activeElement;
    this.replacing = true;
    ta.focus({ preventScroll: true });
    ta.select();
    // execCommand is the only way to edit a textarea through its undo history; where it is
    // missing or refuses, the text is still replaced (without Undo).
    this.fit(text);
    const done = document.execCommand?.('insertText', false, text);
    this.replacing = false;
    if (!done || ta.value !== text) ta.value = text;
    if (focused && focused !== ta) focused.focus({ preventScroll: true });
    ta.setSelectionRange(0, 0);
    ta.scrollTop = 0;
    this.refresh();
  }

  /**
   * Sets the marks: {error: line|null, message, errors: [{line, message}] (every line that
   * did not read, each marked with its own message), cited: [line], conflict: [line],
   * english: [{line, clues}]} (merged).
   */
  mark(marks) {
    // Marks the same as those drawn are not drawn again: drawing measures the page, which
    // holding a big grid costs a long pause (showing a step that cites no clue, say).
    // The drawing waits for the next frame: called as a step or a grid is drawn (a reader's
    // click), measuring at once would lay out the page before that frame does it again.
    const same = Object.entries(marks).every(([k, v]) => JSON.stringify(v) === JSON.stringify(this.marks[k]));
    Object.assign(this.marks, marks);
    if (!same || !this.drawn) this.nextFrame();
  }

  /**
   * Shows `text`'s way: a long text unwrapped, every line one row high, so no line has to be
   * measured (laying out thousands of wrapped lines, and a gutter number for each, would hold
   * up the page for seconds).
   */
  fit(text) {
    const lines = countLines(text);
    this.textarea.rows = Math.max(12, Math.min(28, lines + 1));
    this.lineCount = lines;
    const plain = lines > MEASURED_LINES || text.length > MEASURED_CHARS;
    if (plain !== this.plain) {
      this.plain = plain;
      this.element.classList.toggle('zebra-plain', plain);
      this.textarea.wrap = plain ? 'off' : 'soft';
    }
  }

  refresh() {
    this.fit(this.textarea.value);
    // Typing (or a paste that arrives as one input event per line) redraws once a frame: the
    // measuring costs a layout of the page.
    this.nextFrame();
  }

  /** Draws the marks (and scrolls to the line to reveal) once, at the next frame. */
  nextFrame() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.drawMarks();
    });
  }

  /** Each line's top and height after wrapping, measured on the hidden copy of the text. */
  measure() {
    const ta = this.textarea;
    if (this.plain) {
      this.tops = [];
      this.mirror.replaceChildren();
      this.measured = null;
      return;
    }
    // Marks change far more often than the text or the width: measure once per pair.
    const key = `${ta.clientWidth}\u0000${ta.value}`;
    if (key === this.measured) return;
    this.measured = key;
    const texts = ta.value.split('\n');
    this.mirror.style.width = `${ta.clientWidth}px`;
    setChildren(this.mirror, texts.map((t) => el('div', {}, t || '\u200b')));
    const origin = this.mirror.getBoundingClientRect().top;
    this.tops = [...this.mirror.children].map((d) => {
      const r = d.getBoundingClientRect();
      return { top: r.top - origin, height: r.height };
    });
  }

  /** The height of one row in px (every line's, for an unwrapped text). */
  rowHeight() {
    return parseFloat(getComputedStyle(this.textarea).lineHeight) || 20;
  }

  /** Line `line`'s top and height inside the text, in px. */
  lineBox(line) {
    const at = this.tops[line - 1];
    if (at?.height) return at;
    const h = this.rowHeight();
    return { top: (line - 1) * h, height: h };
  }

  /** The lines to draw: all of a wrapped (short) text, the rows around the view of a long one. */
  window(scrollTop) {
    if (!this.plain) return { first: 1, last: this.lineCount };
    const h = this.rowHeight();
    const top = Math.floor(scrollTop / h) + 1;
    const rows = Math.ceil(this.textarea.clientHeight / h);
    return {
      first: Math.max(1, top - WINDOW_MARGIN),
      last: Math.min(this.lineCount, top + rows + WINDOW_MARGIN),
    };
  }

  /**
   * Draws the gutter and the marks. Everything read from the layout is read first, then
   * written: a read after a write would lay the page out a second time.
   */
  drawMarks() {
    this.measure();
    if (this.revealing) this.scrollToLine(this.revealing);
    this.revealing = null;
    const scroll = { x: this.textarea.scrollLeft, y: this.textarea.scrollTop };
    const { error, message, errors, cited, conflict, english } = this.marks;
    const bad = new Map(errors.map((e) => [e.line, e.message]));
    if (error && !bad.has(error)) bad.set(error, message);
    const readings = new Map(english.map((r) => [r.line, r.clues.join('; ') || '(a question: no clue)']));
    const cls = new Map();
    const add = (line, c) => {
      if (!line || line > this.lineCount) return;
      cls.set(line, [...(cls.get(line) || []), c]);
    };
    for (const line of cited) add(line, 'cited');
    for (const line of conflict) add(line, 'conflict');
    for (const line of readings.keys()) add(line, 'english');
    for (const line of bad.keys()) add(line, 'bad-line');
    const { first, last } = this.window(scroll.y);
    this.drawn = { first, last };
    const numbers = [];
    for (let line = first; line <= last; line++) {
      const classes = cls.get(line) || [];
      const ln = el('div', { class: ['ln', ...classes].join(' '), 'data-line': line });
      if (this.tops[line - 1]?.height) ln.style.height = `${this.tops[line - 1].height}px`;
      if (classes.includes('bad-line')) {
        const title = bad.get(line);
        ln.append(el('span', { class: 'marker', 'data-testid': 'zebra-error-marker', title }, '!'), String(line));
      } else if (classes.includes('english')) {
        const marker = el('span', { class: 'marker reading-marker', title: `read as: ${readings.get(line)}` }, '≡');
        ln.append(marker, String(line));
      } else {
        ln.textContent = String(line);
      }
      numbers.push(ln);
    }
    // The numbers above the first one drawn are a gap of their height.
    this.gutterInner.style.paddingTop = `calc(var(--zebra-pad) + ${this.lineBox(first).top}px)`;
    setChildren(this.gutterInner, numbers);
    const shown = [...cls].filter(([line]) => line >= first && line <= last);
    const texts = shown.length ? this.textarea.value.split('\n') : [];
    const after = (line) => ({ left: `${[...(texts[line - 1] || '')].length + 2}ch` });
    setChildren(this.bands, shown.map(([line, classes]) =>
      el('div', {
        class: `band ${classes.join(' ')}`,
        style: { top: `${this.lineBox(line).top}px`, height: `${this.lineBox(line).height}px` },
      },
        classes.includes('bad-line') && message
          ? el('span', { class: 'band-message', style: after(line) }, `← ${message.replace(/^line \d+: /, '')}`)
          : readings.has(line)
            ? el('span', {
              class: 'band-reading', 'data-testid': 'zebra-reading', 'data-line': line, style: after(line),
            }, `→ ${readings.get(line)}`)
            : null)));
    this.follow(scroll);
  }

  syncScroll() {
    const scroll = { x: this.textarea.scrollLeft, y: this.textarea.scrollTop };
    // A long text's gutter holds the rows around the view: scrolled past them, it is redrawn.
    if (this.plain && this.drawn) {
      const { first, last } = this.window(scroll.y);
      const above = first < this.drawn.first && this.drawn.first > 1;
      if (above || (last > this.drawn.last && this.drawn.last < this.lineCount)) {
        this.drawMarks();
        return;
      }
    }
    this.follow(scroll);
  }

  /** Moves the gutter and the marks with the text scrolled to `x`, `y`. */
  follow({ x, y }) {
    this.gutterInner.style.transform = `translateY(${-y}px)`;
    this.bands.style.transform = `translate(${-x}px, ${-y}px)`;
  }

  /**
   * Scrolls the textarea (not the page) so `line` is in view, at the next frame with the
   * marks: its place is known once the text is measured.
   */
  reveal(line) {
    this.revealing = line;
    this.nextFrame();
  }

  scrollToLine(line) {
    const ta = this.textarea;
    const { top, height: lineHeight } = this.lineBox(line);
    if (top < ta.scrollTop || top + lineHeight > ta.scrollTop + ta.clientHeight - lineHeight) {
      ta.scrollTop = Math.max(0, top - ta.clientHeight / 3);
    }
  }

  focusLine(line) {
    const text = this.textarea.value;
    let start = 0;
    for (let n = 1; n < line && start >= 0; n++) start = text.indexOf('\n', start) + 1 || -1;
    if (start < 0) return;
    const end = text.indexOf('\n', start);
    this.textarea.focus();
    this.textarea.setSelectionRange(start, end < 0 ? text.length : end);
    this.reveal(line);
  }
}
