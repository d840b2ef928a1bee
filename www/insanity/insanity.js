// The Instant Insanity tool: paint n cube nets (or type/paste the text format), solve, pick a
// solution, see it as a 3D column and as the two highlighted subgraphs of the opposite-face
// graph. Nets and text are kept in step both ways; every puzzle rule is the solver's (through
// the worker): parsing, solving, counting, obstacles and new puzzles.

import { el, button, closesOnEscape, guardLength, characters, TEXT_BOX_MAX } from '../dom.js';
import { shareBox, embedSnippets } from '../share.js';
import { Palette } from './palette.js';
import { Nets } from './nets.js';
import { Column3D } from './column3d.js';
import { drawGraph } from './graph.js';
import { History } from '../history.js';
import { solver } from '../rpc.js';
import { insanityApi } from './api.js';
import { InsanitySession } from './session.js';
import { ObstacleSearch } from './obstacle-search.js';

export async function mount(section, ctx) {
  await ctx.ready();
  const api = insanityApi(ctx.call);
  const tool = new InsanityTool(section, ctx, api, await api.facts());
  await tool.start(ctx.params);
  return tool;
}

class InsanityTool {
  constructor(section, ctx, api, facts) {
    this.ctx = ctx;
    this.api = api;
    this.facts = facts;
    this.palette = new Palette();
    this.nets = new Nets(this.palette, () => this.netsChanged(), facts);
    // A painted state is its cubes as JSON; putting one back repaints the nets (and the
    // solver rewrites the text from them).
    this.history = new History(() => JSON.stringify(this.nets.cubes), (state) => {
      const cubes = JSON.parse(state);
      this.palette.fit(cubes.flat(), cubes.length);
      this.nets.setCubes(cubes);
      this.netsChanged();
    }, 'insanity-undo');
    this.history.watch(this.nets.element);
    this.column = new Column3D((t) => this.palette.colourOf(t));
    this.result = null;
    // Text and nets follow each other through the solver (it reads the text and writes the
    // nets' text), so answers come back later: the newest edit of either one wins (the
    // session's edits). The count comes at once, an impossible puzzle's obstacle after it.
    this.session = new InsanitySession(ctx.call, { countFirst: true });
    this.obstacleSearch = new ObstacleSearch(solver('insanity'));
    this.writing = Promise.resolve(); // the nets' text being written by the solver
    this.rows = ''; // the nets' cubes in the one-line form of links, as the solver wrote them

    this.text = el('textarea', {
      id: 'insanity-text', class: 'ii-text', rows: '7', spellcheck: 'false', autocomplete: 'off',
      autocapitalize: 'off', 'data-testid': 'insanity-text', 'aria-describedby': 'insanity-text-help insanity-error',
      oninput: () => this.textChanged(),
      onkeydown: (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) this.solve(); },
    });
    this.error = el('p', {
      class: 'error', id: 'insanity-error', 'data-testid': 'insanity-error', role: 'alert', hidden: true,
    });
    this.summary = el('p', {
      class: 'summary', 'data-testid': 'insanity-summary', role: 'status', 'aria-live': 'polite',
    });
    this.countsHint = el('p', { class: 'hint ii-counts-hint', 'data-testid': 'insanity-counts-hint', hidden: true },
      'A stack is the column as you see it. Turning the whole column a quarter turn (4 ways), and turning every '
        + 'cube over in place (2 ways), gives up to 8 stacks that are one solution.');
    // Why an impossible puzzle is impossible: the solver's plain lead sentence, then its whole
    // argument folded away (the detail) for whoever wants to check it.
    this.why = el('p', { class: 'ii-why' });
    this.detailText = el('p', { class: 'ii-detail-text', 'data-testid': 'insanity-reason-detail-text' });
    this.detail = closesOnEscape(el('details', { class: 'ii-detail', 'data-testid': 'insanity-reason-detail' },
      el('summary', {}, 'The whole argument'), this.detailText));
    this.obstacle = el('div', { class: 'ii-obstacle', 'data-testid': 'insanity-obstacle', hidden: true },
      this.why, this.detail);
    this.busyNote = el('span', { class: 'hint' }, 'Looking for the cubes that cannot be stacked…');
    this.busyRow = el('div', { class: 'buttons ii-busy-row', 'data-testid': 'insanity-obstacle-busy', hidden: true },
      this.busyNote,
      el('button', { type: 'button', 'data-testid': 'insanity-stop', onclick: () => this.obstacleSearch.stop() },
        'Stop'));
    this.list = el('div', {
      class: 'ii-list', role: 'group', 'aria-label': 'Solutions', 'data-testid': 'solution-list',
    });
    this.graphBox = el('div', { class: 'ii-graph-box' });

