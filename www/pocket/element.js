// <pocket-cube facelets="…" moves="…" controls autoplay tempo="1.5" solve editable metric="qtm">
// The 3D cube in a given state, playing given moves (any of U D L R F B x y z, as tutorials
// write them) or, with `solve`, the optimal solution. `editable` adds the paintable net.
// API: play(), pause(), solve(); events: solved, error.

import { el } from '../dom.js';
import { PuzzleElement } from '../element-base.js';
import { Palette } from './palette.js';
import { Net } from './net.js';
import { Cube3D } from './cube3d.js';
import { Player } from './player.js';

let geometry = null; // one copy per page, from the solver

export class PocketCubeElement extends PuzzleElement {
  static observedAttributes = ['facelets', 'moves', 'controls', 'autoplay', 'tempo', 'solve', 'editable', 'metric'];

  async build() {
    geometry ??= this.call('pocket_geometry');
    this.geometry = await geometry;
    this.palette = new Palette();
    this.view = new Cube3D(this.geometry, (c) => this.palette.colourOf(c));
    this.player = new Player(this.view, this.call);
    this.net = new Net(this.geometry, this.palette, () => this.painted());
    this.solveButton = el('button', { type: 'button', class: 'primary', 'data-testid': 'solve', onclick: () => this.runSolve(true) }, 'Solve');
    this.editor = el('div', { class: 'element-editor' }, this.net.element, el('div', { class: 'buttons' }, this.solveButton));
    this.body.replaceChildren(el('div', { class: 'pocket-element' }, this.editor, el('div', {}, this.view.element, this.player.element)));
    new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      this.style.setProperty('--u', `${Math.max(14, Math.min(48, width / 9))}px`);
    }).observe(this);
  }

  async update() {
    if (!this.view) await this.build();
    this.editor.hidden = !this.hasAttribute('editable');
    this.player.controls.hidden = !this.hasAttribute('controls');
    const tempo = Number(this.getAttribute('tempo'));
    if (tempo > 0) this.player.tempo = tempo;

    const typed = (this.getAttribute('facelets') || '').replace(/\s+/g, '');
    const facelets = typed || 'UUUULLFFRRBBLLFFRRBBDDDD';
    if ([...facelets].length !== 24 || !this.palette.adopt([...facelets])) {
      const r = await this.call('pocket_validate', facelets);
      this.fail(r.ok ? 'facelets: expected 24 stickers in six colours' : `facelets: ${r.error.message}`);
      return;
    }
    this.facelets = facelets;
    this.net.setAll([...facelets].map((c) => this.palette.slotOf(c)));
    if (this.hasAttribute('solve')) {
      await this.runSolve(this.hasAttribute('autoplay'));
      return;
    }
    await this.load(this.getAttribute('moves') || '');
    if (this.hasAttribute('autoplay')) this.player.play();
  }

  async load(moves) {
    const r = await this.player.load(this.facelets, moves);
    if (!r.ok) {
      this.fail(`moves: ${r.error.message}`);
      return false;
    }
    this.clearError();
    return true;
  }

  painted() {
    this.facelets = this.net.stickers.map((s) => (s < 0 ? '?' : this.palette.slots[s].char)).join('');
    this.player.load(this.facelets, '');
    this.dispatchEvent(new CustomEvent('change', { detail: { facelets: this.facelets } }));
  }

  /** Solves the cube shown and plays the answer; resolves to {moves, length} or null. */
  async solve() {
    await this.updated;
    return this.runSolve(true);
  }

  async runSolve(play) {
    const metric = this.getAttribute('metric') === 'qtm' ? 'qtm' : 'htm';
    const r = await this.call('pocket_solve', this.facelets, metric, false);
    if (!r.ok) {
      this.fail(r.error.message);
      this.net.highlight(r.error.stickers);
      return null;
    }
    this.net.highlight([]);
    if (!(await this.load(r.moves))) return null;
    this.announceSolved({ moves: r.moves, length: r.length, metric });
    if (play && r.length) this.player.play();
    return { moves: r.moves, length: r.length };
  }

  play() {
    this.player?.play();
  }

  pause() {
    this.player?.pause();
  }
}
