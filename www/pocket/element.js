// <pocket-cube facelets="…" moves="…" controls autoplay tempo="1.5" solve editable scan metric="qtm">
// The 3D cube in a given state, playing given moves (any of U D L R F B x y z, as tutorials
// write them) or, with `solve`, the optimal solution. `editable` adds the paintable net, and
// `scan` with it the camera scan (scan.js).
// API: play(), pause(), solve(); events: solved, error. An attribute the element cannot use
// (facelets the solver refuses, unreadable moves, a metric other than htm or qtm, a tempo
// that is not a positive number, solve together with moves) puts it in its error state,
// naming the attribute, with no cube shown: it never shows or solves another cube instead.
// Without `solve`, any 24 stickers in up to six colours are shown as given (a tutorial may
// grey some out), since nothing is solved.

import { el } from '../dom.js';
import { PuzzleElement } from '../element-base.js';
import { Palette, DEFAULT_PALETTE, DEFAULT_SCHEME } from './palette.js';
import { Net } from './net.js';
import { Cube3D } from './cube3d.js';
import { Player } from './player.js';
import { pocketApi } from './api.js';
import { PocketSession } from './session.js';
import { Scanner } from './scan.js';
import { pocket } from '../solver-pocket.js';

let geometry = null; // one copy per page, from the solver

export class PocketCubeElement extends PuzzleElement {
  static puzzle = 'pocket';
  static solver = pocket;
  static stylesheets = [new URL('./pocket.css', import.meta.url).href];
  static observedAttributes = ['facelets', 'moves', 'controls', 'autoplay', 'tempo', 'solve', 'editable', 'scan',
    'metric'];

  constructor() {
    super();
    this.api = pocketApi(this.call);
    this.session = new PocketSession(this.api);
  }

