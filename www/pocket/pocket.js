// The pocket-cube tool: paint a cube (net or facelet string), solve it, watch the solution.
// This file wires the pieces together; the net, palette, 3D view and player are their own
// modules, and every cube rule is the solver's (through the worker).

import { el, button, prefersReducedMotion } from '../dom.js';
import { Scanner } from './scan.js';
import { Palette } from './palette.js';
import { Net } from './net.js';
import { Cube3D } from './cube3d.js';
import { Player } from './player.js';
import { notationLegend } from './legend.js';
import { shareBox, embedSnippets } from '../share.js';
import { History } from '../history.js';
import { pocketApi } from './api.js';
import { PocketSession } from './session.js';
import { firstAnswers } from '../first-answer.js';
import { compiledModule } from '../rpc.js';

/** A solver's message as a sentence of its own. */
const sentence = (message) => `${message[0].toUpperCase()}${message.slice(1)}.`;

/** A link's whole cube (24 stickers, none open): its answer is what the visit is for. */
function linkCube(params) {
  const facelets = (params.get('facelets') || '').replace(/\s+/g, '');
  return facelets.length === 24 && !facelets.includes('?');
}

export async function mount(section, ctx) {
  // Asked at once, not after the worker says it is ready: calls that wait in the worker when
  // its module arrives are answered before its warm-up (worker.js), so the tool shows sooner.
  // A link's cube is read and solved on the page while the worker starts (first-answer.js).
  const api = pocketApi(linkCube(ctx.params)
    ? firstAnswers(ctx.call, ctx.ready(), compiledModule('pocket'))
    : ctx.call);
  const [geometry, facts] = await Promise.all([api.geometry(), api.facts()]);
  const palette = new Palette();
  const tool = new PocketTool(section, ctx, api, geometry, facts, palette);
  await tool.start(ctx.params);
  return tool;
}

