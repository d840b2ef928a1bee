// <zebra-puzzle example="einstein"> or <zebra-puzzle>puzzle text</zebra-puzzle>
// The solver and explainer for a logic-grid puzzle written in the clue language: the status,
// the grid (starting open, or solved with the `solved` attribute) and the explanation, one
// step at a time. The text is the element's content; changing it (or `example`) re-solves.
// API: solve() (shows the solution as soon as it is known), next(), previous(); events:
// solved (once the steps are in too), error. An `example` other than "einstein", or one
// given together with text, is the error state (naming the attribute), never a guess.
//
// As on the page, the answer comes first and the steps after: on a big grid explaining takes
// seconds to minutes while solving takes milliseconds. Each element solves in a worker of
// its own, so a long explanation never holds up the other elements on the host page, and a
// content change (or removing the element) can end it instead of waiting for it.
//
// With `play`, the element is "Solve it yourself" instead (play.js): a grid to mark, Check
// and Hint from the marks, the marks kept in localStorage for the puzzle's text.

import { el } from '../dom.js';
import { PuzzleElement } from '../element-base.js';
import { Stopped, solver } from '../worker-rpc.js';
import { zebra } from '../solver-zebra.js';
import { zebraView } from '../solver-zebra-view.js';
import { Explainer } from './explainer.js';
import { ZebraSession } from './session.js';
import { zebraApi } from './api.js';

/** The stylesheet of `play`, linked into an element the first time it has `play`. */
const PLAY_STYLESHEET = new URL('./play.css', import.meta.url).href;

/** The modules of `play`, loaded the first time an element has it (a page without pays nothing). */
let playModules = null;
function loadPlay() {
  playModules ??= Promise.all([import('./play.js'), import('./play-store.js')])
    .then(([play, store]) => ({ Play: play.Play, ...store }));
  return playModules;
}

export class ZebraPuzzleElement extends PuzzleElement {
  static puzzle = 'zebra';
  static solver = zebraView;
  static observedAttributes = ['example', 'solved', 'play'];
  static stylesheets = [new URL('./zebra.css', import.meta.url).href];

  constructor() {
    super();
    this.session = new ZebraSession({
      // Without `play`, the smaller module of the answer and its explanation alone; with it,
      // the whole zebra module, which the marks, Check and Hint need too (its own worker).
      module: () => (this.hasAttribute('play') ? zebra : zebraView),
      onStop: () => { this.dataset.stops = String(Number(this.dataset.stops || 0) + 1); },
    });
    this.api = this.session.api;
    this.call = this.session.worker.call;
    this.ready = this.session.worker.ready;
    this.answered = Promise.resolve(null);
    this.resolveAnswer = null;
  }

  connectedCallback() {
    super.connectedCallback();
    if (!this.observer) {
      // The content is the puzzle: edits to it re-solve like attribute changes do.
      this.observer = new MutationObserver(() => this.scheduleUpdate());
      this.observer.observe(this, { childList: true, characterData: true, subtree: true });
    }
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.observer = null;
    // Nobody will see the answer: free the worker (a re-inserted element starts a new one).
    this.session.close();
    this.playWorker?.stop();
  }

  /** The scheduled update was skipped (the element was removed): solve() gets no answer. */
  skippedUpdate() {
    this.resolveAnswer?.(null);
  }

  scheduleUpdate() {
    this.session.supersede();
    if (!this.pending) {
      // `answered` is this coming update's answer (solve() waits for it, not for the steps).
      this.answered = new Promise((resolve) => { this.resolveAnswer = resolve; });
    }
    super.scheduleUpdate();
  }

  /** The puzzle text: the built-in example, or the element's text content. */
  async text() {
    if (this.getAttribute('example') === 'einstein') return this.api.example();
    return puzzleText(this.textContent);
  }

  async update() {
    const answer = this.resolveAnswer;
    try {
      await this.solveText(answer);
    } catch (err) {
      if (!(err instanceof Stopped)) throw err;
    } finally {
      answer?.(null); // no-op once the answer was given
    }
  }

