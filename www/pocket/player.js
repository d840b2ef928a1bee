// Playback of a move sequence on the 3D view, in the manner of cubing.js's twisty-player:
// play/pause, step back/forward, jump to start/end, a scrubber, a speed control, and the
// move turning (or, at rest, the last move made) highlighted in the move list. Keys (while
// the player or its view has focus): space play/pause, ←/→ step, Home/End jump.
//
// The model is {states, moves, index}; every state comes from the solver (`pocket_apply`),
// so the player never works out a cube position itself.

import { el, svg, iconButton as button } from '../dom.js';
import { latest } from '../latest.js';

// Small drawn icons: symbol fonts are not on every machine. The step icons are chevrons so
// that they cannot be taken for Play's solid triangle.
const ICONS = {
  start: 'M5 4h2v16H5zM20 4v16L8 12z',
  back: 'M15.5 4 18 6.5 12.5 12l5.5 5.5-2.5 2.5-8-8z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zm8 0h4v16h-4z',
  forward: 'M8.5 4 6 6.5l5.5 5.5L6 17.5 8.5 20l8-8z',
  end: 'M17 4h2v16h-2zM4 4v16l12-8z',
};
const icon = (name) => svg('svg', { viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': 'true' },
  svg('path', { d: ICONS[name], fill: 'currentColor' }));

export class Player {
  /** `api`: the solver's pocket calls (api.js), for the states along the moves. */
  constructor(view, api) {
    this.view = view;
    this.api = api;
    this.states = [];
    this.moves = [];
    this.index = 0;
    this.turning = null; // the index of the move being animated, or null at rest
    this.playing = false;
    this.tempo = 1.5; // moves per second
    this.busy = Promise.resolve();
    // Every jump starts anew, so a step still animating when the person jumps is dropped.
    this.jumps = latest();

    // Play and the steps carry words as well as icons: the two triangles alone look alike.
    this.playButton = button('Play', 'play', () => this.toggle(), icon('play'), el('span', {}, 'Play'));
    this.playButton.classList.add('play');
    this.scrubber = el('input', {
      type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'Position in the solution',
      'data-testid': 'scrubber',
      oninput: (e) => this.seek(Number(e.target.value)),
    });
    this.speed = el('input', {
      type: 'range', min: '0.25', max: '6', step: '0.25', value: String(this.tempo),
      'aria-label': 'Speed (moves per second)', 'data-testid': 'speed',
      oninput: (e) => { this.tempo = Number(e.target.value); },
    });
    this.counter = el('span', { class: 'counter', 'data-testid': 'move-counter', 'aria-live': 'off' }, '0 / 0');
    this.controls = el('div', { class: 'player-controls', role: 'group', 'aria-label': 'Playback' },
      button('Jump to start', 'to-start', () => this.seek(0), icon('start')),
      button('Step back', 'step-back', () => this.step(-1), icon('back'), el('span', {}, 'Step')),
      this.playButton,
      button('Step forward', 'step-forward', () => this.step(1), el('span', {}, 'Step'), icon('forward')),
      button('Jump to end', 'to-end', () => this.seek(this.moves.length), icon('end')),
      this.scrubber, this.counter,
      el('label', { class: 'speed' }, 'Speed ', this.speed));
    this.list = el('p', { class: 'moves', 'data-testid': 'solution', role: 'group', 'aria-label': 'Solution moves' });
    // The position in words, for screen readers: said when the person steps or pauses, not
    // at every move of a playback.
    this.now = el('p', { class: 'visually-hidden', 'data-testid': 'move-now', 'aria-live': 'polite' });
    this.element = el('div', { class: 'player' }, this.list, this.now, this.controls);
    const keys = (e) => this.keyDown(e);
    this.element.addEventListener('keydown', keys);
    view.element.addEventListener('keydown', keys);
  }

  /**
   * Loads a start state and moves; shows the start. Returns the solver's answer (`ok` false if
   * it refused the moves). `applied`: that answer when it was asked for already.
   */
  async load(start, movesText, applied = null) {
    this.stop();
    const r = applied ?? await this.api.apply(start, movesText);
    if (!r.ok) return r;
    this.states = [start, ...r.states];
    this.moves = r.moves;
    this.list.replaceChildren();
    this.moveEls = this.moves.map((m, i) => el('button', {
      type: 'button', class: 'move', 'data-testid': `move-${i}`, 'aria-label': `Go to after move ${i + 1}, ${m.name}`,
      onclick: () => this.seek(i + 1),
    }, m.name));
    this.moveEls.forEach((m, i) => { if (i) this.list.append(' '); this.list.append(m); });
    if (!this.moves.length) this.list.textContent = '';
    this.scrubber.max = String(this.moves.length);
    this.index = 0;
    this.render();
    return r;
  }

  /**
   * Shows a solution's moves as text while its states are asked for (`load` then makes them
   * the buttons that jump along it): they are the answer a person waits for.
   */
  preview(movesText) {
    this.stop();
    this.list.textContent = movesText;
  }

  render() {
    this.view.show(this.states[this.index] ?? '');
    this.scrubber.value = String(this.index);
    this.counter.textContent = `${this.index} / ${this.moves.length}`;
    const current = this.turning ?? this.index - 1;
    this.now.setAttribute('aria-live', this.playing ? 'off' : 'polite');
    this.now.textContent = !this.moves.length ? ''
      : this.index === 0 ? `At the start, before move 1 of ${this.moves.length}.`
        : `After move ${this.index} of ${this.moves.length}: ${this.moves[this.index - 1].name}.`;
    (this.moveEls || []).forEach((m, i) => {
      m.classList.toggle('current', i === current);
      m.classList.toggle('turning', i === this.turning);
      m.classList.toggle('done', i < this.index);
      if (i === current) m.setAttribute('aria-current', 'step'); else m.removeAttribute('aria-current');
    });
    this.playButton.replaceChildren(
      icon(this.playing ? 'pause' : 'play'), el('span', {}, this.playing ? 'Pause' : 'Play'));
    this.playButton.setAttribute('aria-label', this.playing ? 'Pause' : 'Play');
    this.element.dataset.playing = String(this.playing);
    this.element.dataset.index = String(this.index);
  }

  duration() {
    return 1000 / this.tempo;
  }

  /** One move forward (+1) or back (-1), animated. */
  step(direction) {
    const fresh = this.jumps.current();
    this.busy = this.busy.then(async () => {
      const target = this.index + direction;
      if (!fresh() || target < 0 || target > this.moves.length) return;
      const turning = direction > 0 ? this.index : this.index - 1;
      this.turning = turning;
      this.render();
      await this.view.animate(this.moves[turning], this.duration() * 0.9, direction);
      if (!fresh()) return;
      this.turning = null;
      this.index = target;
      this.render();
    });
    return this.busy;
  }

  seek(i) {
    this.jumps.next();
    this.playing = false;
    this.turning = null;
    this.view.cancel();
    this.index = Math.max(0, Math.min(this.moves.length, i));
    this.render();
  }

  toggle() {
    if (this.playing) this.pause(); else this.play();
  }

  async play() {
    if (!this.moves.length || this.playing) return;
    if (this.index >= this.moves.length) this.seek(0);
    this.playing = true;
    this.render();
    while (this.playing && this.index < this.moves.length) {
      await this.step(1);
      if (this.playing && this.index < this.moves.length) {
        await new Promise((r) => setTimeout(r, this.duration() * 0.1));
      }
    }
    this.playing = false;
    this.render();
    this.element.dispatchEvent(new CustomEvent('finished', { bubbles: true }));
  }

  pause() {
    this.playing = false;
    this.render();
  }

  /** Stops playback and any animation, dropping steps not yet shown. */
  stop() {
    this.seek(this.index);
  }

  keyDown(e) {
    if (e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
    if (e.shiftKey) return;
    const actions = {
      ' ': () => this.toggle(),
      ArrowRight: () => { this.pause(); this.step(1); },
      ArrowLeft: () => { this.pause(); this.step(-1); },
      Home: () => { this.pause(); this.seek(0); },
      End: () => { this.pause(); this.seek(this.moves.length); },
    };
    if (!actions[e.key]) return;
    e.preventDefault();
    actions[e.key]();
  }
}
