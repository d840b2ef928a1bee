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
    this.checks = 0; // bumped by every edit, typed or painted
    this.checked = Promise.resolve();
    this.stale = false; // the net shows an older cube than the field (the error says so)
    this.answers = 0;
    this.net = new Net(geometry, palette, (info) => this.netChanged(info));
    this.view = new Cube3D(geometry, (c) => palette.colourOf(c));
    this.player = new Player(this.view, this.call);
    // A painted state: each palette slot's character, then each sticker's slot.
    this.history = new History(
      // Only painted stickers: what they force is worked out again, so Undo takes it back too.
      () => JSON.stringify([this.palette.slots.map((s) => s.char), this.net.painted()]),
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
    this.paintStatus = el('p', { class: 'hint', 'data-testid': 'paint-status', 'aria-live': 'polite' });
    this.inferences = 0;
    this.allButton = el('button', { type: 'button', 'data-testid': 'all-solutions', hidden: true, onclick: () => this.listAll() },
      'Show every optimal solution');
    this.allList = el('div', { class: 'all-solutions', 'data-testid': 'all-list', role: 'group', 'aria-label': 'Every optimal solution' });
    const button = (text, testid, action, extra = {}) =>
      el('button', { type: 'button', 'data-testid': testid, onclick: action, ...extra }, text);

    this.root = el('div', { class: 'pocket-tool', 'data-testid': 'pocket-tool' },
      el('div', { class: 'panel editor' },
        el('h2', {}, 'Paint the cube'),
        el('p', { class: 'hint' }, 'Pick a colour, then click or drag over stickers. Keyboard: arrows move, 1–6 paint. The down-back-left corner (M, T, W) stays put.'),
        this.net.element,
        el('div', { class: 'buttons' },
          button('Solved', 'solved', () => this.paintSolved()),
          button('Scramble', 'scramble', () => this.scramble()),
          button('Clear', 'clear', () => this.clear()),
          this.history.button,
          this.solveButton = button('Solve', 'solve', () => this.solve(), { class: 'primary' })),
        this.paintStatus,
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
        shareBox(el, () => this.snippets())));
    section.replaceChildren(this.root);
  }

  /**
   * Opens the cube a link describes. Every parameter given is used or refused with an error
   * in view: a link never silently shows some other cube or counts in another metric.
   */
  async start(params) {
    const metric = params.get('metric');
    const badMetric = metric !== null && ![...this.metric.options].some((o) => o.value === metric);
    if (!badMetric && metric) this.metric.value = metric;
    if (params.has('facelets')) {
      this.field.value = params.get('facelets');
      await this.fieldChanged();
    } else {
      this.paintSolved();
    }
    if (this.error.hidden && params.has('moves')) {
      const r = await this.player.load(this.faceletString(), params.get('moves'));
      if (!r.ok) this.showError(`The link’s moves: ${r.error.message}.`, []);
      else {
        this.summary.textContent = `${r.moves.length} moves from the link.`;
        this.ctx.setUrl({ moves: params.get('moves') });
      }
    }
    if (badMetric) {
      const before = this.error.hidden ? '' : `${this.error.textContent} `;
      this.showError(`${before}The link’s metric “${metric}” is neither htm nor qtm; moves are counted in half turns.`, null);
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

  /** The painted stickers only, `?` for the rest (what inference reads). */
  paintedString() {
    return this.net.painted().map((s) => (s < 0 ? '?' : this.palette.slots[s].char)).join('');
  }

  /**
   * Asks the solver what the painting forces and how many cubes fit it; fills in the forced
   * stickers, says how far the painting is from one cube, and shows a mistake at once.
   */
  async infer() {
    const seq = ++this.inferences;
    const painted = this.paintedString();
    this.root.dataset.inferred = 'false';
    const r = painted.includes('?') ? await this.call('pocket_complete', painted) : { ok: true, fits: 1, facelets: painted, full: true };
    if (seq !== this.inferences) return;
    const open = [...painted].filter((c) => c === '?').length;
    if (r.ok && r.fits === 1 && r.facelets.includes('?')) {
      // One cube fits but a colour is painted nowhere yet: the solver cannot name it, but when
      // one palette colour is unused the open stickers can only be that one.
      const used = new Set(r.facelets);
      const unused = this.palette.slots.filter((slot) => !used.has(slot.char));
      if (unused.length === 1) r.facelets = r.facelets.replaceAll('?', unused[0].char);
    }
    if (r.ok) {
      this.net.setInferred([...r.facelets].map((c) => (c === '?' ? -1 : this.palette.slotOf(c))));
      this.field.value = this.faceletString();
      const left = [...r.facelets].filter((c) => c === '?').length;
      const letter = r.suggestion === null || r.suggestion === undefined ? '' : String.fromCharCode(65 + r.suggestion);
      this.decided = r.fits === 1 && left === 0;
      if (r.full) this.paintStatus.textContent = '';
      else if (this.decided) this.paintStatus.textContent = '1 cube fits — ready to solve.';
      else this.paintStatus.textContent = `${left} sticker${left === 1 ? '' : 's'} left to paint; ${r.fits} cube${r.fits === 1 ? ' fits' : 's fit'}: paint ${letter}.`;
    } else {
      this.decided = false;
      this.net.setInferred(new Array(24).fill(-1));
      this.field.value = this.faceletString();
      if (r.error.kind === 'fixed_corner_unpainted') {
        this.paintStatus.textContent = `${open} stickers left to paint: start with the fixed corner M, T, W (it sets which colour is which face).`;
      } else {
        this.paintStatus.textContent = 'No cube fits this painting.';
        this.showError(`${r.error.message}.`, r.error.stickers);
      }
    }
    if (!r.full) {
      // The 3D view shows the painting with what it forces (stateChanged shows full ones).
      const shown = this.faceletString();
      this.player.load(shown, '').then(() => this.view.show(shown));
    }
    this.solveButton.disabled = !(this.decided || !painted.includes('?'));
    this.root.dataset.fits = r.ok ? String(r.fits) : '0';
    this.root.dataset.inferred = 'true';
  }

  /** Keeps the field, the URL and the 3D view in step with the net. */
  netChanged(info) {
    if (info?.recolour) {
      // Only how a colour looks changed, not which sticker has which colour.
      this.player.render();
      return;
    }
    this.checks++; // a check of older typing must not overrule this painting
    this.root.dataset.checked = 'true';
    this.field.value = this.faceletString();
    this.setStale(false);
    this.stateChanged();
  }

  stateChanged() {
    this.history.changed();
    const f = this.faceletString();
    this.clearError();
    if (!this.paintedString().includes('?')) this.player.load(f, '').then(() => this.view.show(f));
    this.summary.textContent = '';
    this.allButton.hidden = true;
    this.allList.replaceChildren();
    const painted = this.paintedString();
    this.ctx.setUrl({ facelets: /[^?]/.test(painted) ? painted : null, moves: null, metric: this.metric.value === 'qtm' ? 'qtm' : null });
    this.infer();
  }

  /**
   * Reads the field through the solver: the net shows exactly the stickers the solver reads
   * (with the faulty ones marked), or, when the text cannot be painted (wrong length, a
   * character the solver refuses, a seventh colour), the net is dimmed and the error says
   * that it still shows the last cube that could be painted. Resolves when the page shows
   * the field's state; `this.checked` is that promise, so Solve can wait for it.
   */
  fieldChanged() {
    const seq = ++this.checks;
    this.root.dataset.checked = 'false';
    this.checked = this.call('pocket_check', this.field.value).then((r) => {
      if (seq !== this.checks) return; // newer typing or painting shows its own state
      const paintable = r.stickers !== null && this.palette.adopt([...r.stickers].filter((c) => c !== '?'));
      if (paintable) {
        this.net.setAll([...r.stickers].map((c) => this.palette.slotOf(c)));
        this.setStale(false);
        this.stateChanged();
      } else {
        this.setStale(true);
        this.player.load(this.faceletString(), '');
        this.summary.textContent = '';
        this.allButton.hidden = true;
        this.allList.replaceChildren();
      }
      this.lastCheck = r;
      if (!r.ok) this.showCheckError(r.error, paintable);
      // Tests (and anyone watching) can tell when the page shows the field's state.
      this.root.dataset.checked = 'true';
    });
    return this.checked;
  }

  /** The error of a facelet string, said so that it names the text and what the net shows. */
  showCheckError(error, paintable) {
    const message = `Facelet string: ${error.message}.`;
    if (paintable) {
      this.showError(message, error.stickers);
    } else {
      const net = this.net.stickers.every((slot) => slot < 0)
        ? 'The net stays blank until the text can be painted'
        : 'The net still shows the last cube that could be painted';
      this.showError(`${message} ${net}: fix the text, or paint the net to replace it.`, []);
    }
  }

  /** Dims the net (and the 3D view) while they show an older cube than the field. */
  setStale(stale) {
    this.stale = stale;
    for (const part of [this.net.grid, this.view.element]) {
      part.classList.toggle('stale', stale);
      part.style.opacity = stale ? '0.4' : '';
    }
    this.field.setAttribute('aria-invalid', String(stale));
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

  /**
   * Solves exactly the cube in the field (which the net shows), or shows why it cannot.
   * Typing still being read is waited for first, so Solve never answers an older cube.
   */
  async solve() {
    const checks = this.checks;
    await this.checked;
    if (checks !== this.checks) return; // the cube changed while it was read: not this one
    if (this.stale) {
      this.showCheckError(this.lastCheck.error, false);
      this.answered();
      return;
    }
    // A painting with open stickers is solved as the one cube that fits it.
    const painted = this.paintedString();
    const metric = this.metric.value;
    const started = performance.now();
    const r = await this.call('pocket_solve', this.decided ? this.faceletString() : painted, metric, false);
    const ms = performance.now() - started;
    if (checks !== this.checks) return; // painted or typed meanwhile: this answer is stale
    this.answered();
    if (!r.ok) {
      this.showError(r.error.kind === 'unknown_metric' ? `${r.error.message}.` : `Facelet string: ${r.error.message}.`, r.error.stickers);
      return;
    }
    this.clearError();
    const f = r.facelets || (this.decided ? this.faceletString() : painted);
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

  /** Counts the answers Solve has shown (an error or a solution), for tests to wait on. */
  answered() {
    this.answers++;
    this.root.dataset.answers = String(this.answers);
  }

  /** Shows an error in view; `stickers` are outlined on the net (null keeps the outline). */
  showError(message, stickers) {
    this.error.textContent = message;
    this.error.hidden = false;
    if (stickers) this.net.highlight(stickers);
    // The error sits under the field: on a small screen make sure it is on screen.
    if (this.error.getBoundingClientRect().bottom > window.innerHeight) this.error.scrollIntoView({ block: 'nearest' });
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = '';
    this.net.highlight([]);
  }
}
