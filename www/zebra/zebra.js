// The zebra (Einstein / logic-grid) tool: write or generate a puzzle in the clue language,
// see errors beside their lines as you type, solve it, and follow the explanation one
// deduction at a time. All puzzle logic is the solver's (through the worker); this file wires
// the editor, the explainer and the URL together.

import { el, button, closesOnEscape, guardLength, characters, liveNote, TEXT_BOX_MAX } from '../dom.js';
import { Stopped, solver } from '../worker-rpc.js';
import { zebra } from '../solver-zebra.js';
import { zebraGenerate } from '../solver-zebra-generate.js';
import { encodeText, decodeText, shareBox, embedSnippets } from '../share.js';
import { LineEditor } from './editor.js';
import { Explainer } from './explainer.js';
import { ZebraSession } from './session.js';
import { zebraApi } from './api.js';
import { Play } from './play.js';
import { loadMarks, saveMarks, marksParam, marksFromParam } from './play-store.js';

const CHECK_DELAY_MS = 250;
/** A check running this long shows "Solving…" and a Stop button. */
const BUSY_AFTER_MS = 300;
/** The size pickers' first choice, and New puzzle's when they show nothing. */
const DEFAULT_SIZE = 5;

export async function mount(section, ctx) {
  // The zebra solver has a worker of its own, so a long solve can be stopped (and never
  // holds up the other tools); its first calls start it, and fail if it cannot load.
  const session = new ZebraSession();
  const [example, facts] = await Promise.all([session.api.example(), session.api.facts()]);
  const tool = new ZebraTool(section, ctx, session, example, facts);
  await tool.start(ctx.params);
  return tool;
}

