// What the step panel shows while a search step is cut to its fewest facts (the worker does
// it in slices, a "why?" or a check answered between two): after a moment "Finding the
// fewest facts… N s" and Stop, for the step being cut while the reader is on it.

import { el, button, liveNote } from '../dom.js';

/** A cut that ends sooner than this shows nothing. */
const DELAY_MS = 300;

export class OpeningProgress {
  /** `onStop()`: Stop pressed (or Esc): the cut is to be dropped. @param {() => void} onStop */
  constructor(onStop) {
    this.note = el('span', { class: 'zebra-busy', 'data-testid': 'zebra-opening-note' });
    this.stop = button('Stop', 'zebra-opening-stop', () => onStop(),
      { title: 'Stop looking for fewer facts (Esc); the step stays as it is' });
    this.row = el('div', { class: 'buttons zebra-busy-row', 'data-testid': 'zebra-opening', hidden: true },
      this.note, this.stop);
    this.said = liveNote('zebra-opening-said');
    this.element = el('div', { class: 'zebra-opening' }, this.row, this.said.node);
    this.index = null; // the step being cut
    this.stoppedAt = null; // the step whose cut was stopped last
    this.shownIndex = null; // the step the reader is on
    this.started = 0;
    this.due = false; // shown once the delay is over
    this.delay = 0;
    this.timer = 0;
    this.token = 0;
  }

  /**
   * Step `index` is being cut from now on: a token for `end`. @param {number} index
   * @returns {number}
   */
  start(index) {
    this.end(this.token);
    this.stoppedAt = null;
    this.index = index;
    this.started = performance.now();
    this.delay = setTimeout(() => {
      this.due = true;
      this.tick();
      this.timer = setInterval(() => this.tick(), 1000);
    }, DELAY_MS);
    return ++this.token;
  }

  /**
   * The cut `start` gave `token` for is over (answered, dropped or stopped); nothing if
   * another has started since. @param {number} token
   */
  end(token) {
    if (token !== this.token) return;
    clearTimeout(this.delay);
    clearInterval(this.timer);
    this.index = null;
    this.due = false;
    this.tick();
  }

  /** A new report: nothing of the old one's steps is shown. */
  reset() {
    this.end(this.token);
    this.stoppedAt = null;
    this.tick();
  }

  /** Whether Stop is shown (what Esc stops). */
  get shown() {
    return !this.row.hidden && !this.stop.hidden;
  }

  /** The reader is on step `index` now. @param {number} index */
  at(index) {
    this.shownIndex = index;
    this.tick();
  }

  /** The cut was stopped: says so under its step. */
  stopped() {
    const [index, seconds] = [this.index, (performance.now() - this.started) / 1000];
    this.end(this.token);
    this.stoppedAt = index;
    this.note.textContent =
      `Finding the fewest facts was stopped after ${seconds.toFixed(1)} s; the step stays as it is.`;
    this.tick();
  }

  tick() {
    if (this.index === null) {
      this.stop.hidden = true;
      this.row.hidden = this.stoppedAt === null || this.shownIndex !== this.stoppedAt;
      this.said.say(this.row.hidden ? '' : this.note.textContent);
      return;
    }
    const s = Math.floor((performance.now() - this.started) / 1000);
    this.note.textContent = s ? `Finding the fewest facts… ${s} s` : 'Finding the fewest facts…';
    this.stop.hidden = false;
    this.row.hidden = !(this.due && this.shownIndex === this.index);
    this.said.say(this.row.hidden ? '' : 'Finding the fewest facts for this step; Stop (Esc) leaves it as it is.');
  }
}