  async build() {
    geometry ??= this.api.geometry();
    this.geometry = await geometry;
    this.palette = new Palette();
    this.view = new Cube3D(this.geometry, (c) => this.palette.colourOf(c));
    this.player = new Player(this.view, this.api);
    this.net = new Net(this.geometry, this.palette, () => this.painted());
    this.solveButton = el('button', {
      type: 'button', class: 'primary', 'data-testid': 'solve',
      onclick: () => this.runSolve(true, this.painting ? 'the painted cube' : 'facelets'),
    }, 'Solve');
    this.scanner = new Scanner((...args) => this.api.scan(...args), (slots, unsure) => {
      this.net.setAll(slots);
      this.painted();
      this.net.markUnsure(unsure);
    });
    this.editor = el('div', { class: 'element-editor' }, this.net.element,
      el('div', { class: 'buttons' }, this.solveButton), this.scanner.element);
    this.body.replaceChildren(
      el('div', { class: 'pocket-element' }, this.editor, el('div', {}, this.view.element, this.player.element)));
    new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      this.style.setProperty('--u', `${Math.max(14, Math.min(48, width / 9))}px`);
    }).observe(this);
  }

  async update() {
    geometry ??= this.api.geometry();
    this.askAhead();
    if (!this.view) await this.build();
    this.editor.hidden = !this.hasAttribute('editable');
    this.scanner.element.hidden = !this.hasAttribute('scan');
    if (!this.hasAttribute('scan') || !this.hasAttribute('editable')) this.scanner.stop();
    this.player.controls.hidden = !this.hasAttribute('controls');
    // Every attribute given is used or refused by name: the element never shows some other
    // cube, moves or metric than its attributes say.
    const problem = this.attributeProblem();
    if (problem) {
      this.refuse(problem);
      return;
    }
    if (this.hasAttribute('tempo')) this.player.tempo = Number(this.getAttribute('tempo'));

    const given = this.getAttribute('facelets');
    const r = await this.session.check(given ?? this.solvedInColours());
    if (r.stickers === null || !this.palette.adopt([...r.stickers])) {
      this.refuse(`facelets: ${r.error.message}`);
      return;
    }
    this.facelets = r.stickers;
    this.painting = false;
    this.solveButton.disabled = false;
    this.refused = false;
    this.net.setAll([...r.stickers].map((c) => this.palette.slotOf(c)));
    this.body.hidden = false;
    if (this.hasAttribute('solve')) {
      await this.runSolve(this.hasAttribute('autoplay'), 'facelets');
      return;
    }
    if (!(await this.load(this.getAttribute('moves') || ''))) return;
    if (this.hasAttribute('autoplay')) this.player.play();
  }

  /**
   * With `solve` and `facelets`, asks for the check and the solution at once, before the views
   * are built and without waiting for the check's answer (the session's `askAhead`).
   * `update()` takes the check's answer from there, and `runSolve` the solution.
   */
  askAhead() {
    const given = this.getAttribute('facelets');
    this.session.forgetAhead();
    if (given === null || !this.hasAttribute('solve') || this.attributeProblem()) return;
    this.session.askAhead(given, this.chosenMetric(), { check: true });
  }

  /** The metric attribute's word (attributeProblem() has refused any other). */
  chosenMetric() {
    return /** @type {'htm' | 'qtm'} */ ((this.getAttribute('metric') || 'htm').toLowerCase());
  }

  /**
   * The solved cube in the app's colour letters (W Y G B R O), not the solver's face letters:
   * without `facelets` the palette and the painted facelets read as in the app.
   */
  solvedInColours() {
    return [...this.geometry.solved].map((face) => DEFAULT_PALETTE[DEFAULT_SCHEME[face]].char).join('');
  }

  /** What is wrong with an attribute that needs no solver to check, or null. */
  attributeProblem() {
    const metric = this.getAttribute('metric');
    if (metric !== null && !['htm', 'qtm'].includes(metric.toLowerCase())) {
      return `metric: must be htm or qtm, not “${metric}”`;
    }
    const tempo = this.getAttribute('tempo');
    if (tempo !== null && !(Number(tempo) > 0 && Number.isFinite(Number(tempo)))) {
      return `tempo: must be a number of moves per second above 0, not “${tempo}”`;
    }
    if (this.hasAttribute('solve') && this.hasAttribute('moves')) {
      return 'solve: plays the optimal solution, so it cannot go with moves (remove one of them)';
    }
    return null;
  }

  /** The error state for a bad attribute: the message, and no cube that is not the one asked for. */
  refuse(message) {
    this.refused = true;
    this.player.stop();
    this.body.hidden = true;
    this.fail(message);
  }

  /** Loads `moves` from the cube shown, with the states along them if they were asked ahead. */
  async load(moves, states = null) {
    const r = await this.player.load(this.facelets, moves, states);
    if (!r.ok) {
      this.refuse(`moves: ${r.error.message}`);
      return false;
    }
    this.clearError();
    return true;
  }

  painted() {
    this.facelets = this.net.stickers.map((s) => (s < 0 ? '?' : this.palette.slots[s].char)).join('');
    this.player.load(this.facelets, '');
    this.painting = true; // Solve now answers the painted cube, not the attribute's
    this.session.forgetAhead();
    this.net.highlight([]);
    this.clearError();
    this.checkPainting(this.facelets);
    this.dispatchEvent(new CustomEvent('change', { detail: { facelets: this.facelets } }));
  }

  /**
   * Says at once when no cube fits the painting, outlining the fewest stickers to repaint,
   * and keeps Solve off until it is mended (every paint asks again; only the newest answer
   * counts). Not the element's error state: the element still works, the painting is wrong.
   */
  async checkPainting(facelets) {
    const asked = (this.paintChecks = (this.paintChecks || 0) + 1);
    const r = await this.session.complete(facelets, this.palette.letters);
    if (!r || !this.painting) return; // a newer painting is being asked about, or none is shown
    const wrong = r.ok === false && r.error.kind !== 'fixed_corner_unpainted';
    this.solveButton.disabled = wrong;
    if (wrong) {
      this.errorBox.textContent = `The painted cube: ${r.error.message}.`;
      this.errorBox.hidden = false;
      this.net.highlight(r.error.stickers);
    }
    // Which check the element shows (tests wait on it).
    this.paintChecked = asked;
  }

  /** Solves the cube shown and plays the answer; resolves to {moves, length, summary} or null. */
  async solve() {
    await this.updated;
    if (this.refused) return null;
    return this.runSolve(true, this.painting ? 'the painted cube' : 'facelets');
  }

  /** `source` names what the cube came from, for the error: the attribute or the painting. */
  async runSolve(play, source = 'the painted cube') {
    // Unpainted stickers are fine when one cube fits the painting; the solver says which
    // sticker to paint when several do.
    const metric = this.chosenMetric();
    const asked = this.session.solve(this.facelets, metric);
    const r = await asked.answer;
    if (r.ok === false) {
      this.fail(`${source}: ${r.error.message}`);
      this.net.highlight(r.error.stickers);
      return null;
    }
    this.net.highlight([]);
    if (r.facelets) this.facelets = r.facelets; // the one cube a painting with '?' allows
    if (!(await this.load(r.moves, await asked.states))) return null;
    // The answer in the solver's sentence, the one the app's tool shows.
    const answer = { moves: r.moves, length: r.length, summary: r.summary };
    this.announceSolved({ ...answer, metric });
    if (play && r.length) this.player.play();
    return answer;
  }

  play() {
    this.player?.play();
  }

  pause() {
    this.player?.pause();
  }
}

// Importing this module defines <pocket-cube> (the package's `puzzlebox-elements/pocket-cube`); embed.js
// imports it when a page has such an element.
if (!customElements.get('pocket-cube')) customElements.define('pocket-cube', PocketCubeElement);
