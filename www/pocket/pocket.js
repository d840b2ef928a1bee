// The pocket-cube tool: paint a cube (net or facelet string), solve it, watch the solution.
// This file wires the pieces together; the net, palette, 3D view and player are their own
// modules, and every cube rule is the solver's (through the worker).

import { el } from '../dom.js';
import { Palette } from './palette.js';
import { Net } from './net.js';
import { Cube3D } from './cube3d.js';
import { Player } from './player.js';
import { shareBox, embedSnippets } from '../share.js';
import { History } from '../history.js';

export async function mount(section, ctx) {
  const { call } = ctx;
  await ctx.ready();
  const geometry = await call('pocket_geometry');
  const palette = new Palette();
  const tool = new PocketTool(section, ctx, geometry, palette);
  await tool.start(ctx.params);
  return tool;
}

class PocketTool {
  constructor(section, ctx, geometry, palette) {
    this.ctx = ctx;
    this.call = ctx.call;
    this.geometry = geometry;
    this.palette = palette;
    this.prepared = new Set();
    this.net = new Net(geometry, palette, (info) => this.netChanged(info));
    this.view = new Cube3D(geometry, (c) => palette.colourOf(c));
    this.player = new Player(this.view, this.call);
    // A painted state: each palette slot's character, then each sticker's slot.
    this.history = new History(
      () => JSON.stringify([this.palette.slots.map((s) => s.char), this.net.stickers]),
      (state) => {
        const [chars, stickers] = JSON.parse(state);
        chars.forEach((c, i) => { this.palette.slots[i].char = c; });
        this.net.setAll(stickers);
        this.netChanged();
      },
      'undo');
    this.history.watch(this.net.element);

    this.field = el('input', {
      type: 'text', id: 'pocket-facelets', class: 'facelets', 'data-testid': 'facelets', spellcheck: 'false',
      autocomplete: 'off', autocapitalize: 'off', 'aria-describedby': 'pocket-facelets-help pocket-error',
      oninput: () => this.fieldChanged(),
      onkeydown: (e) => { if (e.key === 'Enter') this.solve(); },
    });
    this.metric = el('select', { 'aria-label': 'Metric', 'data-testid': 'metric', onchange: () => this.solve() },
      el('option', { value: 'htm' }, 'Half turns (HTM)'),
      el('option', { value: 'qtm' }, 'Quarter turns (QTM)'));
    this.error = el('p', { class: 'error', id: 'pocket-error', 'data-testid': 'error', role: 'alert', hidden: true });
    this.summary = el('p', { class: 'summary', 'data-testid': 'summary', 'aria-live': 'polite' });
    this.allButton = el('button', { type: 'button', 'data-testid': 'all-solutions', hidden: true, onclick: () => this.listAll() },
      'Show every optimal solution');
    this.allList = el('div', { class: 'all-solutions', 'data-testid': 'all-list', role: 'group', 'aria-label': 'Every optimal solution' });
    const button = (text, testid, action, extra = {}) =>
      el('button', { type: 'button', 'data-testid': testid, onclick: action, ...extra }, text);

    section.replaceChildren(el('div', { class: 'pocket-tool' },
      el('div', { class: 'panel editor' },
        el('h2', {}, 'Paint the cube'),
        el('p', { class: 'hint' }, 'Pick a colour, then click or drag over stickers. Keyboard: arrows move, 1–6 paint. The down-back-left corner (M, T, W) stays put.'),
        this.net.element,
        el('div', { class: 'buttons' },
          button('Solved', 'solved', () => this.paintSolved()),
          button('Scramble', 'scramble', () => this.scramble()),
          button('Clear', 'clear', () => this.clear()),
          this.history.button,
          button('Solve', 'solve', () => this.solve(), { class: 'primary' })),
        el('label', { for: 'pocket-facelets' }, 'Facelet string (A to X, any six characters)'),
        this.field,
        el('p', { class: 'hint', id: 'pocket-facelets-help' }, 'Typing repaints the net; whitespace is ignored.'),
        el('label', { class: 'inline' }, 'Count moves in ', this.metric),
        this.error),
      el('div', { class: 'panel viewer' },
        el('h2', {}, 'Solution'),
        this.summary,
        this.view.element,
        this.player.element,
        el('div', { class: 'buttons' }, this.allButton),
        this.allList,
        shareBox(el, () => this.snippets()))));
  }

  async start(params) {
    const facelets = params.get('facelets');
    const moves = params.get('moves');
    if (params.get('metric') === 'qtm') this.metric.value = 'qtm';
    if (facelets) {
      this.field.value = facelets;
      await this.fieldChanged();
      if (!this.error.hidden) return;
      if (moves) {
        const r = await this.player.load(this.faceletString(), moves);
        if (!r.ok) this.showError(r.error.message, []);
        else this.summary.textContent = `${r.moves.length} moves from the link.`;
      }
    } else {
      this.paintSolved();
    }
  }