    this.root = el('div', { class: 'insanity-tool', 'data-testid': 'insanity-tool' },
      el('div', { class: 'panel editor' },
        el('h2', {}, 'Paint the cubes'),
        el('p', { class: 'hint' }, 'Stack the cubes so that each long side of the column shows every colour once. '
          + 'Pick a colour, then click or drag over faces. Keyboard: arrows move, number keys paint, Delete clears.'),
        this.nets.element,
        el('div', { class: 'buttons' },
          button('Add cube', 'add-cube', () => this.resize(1)),
          button('Remove cube', 'remove-cube', () => this.resize(-1)),
          button('Clear', 'insanity-clear', () => this.clear()),
          button('New puzzle', 'insanity-new', () => this.newPuzzle()),
          this.history.button,
          button('Solve', 'insanity-solve', () => this.solve(), { class: 'primary' })),
        el('label', { for: 'insanity-text' }, `As text: one cube per line, ${this.nets.faceWords.join(' ')}`),
        this.text,
        el('p', { class: 'hint', id: 'insanity-text-help' }, 'Typing or pasting repaints the nets. '
          + 'A word (1) or Cube and a word (Cube 1) before the six colours is a label; a header of face names and '
          + '# comments are skipped; ; also ends a row outside comments. '
          + `${facts.blank} is an unpainted face. Ctrl+Enter solves.`),
        this.error),
      el('div', { class: 'panel viewer' },
        el('h2', {}, 'Solutions'),
        this.summary,
        this.countsHint,
        this.busyRow,
        this.obstacle,
        this.list,
        el('div', { class: 'ii-views' },
          this.column.box,
          this.graphBox),
        shareBox(el, () => this.snippets())));
    section.replaceChildren(this.root);
    this.answers = 0;
    guardLength(this.text, TEXT_BOX_MAX, (length) => this.refused(length));
  }

  /** Counts the answers Solve has shown (an error or a result), for tests to wait on. */
  answered() {
    this.answers++;
    this.root.dataset.answers = String(this.answers);
  }

  async start(params) {
    // A link's cubes are used even when empty or wrong (the error says what is wrong): a link
    // never silently opens some other puzzle.
    const cubes = params.get('cubes');
    if (cubes !== null && cubes.length > TEXT_BOX_MAX) {
      this.showError(`The link’s cubes (${characters(cubes.length)}) are more than the text box takes `
        + `(${TEXT_BOX_MAX / 1024} KiB), so they were not opened.`);
      this.answered();
      return;
    }
    this.text.value = cubes !== null ? `${cubes.split(';').map((r) => r.trim()).join('\n')}\n` : this.facts.example;
    const ok = await this.textChanged();
    if (ok) await this.solve();
  }

  snippets() {
    const cubes = this.rows;
    return {
      link: location.href,
      ...embedSnippets('insanity-column', { cubes, graph: true }, '', { puzzle: 'insanity', cubes }),
    };
  }

  /**
   * Repaints the nets from the text. On an error says where, and dims the nets, which still
   * show the last puzzle that could be read (the error says so); no result of an older
   * puzzle stays on screen.
   */
  async textChanged() {
    const fresh = this.session.edit();
    // The old count and solutions go at once: they answered the text before.
    this.showResult(null);
    const text = this.text.value;
    let r;
    try {
      // A text longer than the solver reads is refused here, before it is copied to the
      // worker (a UTF-16 code unit is at least one UTF-8 byte; the worker checks the bytes).
      r = text.length > this.facts.max_text_bytes
        ? { ok: false, error: { message: this.facts.too_long } }
        : await this.api.parse(text);
    } catch (err) {
      r = { ok: false, error: { message: err.message } };
    }
    if (!fresh()) return false;
    if (!r.ok) {
      this.showResult(null);
      this.setStale(true);
      const shown = this.nets.cubes.length ? ' The nets still show the last puzzle that could be read.' : '';
      this.showError(`${r.error.message}.${shown}`);
      return false;
    }
    this.setStale(false);
    this.clearError();
    const cubes = r.cubes.map((cube) => cube.map((t) => (t === this.facts.blank ? null : t)));
    this.palette.fit(cubes.flat(), cubes.length);
    this.nets.setCubes(cubes);
    await this.cubesChanged(fresh, false);
    return fresh();
  }

  /**
   * A paste or drop that would make the text longer than the box takes is refused before the
   * box takes it (laying out megabytes of text would freeze the page); the text stays as it
   * was, and no answer is left beside the error.
   */
  refused(length) {
    this.session.edit();
    this.showResult(null);
    this.showError(`The text (${characters(length)}) was not put in the box: it takes at most `
      + `${TEXT_BOX_MAX / 1024} KiB, and a puzzle of ${this.facts.max_cubes} cubes is a few kilobytes. `
      + 'The box is unchanged.');
    this.answered();
  }

  /** Greys the nets while they show an older puzzle than the text. */
  setStale(stale) {
    this.nets.netsEl.classList.toggle('stale', stale);
    this.text.setAttribute('aria-invalid', String(stale));
  }

  /** Has the solver rewrite the text from the nets. */
  netsChanged() {
    const fresh = this.session.edit(); // a parse or a writing still running is older than this painting
    this.setStale(false);
    this.clearError();
    this.writing = this.cubesChanged(fresh, true);
    return this.writing;
  }

  /**
   * After the cubes changed, from either side: a step for Undo, no old result, and the link
   * (and with `rewrite` the text) as the solver writes the cubes, unless `fresh()` has gone
   * false meanwhile.
   */
  async cubesChanged(fresh, rewrite) {
    this.history.changed();
    this.showResult(null);
    const w = await this.api.write(this.nets.cubes).catch((err) => ({ ok: false, error: { message: err.message } }));
    if (!fresh()) return;
    if (!w.ok) {
      this.showError(w.error.message);
      return;
    }
    if (rewrite) this.text.value = w.text;
    this.text.rows = Math.max(6, Math.min(14, this.text.value.split('\n').length));
    this.rows = w.rows;
    this.ctx.setUrl({ cubes: w.rows });
  }

  resize(step) {
    const cubes = this.nets.cubes.map((c) => c.slice());
    if (step > 0) {
      if (cubes.length >= this.facts.max_cubes) return;
      cubes.push(new Array(6).fill(null));
    } else {
      if (cubes.length <= 1) return;
      cubes.pop();
      this.palette.trim(cubes.length, cubes.flat());
    }
    this.nets.setCubes(cubes);
    this.netsChanged();
  }

  clear() {
    this.nets.setCubes(this.nets.cubes.map(() => new Array(6).fill(null)));
    this.netsChanged();
  }

  async newPuzzle() {
    const n = this.nets.cubes.length;
    const r = await this.api.generate(n, Math.floor(Math.random() * 2 ** 52))
      .catch((err) => ({ ok: false, error: { message: err.message } }));
    if (!r.ok) {
      this.showError(r.error.message);
      return;
    }
    // The generator names colours A, B, …; show them with the palette's own colours instead
    // (renaming colours does not change the puzzle).
    this.palette.ensure(r.puzzle.colours.length);
    const rename = new Map(r.puzzle.colours.map((c, i) => [c, this.palette.tokens[i]]));
    this.nets.setCubes(r.puzzle.cubes.map((cube) => cube.map((t) => rename.get(t))));
    this.netsChanged();
    // Said where the answer will be, not in the header: any message there longer than its
    // "Ready." wraps the header (on a phone) and pushes the nets down under the finger.
    this.summary.classList.remove('none');
    this.summary.textContent = `${r.summary} `
      + 'Think it over on the nets, then press Solve to see it stacked and its graph.';
    this.summary.dataset.kind = 'new-puzzle';
  }

  async solve() {
    await this.writing; // the text of the nets as last painted
    const text = this.text.value;
    if (!(await this.textChanged())) {
      if (text === this.text.value) this.answered();
      return;
    }
    const blanks = this.nets.cubes.flatMap((cube, c) => cube.flatMap((t, f) => (t === null ? [[c, f]] : [])));
    if (blanks.length) {
      const first = blanks.slice(0, 3).map(([c, f]) => `cube ${c + 1} ${this.nets.faceWords[f]}`).join(', ');
      const more = blanks.length > 3 ? ', …' : '';
      this.showError(`Paint every face first: ${blanks.length} still blank (${first}${more}).`);
      this.nets.mark(blanks);
      this.answered();
      return;
    }
    // The count comes at once; an impossible puzzle's obstacle follows when it is found.
    const r = await this.session.solve(text).catch((err) => /** @type {import('./api.js').SolveResult} */ (
      { ok: false, error: { message: err.message } }));
    if (!r) return; // edited meanwhile: the answer is not for this text
    this.answered();
    if (r.ok === false) {
      this.showError(r.error.message);
      return;
    }
    this.clearError();
    this.showResult(r);
    if (r.obstacle_pending) this.findObstacle(text, r);
  }

  /** Looks for the obstacle of `r` (shown, no solution) on the obstacle worker. */
  async findObstacle(text, r) {
    this.busyRow.hidden = false;
    this.root.dataset.obstacle = 'pending';
    const end = await this.obstacleSearch.find(text, r);
    if (!end) return;
    this.busyRow.hidden = true;
    if (end.status === 'stopped' || end.status === 'crashed') {
      this.root.dataset.obstacle = end.status === 'stopped' ? 'stopped' : 'failed';
      this.why.textContent = end.status === 'stopped'
        ? 'The search for the cubes that cannot be stacked was stopped; Solve looks again.'
        : `The search for the cubes that cannot be stacked failed: ${end.message}`;
      this.detail.hidden = true;
      this.obstacle.hidden = false;
      return;
    }
    if (this.result !== r) return;
    if (end.status === 'refused') {
      this.root.dataset.obstacle = 'failed';
      this.showError(end.message);
      return;
    }
    this.showObstacle(r);
    this.root.dataset.obstacle = 'done';
  }

  /** Leaves an obstacle search whose puzzle is no longer shown (ending it if it runs long). */
  dropObstacle() {
    this.obstacleSearch.drop();
    this.busyRow.hidden = true;
    delete this.root.dataset.obstacle;
  }

  showResult(r) {
    this.dropObstacle();
    this.result = r;
    this.nets.flag([]);
    this.obstacle.hidden = true;
    this.countsHint.hidden = true;
    this.list.replaceChildren();
    this.graphBox.replaceChildren();
    this.column.show(null);
    delete this.summary.dataset.kind;
    if (!r) {
      this.summary.textContent = '';
      return;
    }
    // The solver's verdict; the stacks listed are this view's to say.
    this.summary.textContent = `${r.summary}${r.truncated ? ` The first ${r.list.length} are listed.` : ''}`;
    this.summary.classList.toggle('none', r.solutions_text === '0');
    this.countsHint.hidden = r.solutions_text === '0';
    if (r.solutions_text === '0') {
      if (r.obstacle) this.showObstacle(r);
      return;
    }
    const buttons = r.list.map((_, k) => el('button', {
      type: 'button', class: 'ii-pick', 'data-testid': `solution-${k}`, 'aria-pressed': 'false',
      'aria-label': `Solution ${k + 1}`, onclick: () => this.choose(k),
    }, r.list.length <= 4 ? `Solution ${k + 1}` : String(k + 1)));
    this.list.replaceChildren(...buttons);
    this.choose(0);
  }

  /** The obstacle of `r`: why it cannot be stacked (the solver's sentence), marked on the nets and in the graph. */
  showObstacle(r) {
    const cubes = r.obstacle;
    const size = {
      smallest: 'No smaller set fails.',
      minimal: 'Each of these cubes is needed.',
      cannot_stack: 'A smaller set may fail too: the search for one ran out of its budget.',
    }[r.obstacle_status] ?? '';
    this.why.replaceChildren(
      el('span', { 'data-testid': 'insanity-reason' }, r.obstacle_sentence ?? ''),
      ` ${size} The cubes are marked on the nets; the graph highlights what the reason rests on.`);
    this.detailText.textContent = r.obstacle_detail ?? '';
    this.detail.open = false;
    this.detail.hidden = !r.obstacle_detail;
    this.obstacle.dataset.status = r.obstacle_status ?? '';
    this.obstacle.dataset.reason = r.obstacle_reason?.kind ?? '';
    this.obstacle.hidden = false;
    this.nets.flag(cubes.map((c) => c - 1));
    this.graphBox.replaceChildren(drawGraph(r.graph, (t) => this.palette.colourOf(t), {
      obstacle: cubes.map((c) => c - 1),
      reason: { edges: r.obstacle_reason_edges ?? [], colours: r.obstacle_reason_colours ?? [] },
    }));
  }

  choose(k) {
    const r = this.result;
    if (!r || !r.list[k]) return;
    [...this.list.children].forEach((b, i) => b.setAttribute('aria-pressed', String(i === k)));
    this.column.show(r.list[k]);
    this.graphBox.replaceChildren(drawGraph(r.graph, (t) => this.palette.colourOf(t), { solution: k }));
  }

  showError(message) {
    this.error.textContent = message;
    this.error.hidden = false;
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = '';
    this.nets.mark([]);
  }
}