class ZebraTool {
  constructor(section, ctx, session, example, facts) {
    this.ctx = ctx;
    this.session = session;
    this.session.onStop = () => {
      this.stops += 1;
      this.root.dataset.stops = String(this.stops);
    };
    this.api = session.api;
    this.example = example;
    this.checking = null; // the latest analysis (see analysis())
    /** @type {ReturnType<typeof solver> | null} the worker of Generate, started on its first use */
    this.generator = null;
    this.stops = 0;

    this.editor = new LineEditor({
      id: 'zebra-text', labelledBy: 'zebra-clues-title', describedBy: 'zebra-help zebra-error',
      oninput: () => this.edited(),
    });
    this.error = el('p', {
      class: 'error', id: 'zebra-error', 'data-testid': 'zebra-error', role: 'alert', hidden: true,
    });
    // Solve it yourself: its calls go to a worker of their own (started on first use), so
    // marks are answered at once even while the explanation is still being worked out.
    this.play = new Play({
      api: zebraApi(solver(zebra)),
      onMarks: (lines) => this.keepMarks(lines),
      onCite: (lines) => this.editor.mark({ cited: lines }),
    });
    this.play.element.hidden = true;
    this.playing = false;
    this.linkMarks = null; // marks from the link, for the puzzle the link opens
    this.playToggle = button('Solve it yourself', 'zebra-play-toggle', () => this.setPlay(!this.playing),
      { 'aria-pressed': 'false', title: 'Mark the grid yourself, with Check and hints from your marks' });
    this.explainer = new Explainer({
      clueList: false, onStep: (step) => this.stepShown(step), onLine: (line) => this.editor.focusLine(line),
      onWhy: (a, v, p) => this.api.whyCell(this.shownText, a, v, p),
      onOpen: (k) => this.api.stepFacts(this.shownText, k),
      onStopOpen: () => { this.api.stopStepFacts().catch(() => {}); },
    });
    const option = (n, value) => el('option', { value: n, selected: n === value }, String(n));
    const select = (testid, label, from, to, value) =>
      el('select', { 'data-testid': testid, 'aria-label': label, title: label },
        Array.from({ length: to - from + 1 }, (_, i) => option(from + i, value)));
    this.positionsPick = select('zebra-size-positions', 'Positions', 3, 10, DEFAULT_SIZE);
    this.attributesPick = select('zebra-size-attributes', 'Attributes', 2, 10, DEFAULT_SIZE);

    this.newButton = button('New puzzle', 'zebra-new', () => this.generate());
    // While a new puzzle is made (a 10×10 takes tens of seconds): how far it has got, and
    // Stop, beside the button that started it.
    this.generating = null;
    this.genNote = el('span', { class: 'zebra-busy', 'data-testid': 'zebra-gen-note' });
    this.genBar = el('progress',
      { class: 'zebra-gen-bar', 'data-testid': 'zebra-gen-bar', max: '1', 'aria-label': 'New puzzle' });
    this.genRow = el('div',
      { class: 'buttons zebra-busy-row zebra-gen-row', 'data-testid': 'zebra-gen', hidden: true },
      this.genNote, this.genBar,
      button('Stop', 'zebra-gen-stop', () => this.stopGenerating(),
        { title: 'Stop making a new puzzle (Esc); this one stays' }));
    this.replacingNote = el('p', { class: 'zebra-replacing', 'data-testid': 'zebra-replacing', hidden: true });
    // After Einstein or New puzzle replaced the text: the text before, one click away (and
    // Ctrl+Z in the editor), until the next edit.
    this.undoButton = button('Undo', 'zebra-undo', () => this.undoReplace(),
      { hidden: true, title: 'Bring back the text from before (Ctrl+Z in the editor does too)' });
    this.replaced = null;
    this.solveButton = button('Solve', 'zebra-solve', () => {
      this.setPlay(false);
      this.solve();
    }, { class: 'primary' });
    this.stopButton = button('Stop', 'zebra-stop', () => this.stop(),
      { title: 'Stop solving (Esc); the clues stay as they are' });
    this.busyNote = el('span', { class: 'zebra-busy', 'data-testid': 'zebra-busy' });
    this.busyRow = el('div', { class: 'buttons zebra-busy-row', hidden: true }, this.busyNote, this.stopButton);
    // What a screen reader hears of the busy rows: that a long run started, not its count.
    this.busySaid = liveNote('zebra-busy-said');
    // From an edit until its check answers, what the panel shows belongs to the text before.
    this.staleNote = el('p', {
      class: 'hint zebra-stale-note', 'data-testid': 'zebra-stale', role: 'status', hidden: true,
    },
      'The clues have changed: what is shown below is for the text before, until they are checked.');
    this.root = el('div', { class: 'zebra-tool', 'data-testid': 'zebra-tool' },
      el('div', { class: 'panel zebra-input' },
        el('h2', { id: 'zebra-clues-title' }, 'Clues'),
        el('p', { class: 'hint', id: 'zebra-help' },
          'One attribute per line (name: values), then one clue per line, e.g. ',
          el('code', {}, 'Brit is red'), ', ', el('code', {}, 'green is immediately left of white'), ', ',
          el('code', {}, 'milk is in 3'), '. Mistakes are marked beside their line as you type.'),
        el('div', { class: 'buttons zebra-sources' },
          button('Einstein', 'zebra-example', () => {
            this.stopGenerating();
            this.load(this.example, { replace: true });
          }),
          el('span', { class: 'zebra-new-group' }, this.newButton,
            el('span', { class: 'zebra-size' },
              this.positionsPick, el('span', { 'aria-hidden': 'true' }, '×'), this.attributesPick,
              el('span', { class: 'zebra-size-note' }, 'positions × attributes'))),
          this.undoButton),
        this.genRow,
        this.editor.element,
        this.error,
        this.actions = el('div', { class: 'buttons' },
          this.solveButton,
          button('Hint', 'zebra-hint', () => {
            this.setPlay(false);
            this.hint();
          }, { title: 'Where to look for the next deduction; press again for the deduction' }),
          button('Explain', 'zebra-explain-start', () => {
            this.setPlay(false);
            this.explainFromStart();
          }, { title: 'Step through the whole solution' })),
        closesOnEscape(el('details', { class: 'zebra-language' },
          el('summary', {}, 'The clue language'),
          el('ul', {},
            facts.clue_sheet.map((t) => el('li', {}, el('code', {}, t)))),
          el('p', { class: 'hint' }, 'Headers: ', el('code', {}, 'title: …'), ', ', el('code', {}, 'positions: 5'),
            ' (or ', el('code', {}, 'positions: pounds lost: 3, 5, 7'), '), then ',
            el('code', {}, 'attribute: value, value, …'), '. Use ', el('code', {}, 'attribute.value'),
            ' when two attributes share a value name; # starts a comment.')))),
      el('div', { class: 'panel zebra-output' },
        el('div', { class: 'zebra-output-head' }, el('h2', {}, 'Solution'), this.playToggle),
        this.staleNote,
        this.busyRow,
        this.busySaid.node,
        this.replacingNote,
        this.explainer.element,
        this.play.element,
        shareBox(el, () => this.snippets())));
    section.replaceChildren(this.root);
    guardLength(this.editor.textarea, TEXT_BOX_MAX, (length) => this.showError(
      `The text (${characters(length)}) was not put in the editor: it takes at most ${TEXT_BOX_MAX / 1024} KiB `
      + '(a 64×64 puzzle with a clue per value is about 100 KB). The clues are unchanged.', null));
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.generating) {
        e.preventDefault();
        this.stopGenerating();
      } else if (e.key === 'Escape' && !this.busyRow.hidden) {
        e.preventDefault();
        this.stop();
      }
    });
    this.explainer.clear();
    this.explainer.status.hidden = false;
    this.explainer.status.textContent = 'Press Solve for the answer, Hint for one deduction at a time.';
  }

  async start(params) {
    const fromLink = params.has('text') ? decodeText(params.get('text')) : null;
    if (params.has('text') && fromLink === null) {
      this.editor.value = this.example;
      this.showError('The link’s puzzle text could not be read; Einstein’s riddle is shown instead.', null);
      return;
    }
    if (fromLink !== null && fromLink.length > TEXT_BOX_MAX) {
      this.editor.value = this.example;
      this.showError(`The link’s puzzle text (${characters(fromLink.length)}) is more than the editor takes `
        + `(${TEXT_BOX_MAX / 1024} KiB); Einstein’s riddle is shown instead.`, null);
      return;
    }
    // load() starts checking the text at once; play mode then opens on its answer (before
    // its explanation, which a big grid takes long to work out). The tool is ready once the
    // answer is shown: the steps of a big grid can take minutes, and come in batches.
    this.load(fromLink ?? this.example, { url: fromLink !== null });
    if (params.get('play') === '1' || params.has('marks')) {
      this.linkMarks = params.has('marks') ? marksFromParam(params.get('marks')) : null;
      this.setPlay(true);
    }
    await this.analysis().answer;
  }

  /**
   * Puts text in the editor and checks it (what Einstein, New puzzle and links do). With
   * `replace`, the text it replaces can be brought back (Undo, or Ctrl+Z in the editor).
   */
  async load(text, { url = true, replace = false } = {}) {
    this.setStale(true);
    if (replace) {
      const before = this.editor.value;
      this.editor.replace(text);
      this.replaced = before !== text ? before : null;
      this.undoButton.hidden = this.replaced === null;
    } else {
      this.editor.value = text;
    }
    if (url) this.ctx.setUrl({ text: encodeText(text) });
    await this.check();
  }

  async undoReplace() {
    const before = this.replaced;
    if (before === null) return;
    this.stopGenerating();
    this.replaced = null;
    this.undoButton.hidden = true;
    this.setStale(true);
    this.editor.replace(before);
    this.ctx.setStatus('The text from before is back.');
    this.ctx.setUrl({ text: encodeText(before) });
    this.editor.textarea.focus();
    await this.check();
  }

  edited() {
    this.setStale(true);
    this.replaced = null;
    this.undoButton.hidden = true;
    this.root.dataset.checked = 'false';
    this.ctx.setUrl({ text: encodeText(this.editor.value) });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.check(), CHECK_DELAY_MS);
  }

  /**
   * Analyses the editor's text (once per text) and shows errors or the open grid. Resolves
   * to the result with its explanation, or to null when the text changed meanwhile (a newer
   * check shows its own) or the check was stopped.
   */
  check() {
    return this.analysis().promise;
  }

  /**
   * The analysis of the editor's text, started once per text: `answer` resolves to the
   * solver's answer, `promise` to the same with the explanation steps once they are worked
   * out (both null if the text changed meanwhile or the check was stopped). The answer comes
   * first because on big grids explaining takes far longer than solving.
   */
  analysis() {
    clearTimeout(this.timer);
    const text = this.editor.value;
    if (this.checking?.text === text) return this.checking;
    this.session.supersede();
    let someSteps;
    // Resolves once some steps can be shown: the first batch, or the whole explanation.
    const stepsShown = new Promise((resolve) => { someSteps = resolve; });
    // Batches of steps come while the rest are worked out: a big grid can be stepped
    // through from its first steps instead of after tens of seconds.
    const entry = this.session.start(text, {
      onAnswer: (result) => this.present(result, text),
      onSteps: (batch) => { this.explainer.addSteps(batch); someSteps(); },
    });
    entry.stepsShown = stepsShown;
    entry.promise = entry.promise.then((result) => {
      if (!result) return null;
      if (result.ok && result.explained) this.present(result, text); // at the end if Solve asked for it meanwhile
      // Tests (and anyone watching) can tell when the marks belong to the text on screen.
      if (this.editor.value === text) this.root.dataset.checked = 'true';
      return result;
    }).catch((err) => {
      if (entry.fresh()) {
        this.setStale(false);
        this.showError(`The solver failed: ${err.message}`, null);
        this.explainer.clear(err.message);
      }
      return null;
    }).finally(() => {
      if (entry.fresh()) this.showBusy(null);
    });
    entry.promise.then(() => someSteps());
    this.checking = entry;
    this.showBusy(entry);
    return entry;
  }

  /** Shows, once a check has run for a moment, how long it has been running and Stop. */
  showBusy(entry) {
    clearInterval(this.busyTimer);
    clearTimeout(this.busyDelay);
    this.busyRow.hidden = true;
    this.root.dataset.busy = 'false';
    this.busySaid.say('');
    if (!entry) return;
    const tick = () => {
      const seconds = Math.floor((performance.now() - entry.started) / 1000);
      this.busyNote.textContent = seconds ? `${entry.phase}… ${seconds} s` : `${entry.phase}…`;
      this.root.dataset.phase = entry.phase;
    };
    this.busyDelay = setTimeout(() => {
      if (entry.done) return;
      tick();
      this.busyRow.hidden = false;
      this.root.dataset.busy = 'true';
      this.busySaid.say(`${entry.phase}…; Stop (Esc) ends it.`);
      this.busyTimer = setInterval(tick, 1000);
    }, BUSY_AFTER_MS);
  }

  /** Stops the running check; the text stays, and Solve (or an edit) starts it again. */
  stop() {
    const entry = this.checking;
    if (!entry || entry.done) return;
    const seconds = (performance.now() - entry.started) / 1000;
    this.checking = null;
    this.session.stop();
    this.showBusy(null);
    if (entry.phase === 'Explaining') {
      // The answer is already shown; only its steps were still being worked out.
      this.explainer.setStatus(this.explainer.report?.headline ?? '',
        `Working out the steps was stopped after ${seconds.toFixed(1)} s; Hint or Explain tries again.`);
    } else {
      this.setStale(false);
      this.explainer.clear(`stopped after ${seconds.toFixed(1)} s. The clues are unchanged; press Solve to try again.`);
    }
    this.ctx.setStatus('Stopped.');
    // The Stop button is gone; Solve is where a keyboard user would go next.
    this.solveButton.focus();
  }

  /**
   * Dims what the panel shows while it answers an older text than the editor's (from the
   * first keystroke until the check of the new text answers), and says so.
   */
  setStale(stale) {
    this.root.dataset.stale = String(stale);
    this.staleNote.hidden = !stale;
  }

  /** Shows the answer to `text` (dimmed if the editor holds newer text by now). */
  present(result, text) {
    this.setStale(text !== this.editor.value);
    if (!result.ok) {
      this.showError(result.error.message, result.error.line, result.error.lines);
      this.explainer.clear(result.error.message);
      if (this.playing) this.play.clear(`Not solved: ${result.error.message}`);
      return;
    }
    this.clearError();
    if (this.playing) this.openPlay(result);
    this.syncSize(result);
    this.editor.mark({ conflict: result.conflict.map((c) => c.line), cited: [], english: result.english || [] });
    this.shownText = text; // what "why?" on a cell asks about
    this.explainer.show(result);
  }

  /**
   * Solve it yourself on or off: the markable grid instead of the explanation. The link says
   * `play=1`, and `marks=` while there are marks.
   */
  setPlay(on) {
    if (on === this.playing) return;
    this.playing = on;
    this.playToggle.setAttribute('aria-pressed', String(on));
    this.explainer.element.hidden = on;
    this.play.element.hidden = !on;
    this.root.dataset.play = String(on);
    this.ctx.setUrl({ play: on ? '1' : '', marks: on ? marksParam(this.play.marks) : '' });
    if (!on) {
      this.editor.mark({ cited: [] });
      return;
    }
    const entry = this.analysis(); // the running check of this text, or a new one
    entry.answer.then((r) => {
      if (r?.ok && this.playing && entry.text === this.editor.value) this.openPlay(r);
    });
  }

  /**
   * Shows the puzzle on the markable grid, with its kept marks (or the link's, once the
   * solver has read them all), once per text.
   */
  openPlay(result) {
    const text = this.editor.value;
    if (this.play.text === text && this.play.report) return;
    const linked = this.linkMarks;
    this.linkMarks = null;
    this.play.openLink(result, text, linked ?? [], loadMarks(text));
  }

  keepMarks(lines) {
    if (this.play.text !== null) saveMarks(this.play.text, lines);
    if (this.playing) this.ctx.setUrl({ marks: marksParam(lines) });
  }

  /**
   * The size pickers show the open puzzle's size, or nothing when they do not offer it (a
   * 16×16 from a link): never a size from before, which New puzzle would not be making.
   */
  syncSize(result) {
    const pick = (select, n) => {
      if (n) select.value = [...select.options].some((o) => Number(o.value) === n) ? String(n) : '';
    };
    pick(this.positionsPick, result.positions?.length);
    pick(this.attributesPick, result.attributes?.length);
  }

  async solve() {
    // The answer is enough here; its steps can follow.
    const r = await this.analysis().answer;
    if (!r?.ok) return;
    if (r.status === 'unique') this.explainer.end();
    this.ctx.setStatus(r.summary);
  }

  /**
   * Resolves to the answer once steps of it can be shown: at once for an answer that has no
   * steps (errors, several or no solutions), else after the first batch or the whole.
   */
  async stepsReady() {
    const entry = this.analysis();
    const quick = await entry.answer;
    if (quick?.ok && quick.status === 'unique') await entry.stepsShown;
    return entry.fresh() ? quick : null;
  }

  async hint() {
    let r = await this.stepsReady();
    // At the last step worked out so far: the next one comes with the rest.
    if (r?.ok && r.status === 'unique' && !this.explainer.canStep) r = await this.check();
    if (r?.ok && r.status === 'unique') {
      const ex = this.explainer;
      // Two levels: first where to look (the clue and the cells), then the deduction. With
      // the solution shown (after Solve or the last step) hints start again from the open grid.
      if (ex.index > ex.steps || (ex.index === ex.steps && !ex.partial)) ex.go(0);
      if (ex.hinted === ex.index) ex.next();
      else if (!ex.hintWhere()) ex.next();
      ex.explain.focus({ preventScroll: true });
      // On a phone the explanation is below the editor: bring the hint and its cells up.
      this.explainer.reveal();
    }
  }

  async explainFromStart() {
    const r = await this.stepsReady();
    if (r?.ok && r.status === 'unique') {
      this.explainer.go(0);
      this.explainer.explain.focus();
    }
  }

  stepShown(step) {
    const cited = step ? step.clues : [];
    this.editor.mark({ cited });
    if (cited.length) this.editor.reveal(cited[0]);
  }

  /**
   * Makes a new puzzle of the picked size on a worker of its own, so Stop ends it without
   * touching the open puzzle's solving; meanwhile the open puzzle is marked as being replaced
   * (its grid inert, its text read-only) and the progress shows beside New puzzle.
   */
  async generate() {
    if (this.generating) return;
    // A picker showing nothing (the open puzzle's size is not offered) makes the usual size.
    const n = Number(this.positionsPick.value) || DEFAULT_SIZE;
    const m = Number(this.attributesPick.value) || DEFAULT_SIZE;
    this.positionsPick.value = String(n);
    this.attributesPick.value = String(m);
    const run = { n, m };
    this.generating = run;
    this.generator ??= solver(zebraGenerate);
    this.showReplacing(run);
    this.ctx.setStatus(`Generating a ${n}×${m} puzzle…`);
    try {
      const seed = Math.floor(Math.random() * 2 ** 52);
      const r = await zebraApi(this.generator).generateReporting(n, m, seed, (p) => this.generateProgress(run, p));
      if (this.generating !== run) return;
      this.showReplacing(null);
      if (r.ok === false) {
        this.ctx.setStatus(`Could not generate: ${r.error.message}`);
        return;
      }
      await this.load(r.text, { replace: true });
      this.ctx.setStatus(r.summary);
    } catch (err) {
      if (this.generating !== run) return;
      this.showReplacing(null);
      this.ctx.setStatus(err instanceof Stopped ? 'Stopped.' : `Could not generate: ${err.message}`);
    } finally {
      if (this.generating === run) this.generating = null;
    }
  }

  /** Shows how far making a new puzzle has got: clues added, then clues tried without. */
  generateProgress(run, p) {
    if (this.generating !== run) return;
    this.genNote.textContent = p.summary;
    if (p.phase === 'adding') this.genBar.removeAttribute('value');
    else this.genBar.value = p.checked / p.of;
    this.genRow.dataset.phase = p.phase;
  }

  /**
   * While `run` makes a new puzzle (null: no longer): its progress and Stop shown, the open
   * puzzle dimmed and out of reach, its text read-only, so nobody works on it unawares.
   */
  showReplacing(run) {
    const on = Boolean(run);
    this.newButton.disabled = on;
    this.genRow.hidden = !on;
    this.replacingNote.hidden = !on;
    this.busySaid.say(on ? `Making a new ${run.n}×${run.m} puzzle; Stop (Esc) keeps this one.` : '');
    this.root.dataset.generating = String(on);
    this.editor.textarea.readOnly = on;
    for (const part of [this.explainer.element, this.play.element, this.editor.element, this.actions]) {
      part.inert = on;
      part.classList.toggle('zebra-being-replaced', on);
    }
    if (!on) return;
    this.genNote.textContent = `New ${run.n}×${run.m} puzzle: starting…`;
    this.genBar.removeAttribute('value');
    delete this.genRow.dataset.phase;
    this.replacingNote.textContent = `This puzzle is being replaced by a new ${run.n}×${run.m} one; Stop keeps it.`;
  }

  /** Stops making a new puzzle (if one is being made); the open puzzle stays. */
  stopGenerating() {
    if (!this.generating) return;
    this.generating = null;
    this.generator.stop();
    this.showReplacing(null);
    this.ctx.setStatus('Stopped: the puzzle is unchanged.');
    this.newButton.focus();
  }

  /** Shows `message`; marks `line` and every line of `lines` ([{line, message}]) in the gutter. */
  showError(message, line, lines = []) {
    this.error.textContent = message;
    this.error.hidden = false;
    this.editor.mark({ error: line, message, errors: lines, cited: [], conflict: [], english: [] });
    if (line) this.editor.reveal(line);
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = '';
    this.editor.mark({ error: null, message: '', errors: [] });
  }

  snippets() {
    const text = this.editor.value;
    const params = { puzzle: 'zebra', text: encodeText(text) };
    const isExample = text === this.example;
    return {
      link: location.href,
      ...embedSnippets('zebra-puzzle', isExample ? { example: 'einstein' } : {}, isExample ? '' : text, params),
    };
  }
}