  snippets() {
    const facelets = this.faceletString();
    const moves = this.player.moves.map((m) => m.name).join(' ');
    const metric = this.metric.value === 'qtm' ? 'qtm' : null;
    const attrs = { facelets, moves: moves || null, metric, controls: true, solve: moves ? null : true };
    const params = Object.fromEntries(Object.entries({ puzzle: 'pocket', facelets, moves, metric }).filter(([, v]) => v));
    return { link: location.href, ...embedSnippets('pocket-cube', attrs, '', params) };
  }

  faceletString() {
    return this.net.stickers.map((s) => (s < 0 ? '?' : this.palette.slots[s].char)).join('');
  }

  /** Keeps the field, the URL and the 3D view in step with the net. */
  netChanged() {
    this.field.value = this.faceletString();
    this.stateChanged();
  }

  stateChanged() {
    this.history.changed();
    const f = this.faceletString();
    this.clearError();
    this.player.load(f, '').then(() => this.view.show(f));
    this.summary.textContent = '';
    this.allButton.hidden = true;
    this.allList.replaceChildren();
    this.ctx.setUrl({ facelets: f.includes('?') ? null : f, metric: this.metric.value === 'qtm' ? 'qtm' : null });
  }

  async fieldChanged() {
    const chars = [...this.field.value.replace(/\s+/g, '')];
    if (chars.length !== 24 || !this.palette.adopt(chars)) {
      // Not a whole cube yet: say why, but keep the painted net as it is.
      const r = await this.call('pocket_validate', this.field.value);
      if (!r.ok) this.showError(r.error.message, r.error.stickers);
      return;
    }
    this.net.setAll(chars.map((c) => this.palette.slotOf(c)));
    this.net.render();
    this.stateChanged();
    const r = await this.call('pocket_validate', this.faceletString());
    if (!r.ok) this.showError(r.error.message, r.error.stickers);
  }

  paintSolved() {
    const faceOfNet = 'ULFRBD'; // net faces in the geometry's order
    this.net.setAll(this.geometry.stickers.map((s) => this.palette.scheme[faceOfNet[s.face]]));
    this.netChanged();
  }

  clear() {
    this.net.setAll(new Array(24).fill(-1));
    this.netChanged();
  }

  async scramble() {
    const r = await this.call('pocket_scramble', Math.random() * 2 ** 52, this.palette.schemeChars());
    this.net.setAll([...r.facelets].map((c) => this.palette.slotOf(c)));
    this.netChanged();
  }

  async solve() {
    const f = this.faceletString();
    const blanks = [...f].flatMap((c, i) => (c === '?' ? [i] : []));
    if (blanks.length) {
      this.showError(`Paint every sticker first: ${blanks.length} still blank.`, blanks);
      return;
    }
    const metric = this.metric.value;
    const started = performance.now();
    const r = await this.call('pocket_solve', f, metric, false);
    const ms = performance.now() - started;
    if (!r.ok) {
      this.showError(r.error.message, r.error.stickers);
      return;
    }
    this.clearError();
    this.solvedFacelets = f;
    this.allList.replaceChildren();
    this.allButton.hidden = r.length === 0;
    await this.player.load(f, r.moves);
    const unit = metric === 'qtm' ? 'quarter turn' : 'move';
    this.summary.textContent = r.length === 0
      ? 'Already solved.'
      : `Optimal: ${r.length} ${unit}${r.length === 1 ? '' : 's'} (found in ${ms.toFixed(1)} ms).`;
    this.ctx.setUrl({ facelets: f, moves: r.moves || null, metric: metric === 'qtm' ? 'qtm' : null });
    if (!this.prepared.has(metric)) {
      // The first answer came from a search; build the full table now, while the person
      // watches, so every later solve takes microseconds.
      this.prepared.add(metric);
      this.call('pocket_prepare', metric);
    }
    if (r.length) this.player.play();
  }

  /** Lists every optimal solution; choosing one plays it. */
  async listAll() {
    const f = this.solvedFacelets;
    const r = await this.call('pocket_solve', f, this.metric.value, true);
    if (!r.ok) return;
    this.allList.replaceChildren(
      el('p', { class: 'hint' }, `${r.solutions.length} optimal solution${r.solutions.length === 1 ? '' : 's'}:`),
      ...r.solutions.map((moves, k) => el('button', {
        type: 'button', class: 'move-option', 'data-testid': `solution-option-${k}`,
        onclick: async () => { await this.player.load(f, moves); this.player.play(); },
      }, moves)));
  }

  showError(message, stickers) {
    this.error.textContent = message;
    this.error.hidden = false;
    this.net.highlight(stickers);
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = '';
    this.net.highlight([]);
  }
}
