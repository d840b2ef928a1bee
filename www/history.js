// Undo for the painters (pocket cube, Instant Insanity): the states that a person's changes
// replaced, newest last. Clear, Scramble or New puzzle pressed by mistake, or a stray drag
// across the net, must not cost a painted puzzle. The text fields keep their own Ctrl+Z; this
// is the Undo button, and Ctrl+Z while the net has focus.

import { el } from './dom.js';

const LIMIT = 200;

export class History {
  /**
   * `snapshot()` gives the painted state as a string; `restore(state)` puts one back (and may
   * report it as a change: a state equal to the current one is not recorded).
   */
  constructor(snapshot, restore, testid) {
    this.snapshot = snapshot;
    this.restore = restore;
    this.past = [];
    this.current = null;
    this.stroke = false; // inside a pointer stroke
    this.recorded = false; // the stroke has recorded its starting state
    this.button = el('button', {
      type: 'button', 'data-testid': testid, disabled: true, onclick: () => this.undo(),
      title: 'Undo the last change to the cubes (Ctrl+Z on the net)',
    }, 'Undo');
  }

  /**
   * Lets `area` (the net) group a drag into one step and take Ctrl+Z. Capture phase: the
   * stroke must begin before the net's own pointerdown paints the first sticker.
   */
  watch(area) {
    area.addEventListener('pointerdown', () => { this.stroke = true; this.recorded = false; }, true);
    window.addEventListener('pointerup', () => { this.stroke = false; });
    window.addEventListener('pointercancel', () => { this.stroke = false; });
    area.addEventListener('keydown', (e) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && e.target.tagName !== 'INPUT') {
        e.preventDefault();
        this.undo();
      }
    });
  }

  /** After any change: the state it replaced becomes one step back (a whole drag is one). */
  changed() {
    const now = this.snapshot();
    if (this.current === null || now === this.current) {
      this.current = now;
      return;
    }
    if (!(this.stroke && this.recorded)) {
      this.past.push(this.current);
      if (this.past.length > LIMIT) this.past.shift();
    }
    this.recorded = this.stroke;
    this.current = now;
    this.button.disabled = false;
  }

  undo() {
    if (!this.past.length) return;
    this.current = this.past.pop();
    this.button.disabled = !this.past.length;
    this.restore(this.current);
  }
}