class PocketTool {
  constructor(section, ctx, api, geometry, facts, palette) {
    this.ctx = ctx;
    this.api = api;
    this.session = new PocketSession(api);
    this.geometry = geometry;
    this.facts = facts;
    this.palette = palette;
    this.prepared = new Set();
    this.checked = Promise.resolve();
    this.stale = false; // the net shows an older cube than the field (the error says so)
    this.answers = 0;
    this.net = new Net(geometry, palette, (info) => this.netChanged(info));
    this.view = new Cube3D(geometry, (c) => palette.colourOf(c));
    this.player = new Player(this.view, this.api);
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
    this.scanner = new Scanner((...args) => this.api.scan(...args), (slots, unsure) => {
      this.net.setAll(slots);
      this.netChanged();
      this.net.markUnsure(unsure);
    });

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
    this.summary = el('p', { class: 'summary', 'data-testid': 'summary', role: 'status', 'aria-live': 'polite' });
    this.paintStatus = el('p', { class: 'hint', 'data-testid': 'paint-status', 'aria-live': 'polite' });
    // The moves Scramble made, so a person can make the same cube by hand.
    this.scrambleSaid = el('p', { class: 'hint', 'data-testid': 'scramble-said', 'aria-live': 'polite', hidden: true });
    this.allButton = el('button', {
      type: 'button', 'data-testid': 'all-solutions', hidden: true, onclick: () => this.listAll(),
    }, 'Show every optimal solution');
    this.allList = el('div', {
      class: 'all-solutions', 'data-testid': 'all-list', role: 'group', 'aria-label': 'Every optimal solution',
      // Escape folds the list away and goes back to the button that showed it.
      onkeydown: (e) => {
        if (e.key === 'Escape' && this.allList.firstChild) {
          this.allList.replaceChildren();
          this.allButton.focus();
        }
      },
    });
    this.scrambleField = el('input', {
      type: 'text', id: 'pocket-scramble-moves', class: 'facelets', 'data-testid': 'scramble-moves',
      spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', placeholder: "R U2 F' R2 …",
      'aria-describedby': 'pocket-scramble-help',
      onkeydown: (e) => { if (e.key === 'Enter') this.scrambleFromMoves(); },
    });

    this.root = el('div', { class: 'pocket-tool', 'data-testid': 'pocket-tool' },
      el('div', { class: 'panel editor' },
        el('h2', {}, 'Paint the cube'),
        el('p', { class: 'hint', 'data-testid': 'hold-hint' },
          'Hold the cube with the Front face toward you and the Up face on top. Each face is drawn as you see it ',
          'when you turn the cube to look straight at it: Up with Front below it, Down with Front above it. ',
          'The Down-Left-Back corner never moves: solutions turn only R, U and F.'),
        el('p', { class: 'hint' },
          'Pick a colour, then click or drag over stickers. Keyboard: arrows move, 1–6 paint.'),
        this.net.element,
        el('div', { class: 'buttons' },
          button('Solved', 'solved', () => this.paintSolved()),
          button('Scramble', 'scramble', () => this.scramble()),
          button('Clear', 'clear', () => this.clear()),
          this.history.button,
          this.solveButton = button('Solve', 'solve', () => this.solve(), { class: 'primary' })),
        this.scanner.element,
        this.scrambleSaid,
        this.paintStatus,
        el('label', { for: 'pocket-facelets' }, 'Facelet string (A to X, any six characters)'),
        this.field,
        el('p', { class: 'hint', id: 'pocket-facelets-help' }, 'Typing repaints the net; whitespace is ignored.'),
        // The error sits right under the field it is most often about, so it is in view.
        this.error,
        el('label', { for: 'pocket-scramble-moves' }, 'Scramble from moves'),
        el('div', { class: 'field-row' }, this.scrambleField,
          button('Set', 'scramble-apply', () => this.scrambleFromMoves(),
            { 'aria-label': 'Set the net to this scramble' })),
        el('p', { class: 'hint', id: 'pocket-scramble-help' },
          "Moves of U, D, L, R, F and B (x, y and z turn the whole cube), made from a solved cube: R U2 F' R2 …"),
        el('label', { class: 'inline' }, 'Count moves in ', this.metric)),
      this.viewer = el('div', { class: 'panel viewer' },
        el('h2', {}, 'Solution'),
        this.summary,
        this.view.element,
        this.player.element,
        notationLegend(el),
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
      const reading = this.fieldChanged();
      this.solveAhead();
      await reading;
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
      this.showError(
        `${before}The link’s metric “${metric}” is neither htm nor qtm; moves are counted in half turns.`, null);
    }
  }

  snippets() {
    const facelets = this.faceletString();
    const moves = this.player.moves.map((m) => m.name).join(' ');
    const metric = this.metric.value === 'qtm' ? 'qtm' : null;
    const attrs = { facelets, moves: moves || null, metric, controls: true, solve: moves ? null : true };
    const params = Object.fromEntries(
      Object.entries({ puzzle: 'pocket', facelets, moves, metric }).filter(([, v]) => v));
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
   * stickers, says how far the painting is from one cube (the solver's sentence), and shows a
   * mistake at once.
   */
  async infer() {
    const painted = this.paintedString();
    this.root.dataset.inferred = 'false';
    // A full painting is asked too: the solver says at once when no cube fits it.
    const full = !painted.includes('?');
    const r = await this.session.complete(painted, this.palette.letters);
    if (!r) return; // a newer painting is being asked about
    if (r.ok === true) {
      this.net.setInferred([...r.facelets].map((c) => (c === '?' ? -1 : this.palette.slotOf(c))));
      this.field.value = this.faceletString();
      this.decided = r.fits === 1 && !r.facelets.includes('?');
      this.paintStatus.textContent = r.summary;
    } else {
      this.decided = false;
      this.net.setInferred(new Array(this.geometry.stickers.length).fill(-1));
      this.field.value = this.faceletString();
      if (r.error.kind === 'fixed_corner_unpainted') this.paintStatus.textContent = r.summary;
      else if (this.textError) {
        // Said until the painting is mended: every paint asks again. Typed text keeps its
        // own error (the command line's sentence, its stickers outlined) in the error box.
        this.paintStatus.textContent = sentence(r.error.message);
        this.keepErrorInView(); // the longer line above it may have pushed it down
      } else {
        this.paintStatus.textContent = r.summary;
        this.showError(sentence(r.error.message), r.error.stickers);
      }
    }
    if (!full) {
      // The 3D view shows the painting with what it forces (stateChanged shows full ones).
      const shown = this.faceletString();
      this.player.load(shown, '').then(() => this.view.show(shown));
    }
    // Never on a painting no cube fits, full or not.
    this.solveButton.disabled = !(r.ok && this.decided);
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
    this.session.edit(); // a check of older typing must not overrule this painting
    this.root.dataset.checked = 'true';
    this.textError = null; // the net is what was painted, not typed
    this.fromText = false;
    this.field.value = this.faceletString();
    if (this.field.value !== this.scrambledFacelets) this.scrambleSaid.hidden = true;
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
    this.ctx.setUrl({
      facelets: /[^?]/.test(painted) ? painted : null, moves: null,
      metric: this.metric.value === 'qtm' ? 'qtm' : null,
    });
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
    const fresh = this.session.edit();
    this.root.dataset.checked = 'false';
    // A worker that fails (a text over the solver's cap is refused with a thrown error)
    // answers like a text it cannot read: the error in view, the net dimmed.
    const failed = (err) => ({ ok: false, stickers: null, error: { message: err.message, stickers: [] } });
    this.checked = this.api.check(this.field.value).catch(failed).then((r) => {
      if (!fresh()) return; // newer typing or painting shows its own state
      const paintable = r.stickers !== null && this.palette.adopt([...r.stickers].filter((c) => c !== '?'));
      this.textError = r.ok ? null : r.error;
      this.fromText = true;
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

  /** Greys the net (and the 3D view) while they show an older cube than the field. */
  setStale(stale) {
    this.stale = stale;
    for (const part of [this.net.grid, this.view.element]) {
      part.classList.toggle('stale', stale);
    }
    this.field.setAttribute('aria-invalid', String(stale));
  }

  paintSolved() {
    this.net.setAll([...this.geometry.solved].map((face) => this.palette.scheme[face]));
    this.netChanged();
  }

  clear() {
    this.net.setAll(new Array(this.geometry.stickers.length).fill(-1));
    this.netChanged();
  }

  /** The solved cube in the palette's characters. */
  solvedString() {
    return [...this.geometry.solved].map((face) => this.palette.slots[this.palette.scheme[face]].char).join('');
  }

  /**
   * Paints the cube a scramble in notation makes from solved. The solver reads the moves;
   * moves it cannot read are an error and leave the net as it is.
   */
  async scrambleFromMoves() {
    const fresh = this.session.watch();
    const r = await this.api.apply(this.solvedString(), this.scrambleField.value)
      .catch((err) => ({ ok: false, error: { message: err.message } }));
    if (!fresh()) return; // painted or typed meanwhile: that cube stays
    if (!r.ok) {
      this.showError(`Scramble: ${r.error.message}.`, []);
      return;
    }
    this.net.setAll([...r.facelets].map((c) => this.palette.slotOf(c)));
    this.netChanged();
  }

  async scramble() {
    const r = await this.api.scramble(Math.random() * 2 ** 52, this.palette.schemeChars(this.facts.faces));
    this.net.setAll([...r.facelets].map((c) => this.palette.slotOf(c)));
    this.scrambledFacelets = r.facelets;
    this.scrambleSaid.textContent = `Scrambled from solved by ${r.moves} (Front toward you, Up on top). `
      + 'Make these moves on a solved cube to hold the same one.';
    this.scrambleSaid.hidden = false;
    this.scrambleField.value = r.moves;
    this.netChanged();
  }

  /**
   * Asks for the answer to the field's whole cube, and then for the states along it, before
   * Solve is clicked: a link that opens with a cube is mostly opened to see it solved. The
   * page answers it itself if its copy of the solver is up before the worker
   * (first-answer.js); otherwise it is asked once the worker is ready, so that it comes
   * between the warm-up's first steps (worker.js) rather than before them, in code the engine
   * has not yet optimised at all. Solve takes the answer only for exactly the cube and metric
   * it would ask about (the session's `solve`).
   */
  solveAhead() {
    const facelets = this.field.value.replace(/\s+/g, '');
    if (facelets.length !== 24 || facelets.includes('?')) return;
    // A solver that fails to start says so in the tool; Solve, if clicked, hears it too.
    this.session.askAhead(facelets, /** @type {'htm'|'qtm'} */ (this.metric.value));
  }

  /**
   * Solves exactly the cube in the field (which the net shows), or shows why it cannot.
   * Typing still being read is waited for first, so Solve never answers an older cube.
   */
  async solve() {
    const fresh = this.session.watch();
    await this.checked;
    if (!fresh()) return; // the cube changed while it was read: not this one
    if (this.stale) {
      this.showCheckError(this.lastCheck.error, false);
      this.answered();
      return;
    }
    // A painting with open stickers is solved as the one cube that fits it.
    const painted = this.paintedString();
    const metric = /** @type {'htm'|'qtm'} */ (this.metric.value);
    const facelets = this.decided ? this.faceletString() : painted;
    const asked = this.session.solve(facelets, metric);
    const r = await asked.answer;
    if (!fresh()) return; // painted or typed meanwhile: this answer is stale
    this.answered();
    if (r.ok === false) {
      // About typed text (or a link's), the error names it, as the command line's would.
      const text = this.fromText && r.error.kind !== 'unknown_metric';
      this.showError(text ? `Facelet string: ${r.error.message}.` : sentence(r.error.message), r.error.stickers);
      return;
    }
    this.clearError();
    const f = r.facelets || (this.decided ? this.faceletString() : painted);
    this.solvedFacelets = f;
    this.allList.replaceChildren();
    this.allButton.hidden = r.length === 0;
    // The moves are read at once; the player's states along them come a moment later.
    this.player.preview(r.moves);
    this.summary.textContent = r.summary; // the solver's sentence, with its own time
    await this.player.load(f, r.moves, await asked.states);
    this.ctx.setUrl({ facelets: f, moves: r.moves || null, metric: metric === 'qtm' ? 'qtm' : null });
    if (!this.prepared.has(metric)) {
      // The first answer came from a search; build the full table now, while the person
      // watches, so every later solve takes microseconds.
      this.prepared.add(metric);
      this.api.prepare(metric);
    }
    this.bringIntoView();
    if (r.length) this.player.play();
  }

  /** On a small screen the answer sits below the editor: scroll it up to be watched. */
  bringIntoView() {
    const box = this.view.element.getBoundingClientRect();
    if (this.summary.getBoundingClientRect().top >= 0 && box.bottom <= window.innerHeight) return;
    this.viewer.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  /** Lists every optimal solution; choosing one plays it. */
  async listAll() {
    const f = this.solvedFacelets;
    const r = await this.api.solve(f, this.metric.value, true);
    if (!r.ok) return;
    this.allList.replaceChildren(
      el('p', { class: 'hint' }, r.solutions_heading),
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
    this.keepErrorInView();
  }

  /** The error sits under the field: on a small screen make sure it is on screen. */
  keepErrorInView() {
    if (!this.error.hidden && this.error.getBoundingClientRect().bottom > window.innerHeight) {
      this.error.scrollIntoView({ block: 'nearest' });
      // Whole pixels of scrolling can leave a fraction of a pixel below the window.
      const over = this.error.getBoundingClientRect().bottom - window.innerHeight;
      if (over > 0) window.scrollBy(0, Math.ceil(over));
    }
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = '';
    this.net.highlight([]);
  }
}
