// The zebra solver's functions as the page calls them (they run in a solver worker), with the
// shapes of their answers (docs/zebra.md). Views call these, never the worker by name.
// The zebra modules read the clue language alone; a text with a line they refuse is read by
// the English module (wasm/zebra-english, its worker started then), and the call is answered
// from the text as read, its lines as printed: a page whose puzzle is in the clue language
// never downloads the reader.

/**
 * @typedef {{kind: string, message: string, line: number|null}} ZebraError
 * @typedef {{clue_sheet: string[], count_limit: number}} ZebraFacts
 *   `clue_sheet`: the clue forms, one line each; `count_limit`: solutions are counted up to
 *   this many, so a count of it means "at least".
 * @typedef {{attribute: string, value: string, position: string, column: number}} Cell
 * @typedef {{kind: string, text: string, clues: number[], fixed: Cell[], eliminated: Cell[],
 *   linked: object[], unlinked: object[], chain?: object}} Step
 * @typedef {{ok: true, explained: boolean, title: string|null,
 *   status: 'unique'|'multiple'|'none', count: number, summary: string, headline: string, detail: string,
 *   partial_detail?: string,
 *   attributes: {name: string, values: string[]}[], positions: string[], ordered?: false,
 *   solution: string[][]|null, second: string[][]|null, differ: object[],
 *   conflict: {line: number, text: string}[], clues: {line: number, text: string}[],
 *   steps: Step[], walk: WalkStep[]} | {ok: false, error: ZebraError}} Report
 *   `summary`, `headline`, `detail`: the verdict in the solver's words (the status line's sentence,
 *   the explanation's heading and the line under it); `partial_detail`: that line while the
 *   first steps are shown and the rest are worked out.
 * @typedef {{step: number, folded: number[]}} WalkStep
 *   A step Next and Previous show (by its 1-based number) and the steps folded into it, the
 *   ones since the shown step before it that change nothing drawn.
 * @typedef {{ok: true, text: string, summary: string} | {ok: false, error: ZebraError}} Generated
 * @typedef {{title: string, steps: number[], folded: {step: number, into: number}[]}} Chapter
 *   Steps by their 1-based numbers; each folded step with the shown step it is folded into.
 * @typedef {{steps: Step[], chapters: Chapter[], walk: WalkStep[]}} Batch
 *   Steps of the explanation as they are worked out, and the chapters and walk they complete.
 *
 * Marks: what a person writes into the grid, one fact per line in the clue language
 * ("X is in N", "X is not in N", "X is Y", "X is not Y"; blank lines and # comments ignored).
 * Names resolve as in clues; `attribute.value` always names one value.
 * @typedef {{attribute: string, value: string}} ValueRef
 * @typedef {{line?: number, kind: 'in'|'not_in'|'same'|'not_same', a: ValueRef, b?: ValueRef,
 *   position?: string, column?: number, text: string}} Fact
 *   `in`/`not_in`: `a` at `position` (its label; `column` is 0-based); `same`/`not_same`: `a`
 *   and `b`. `line`: the marks line (absent for a consequence); `text`: the fact as a line.
 * @typedef {{source: 'puzzle'|'marks', kind: string, message: string, line: number|null}} MarksError
 *   `source`: which text is at fault; `line` is a line of that text.
 * @typedef {{ok: true, facts: Fact[], consequences: {in: Fact[], not_in: Fact[], same: Fact[],
 *   not_same: Fact[]}} | {ok: false, error: MarksError}} MarksState
 *   `consequences`: the cells the ✓ marks grey out (rest of row and column in their block),
 *   never a marked cell; `in` and `same` are always empty.
 * @typedef {{ok: true, unique: boolean, status: 'unique'|'multiple'|'none', wrong: number[],
 *   summary: string, which: string} | {ok: false, error: MarksError}} MarksCheck
 *   `wrong`: marks lines that contradict the unique solution (empty unless `unique`);
 *   `summary`: what Check says first; `which`: the wrong marks quoted (the second press).
 * @typedef {{ok: true, wrong: number[], summary: string, which: string}
 *   | {ok: true, solved: true, summary: string} | {ok: true, step: Step}
 *   | {ok: true, unique: false, status: 'multiple'|'none', summary: string}
 *   | {ok: true, undecided: true, summary: string} | {ok: false, error: MarksError}} Hint
 *   Wrong marks come first (`wrong`, marks lines); else the simplest next deduction from the
 *   correct marks (`step`, the shape of an explanation step; its `clues` are puzzle lines),
 *   or `solved` when every value is placed. Every `ok: true` answer also has `ms`: the
 *   hint's own time inside the worker, in milliseconds.
 */

import { shared } from '../worker-rpc.js';
import { zebraEnglish } from '../solver-zebra-english.js';

// The same for every worker: asked once per page. A call that fails (its worker was
// stopped) is not kept, so the next caller asks again.
let facts = null;
let example = null;

// Texts the English module read, by text: a promise of `{ok: true, text}` (the text with its
// English lines carried as read) or `{ok: false, error}`. The last few are kept, so every call
// on the same text after the first goes straight to the zebra module.
const readings = new Map();
const KEPT = 8;