  async solveText(answer) {
    if (!this.explainer) {
      this.explainer = new Explainer({
        clueList: true,
        onWhy: (a, v, p) => this.api.whyCell(this.shownText, a, v, p),
        onOpen: (k) => this.api.stepFacts(this.shownText, k),
        onStopOpen: () => { this.api.stopStepFacts().catch(() => {}); },
      });
      this.body.replaceChildren(this.explainer.element);
      this.body.classList.add('zebra-element');
    }
    await this.showPlay(this.hasAttribute('play'));
    const example = this.getAttribute('example');
    if (example !== null && example !== 'einstein') {
      this.refuse(`example: the one built-in example is "einstein", not “${example}”`);
      return;
    }
    if (example !== null && this.textContent.trim()) {
      this.refuse('example: the element also has puzzle text of its own; keep one or the other');
      return;
    }
    const text = await this.text();
    if (!text.trim()) {
      this.report = null;
      this.explainer.clear();
      this.explainer.element.hidden = true;
      this.fail('zebra-puzzle: write the puzzle as the element’s text, or set example="einstein".');
      return;
    }
    const run = this.session.start(text, {
      onAnswer: (r) => this.showAnswer(r, answer, text),
      // The first steps are shown while the rest are worked out (a big grid takes seconds).
      onSteps: (batch) => this.explainer.addSteps(batch),
    });
    const r = await run.promise; // null: stopped meanwhile
    if (!r?.ok) return;
    if (r.status === 'unique') {
      this.report = r;
      this.shownText = text; // what "why?" on a cell asks about
      this.explainer.show(r); // at the end if solve() or `solved` asked for it
    }
    this.announceSolved({ status: r.status, count: r.count, solution: r.solution, steps: r.steps.length });
  }

  /** The solver's answer, before its steps; `answer` hands it to solve(). */
  showAnswer(r, answer, text) {
    if (this.play && !this.play.element.hidden) {
      if (r.ok && this.play.text !== text) this.play.open(r, text, this.playStore.loadMarks(text));
      if (!r.ok) this.play.clear('');
    }
    if (!r.ok) {
      this.report = null;
      this.explainer.clear(); // the element's own error box says what is wrong
      this.explainer.element.hidden = true;
      this.fail(r.error.message);
      return;
    }
    this.clearError();
    this.explainer.element.hidden = this.hasAttribute('play');
    this.report = r;
    this.shownText = text; // what "why?" on a cell asks about
    this.explainer.show(r);
    if (this.hasAttribute('solved')) this.explainer.end();
    answer?.(r);
  }

  /**
   * With `play`: the markable grid instead of the explanation. Its calls go to a worker of
   * their own (started on first use), so marks are answered while the steps are worked out.
   */
  async showPlay(on) {
    if (on && !this.play) {
      if (!this.playSheet) {
        // Before the element's body, so it applies in zebra.css's order (it came after it).
        this.playSheet = el('link', { rel: 'stylesheet', href: PLAY_STYLESHEET });
        this.playSheetLoaded = new Promise((resolve) => { this.playSheet.onload = this.playSheet.onerror = resolve; });
        this.root.insertBefore(this.playSheet, this.body);
      }
      const [{ Play, ...store }] = await Promise.all([loadPlay(), this.playSheetLoaded]);
      // Another update may have made it while the modules arrived.
      if (!this.play) {
        this.playStore = store;
        this.playWorker = solver(zebra);
        this.play = new Play({
          api: zebraApi(this.playWorker), clueList: true, onMarks: (lines) => store.saveMarks(this.play.text, lines),
        });
        this.body.append(this.play.element);
      }
    }
    if (this.play) this.play.element.hidden = !on;
    this.explainer.element.hidden = on;
  }

  /** The error state for bad attributes: nothing shown but the message. */
  refuse(message) {
    this.report = null;
    this.explainer.clear();
    this.explainer.element.hidden = true;
    this.fail(message);
  }

  /**
   * Shows the solution as soon as it is known (the steps may still be being worked out);
   * resolves to {status, count, solution} or null on an error.
   */
  async solve() {
    let answered;
    do {
      answered = this.answered;
      await answered;
    } while (answered !== this.answered); // content changed meanwhile: the newer answer
    if (!this.report) return null;
    this.explainer.end();
    return { status: this.report.status, count: this.report.count, solution: this.report.solution };
  }

  /** The next explanation step; resolves to its index (0 is the open grid). */
  async next() {
    await this.updated;
    this.explainer.next();
    return this.explainer.index;
  }

  async previous() {
    await this.updated;
    this.explainer.previous();
    return this.explainer.index;
  }
}

/**
 * The puzzle as written inside the element: the blank lines that start it in the page
 * source (after the opening tag) and the source's common indentation dropped, so the clues'
 * line numbers count from the puzzle's first line, as a reader of the page counts them.
 */
export function puzzleText(content) {
  const lines = content.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/\s+$/, '').split(/\r?\n/);
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return `${lines.map((l) => l.slice(cut)).join('\n')}\n`;
}

// Importing this module defines <zebra-puzzle> (the package's `puzzlebox-elements/zebra-puzzle`); embed.js
// imports it when a page has such an element.
if (!customElements.get('zebra-puzzle')) customElements.define('zebra-puzzle', ZebraPuzzleElement);
