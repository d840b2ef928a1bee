// The clue editor: a plain textarea (so typing, undo and paste behave as everywhere) with a
// line-number gutter kept scrolled in step, and line marks drawn beside and behind the text.
// Long clues wrap; a hidden copy of the text, laid out like the textarea, gives each line's
// height, so a number and a mark cover all the rows of their line. The marks are:
// the error line (with its message), the clue lines the current step cites, and the lines
// of a contradiction, and beside each clue written in English the clue(s) it was read as.

import { el } from '../dom.js';

export class LineEditor {
  constructor({ id, oninput, describedBy, labelledBy }) {
    this.marks = { error: null, message: '', cited: [], conflict: [], english: [] };
    this.gutterInner = el('div', { class: 'zebra-gutter-inner' });
    this.gutter = el('div', { class: 'zebra-gutter', 'data-testid': 'zebra-gutter', 'aria-hidden': 'true' }, this.gutterInner);
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
    const done = document.execCommand?.('insertText', false, text);
    this.replacing = false;
    if (!done || ta.value !== text) ta.value = text;
    if (focused && focused !== ta) focused.focus({ preventScroll: true });
    ta.setSelectionRange(0, 0);
    ta.scrollTop = 0;
    this.refresh();
  }

  /**
   * Sets the marks: {error: line|null, message, cited: [line], conflict: [line],
   * english: [{line, clues}]} (merged).
   */
  mark(marks) {
    Object.assign(this.marks, marks);
    this.drawMarks();
  }

  refresh() {
    const lines = this.textarea.value.split('\n').length;
    this.textarea.rows = Math.max(12, Math.min(28, lines + 1));
    if (lines !== this.lineCount) {
      this.lineCount = lines;
      const numbers = [];
      for (let i = 1; i <= lines; i++) numbers.push(el('div', { class: 'ln', 'data-line': i }, String(i)));
      this.gutterInner.replaceChildren(...numbers);
    }
    // Typing (or a paste that arrives as one input event per line) redraws once a frame: the
    // measuring costs a layout of the page.
    if (!this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = null;
        this.drawMarks();
      });
    }
  }

  /** Each line's top and height after wrapping, measured on the hidden copy of the text. */
  measure() {
    const ta = this.textarea;
    // Marks change far more often than the text or the width: measure once per pair.
    const key = `${ta.clientWidth}\u0000${ta.value}`;
    if (key === this.measured) return;
    this.measured = key;
    const texts = ta.value.split('\n');
    this.mirror.style.width = `${ta.clientWidth}px`;
    this.mirror.replaceChildren(...texts.map((t) => el('div', {}, t || '\u200b')));
    const origin = this.mirror.getBoundingClientRect().top;
    this.tops = [...this.mirror.children].map((d) => {
      const r = d.getBoundingClientRect();
      return { top: r.top - origin, height: r.height };
    });
  }

  drawMarks() {
    this.measure();
    const { error, message, cited, conflict, english } = this.marks;
    const readings = new Map(english.map((r) => [r.line, r.clues.join('; ') || '(a question: no clue)']));
    const cls = new Map();
    const add = (line, c) => {
      if (!line || line > this.lineCount) return;
      cls.set(line, [...(cls.get(line) || []), c]);
    };
    for (const line of cited) add(line, 'cited');
    for (const line of conflict) add(line, 'conflict');
    for (const line of readings.keys()) add(line, 'english');
    add(error, 'bad-line');
    for (const ln of this.gutterInner.children) {
      const line = Number(ln.dataset.line);
      const classes = cls.get(line) || [];
      ln.className = ['ln', ...classes].join(' ');
      const at = this.tops[line - 1];
      if (at?.height) ln.style.height = `${at.height}px`;
      if (classes.includes('bad-line')) {
        ln.replaceChildren(el('span', { class: 'marker', 'data-testid': 'zebra-error-marker', title: message }, '!'), String(line));
      } else if (classes.includes('english')) {
        ln.replaceChildren(el('span', { class: 'marker reading-marker', title: `read as: ${readings.get(line)}` }, '≡'), String(line));
      } else if (ln.childNodes.length !== 1 || ln.firstChild.nodeType !== Node.TEXT_NODE) {
        ln.textContent = String(line);
      }
    }
    const texts = this.textarea.value.split('\n');
    this.bands.replaceChildren(...[...cls].map(([line, classes]) =>
      el('div', {
        class: `band ${classes.join(' ')}`,
        style: this.tops[line - 1]?.height
          ? { top: `${this.tops[line - 1].top}px`, height: `${this.tops[line - 1].height}px` }
          : { top: `calc(${line - 1} * var(--zebra-lh))` },
      },
        classes.includes('bad-line') && message
          ? el('span', { class: 'band-message', style: { left: `${[...(texts[line - 1] || '')].length + 2}ch` } },
            `← ${message.replace(/^line \d+: /, '')}`)
          : readings.has(line)
            ? el('span', { class: 'band-reading', 'data-testid': 'zebra-reading', 'data-line': line, style: { left: `${[...(texts[line - 1] || '')].length + 2}ch` } },
              `→ ${readings.get(line)}`)
            : null)));
    this.syncScroll();
  }

  syncScroll() {
    const y = this.textarea.scrollTop;
    this.gutterInner.style.transform = `translateY(${-y}px)`;
    this.bands.style.transform = `translate(${-this.textarea.scrollLeft}px, ${-y}px)`;
  }

  /** Scrolls the textarea (not the page) so `line` is in view. */
  reveal(line) {
    const ta = this.textarea;
    const lh = ta.scrollHeight / Math.max(1, this.lineCount + 0.0001);
    const lineHeight = this.tops[line - 1]?.height || parseFloat(getComputedStyle(ta).lineHeight) || lh;
    const top = this.tops[line - 1]?.top ?? (line - 1) * lineHeight;
    if (top < ta.scrollTop || top + lineHeight > ta.scrollTop + ta.clientHeight - lineHeight) {
      ta.scrollTop = Math.max(0, top - ta.clientHeight / 3);
    }
  }

  focusLine(line) {
    const lines = this.textarea.value.split('\n');
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    this.textarea.focus();
    this.textarea.setSelectionRange(start, start + (lines[line - 1] || '').length);
    this.reveal(line);
  }
}