/** The English module's reading of `text` (kept; a failed call is not). */
function reading(text) {
  let read = readings.get(text);
  if (!read) {
    read = shared(zebraEnglish).call('zebra_read', text)
      .catch((err) => { readings.delete(text); throw err; });
    readings.set(text, read);
    if (readings.size > KEPT) readings.delete(readings.keys().next().value);
  }
  return read;
}

/**
 * `ask(text)`, a zebra call on a puzzle text, answered for a text in English too: asked of
 * the text as read when the zebra module refuses a line (`needs_reader`), or the reader's
 * error in the shape of the call's own (`source: 'puzzle'` for the marks calls).
 * @template T @param {string} text @param {(text: string) => Promise<T>} ask
 * @param {boolean} [marks] @returns {Promise<T>}
 */
async function readAsk(text, ask, marks = false) {
  const answered = async (read) => {
    if (read.ok) return ask(read.text);
    const { kind, message, line } = read.error;
    return /** @type {any} */ (marks ? { ok: false, error: { source: 'puzzle', kind, message, line } } : read);
  };
  if (readings.has(text)) return answered(await reading(text));
  const answer = /** @type {any} */ (await ask(text));
  if (answer?.ok !== false || answer.error?.kind !== 'needs_reader') return answer;
  return answered(await reading(text));
}

/**
 * The zebra calls on the worker of `worker` (rpc.js's `solver()`: the zebra tool and each
 * element have their own, so a long explanation can be stopped).
 */
export function zebraApi(worker) {
  const { call } = worker;
  return {
    /** @returns {Promise<ZebraFacts>} */
    facts() {
      facts ??= call('zebra_facts').catch((err) => { facts = null; throw err; });
      return facts;
    },
    /** Einstein's riddle in the clue language. @returns {Promise<string>} */
    example() {
      example ??= call('zebra_example').catch((err) => { example = null; throw err; });
      return example;
    },
    /** The answer without its steps (`explained: false`): milliseconds. @returns {Promise<Report>} */
    check: (text) => readAsk(text, (t) => call('zebra_check', t)),
    /**
     * The answer with its explanation; `progress(batch)` gets each batch of steps as they
     * are worked out, with the chapters they complete (the first of the answer's `chapters`).
     * @param {string} text @param {(batch: Batch) => void} progress @returns {Promise<Report>}
     */
    solveReporting: (text, progress) =>
      readAsk(text, (t) => worker.callReporting('zebra_solve_reporting', progress, t)),
    /**
     * The shortest chain of explanation steps behind value v of attribute a at position p
     * (indices): `{ok, fact, steps}` or `{ok: false, error}`. @returns {Promise<any>}
     */
    whyCell: (text, a, v, p) => readAsk(text, (t) => call('zebra_why_cell', t, a, v, p)),
    /**
     * Step `number` (1-based) of the explanation as opened: a search step that says
     * `fewest: false` comes back cut to the fewest clues and facts it needs (seconds on a big
     * grid, in slices: the worker answers other calls in between, and a newer call drops
     * this one, kind `superseded`). `{ok, step}` or `{ok: false, error}`. @returns {Promise<any>}
     */
    stepFacts: (text, number) => readAsk(text, (t) => call('zebra_step_facts', t, number)),
    /** Drops the cut `stepFacts` has under way: it answers `superseded`. @returns {Promise<void>} */
    stopStepFacts: () => call('zebra_step_facts_stop'),
    /**
     * The same for one fact written as a mark is ("Brit is in 3", "Brit is not red"):
     * `{ok, fact, steps, through}` (`through`: the two places a pair fact is shown by, when
     * no step shows the pair itself) or `{ok: false, error}` (kind `false`: the solution
     * contradicts it; `not_derived`, `not_unique`, `mark`). @returns {Promise<any>}
     */
    whyFact: (text, fact) => readAsk(text, (t) => call('zebra_why_fact', t, fact)),
    /** A puzzle of n positions and m attributes where every clue is needed. @returns {Promise<Generated>} */
    generate: (n, m, seed) => call('zebra_generate', n, m, seed),
    /**
     * The same, with `progress(p)` for each step: `{phase: 'adding', clues, summary}` then
     * `{phase: 'dropping', checked, of, summary}`, `summary` the sentence that says it.
     * @returns {Promise<Generated>}
     */
    generateReporting: (n, m, seed, progress) => worker.callReporting('zebra_generate_reporting', progress, n, m, seed),
    /** The marks read, with what their ✓s grey out. @returns {Promise<MarksState>} */
    marksState: (puzzle, marks) => readAsk(puzzle, (t) => call('zebra_marks_state', t, marks), true),
    /** Which marks contradict the unique solution. @returns {Promise<MarksCheck>} */
    checkMarks: (puzzle, marks) => readAsk(puzzle, (t) => call('zebra_check_marks', t, marks), true),
    /** The next deduction from the marks (wrong marks first). @returns {Promise<Hint>} */
    hint: (puzzle, marks) => readAsk(puzzle, (t) => call('zebra_hint', t, marks), true),
  };
}
