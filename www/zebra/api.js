// The zebra solver's functions as the page calls them (they run in a solver worker), with the
// shapes of their answers (docs/zebra.md). Views call these, never the worker by name.

/**
 * @typedef {{kind: string, message: string, line: number|null}} ZebraError
 * @typedef {{clue_sheet: string[], count_limit: number}} ZebraFacts
 *   `clue_sheet`: the clue forms, one line each; `count_limit`: solutions are counted up to
 *   this many, so a count of it means "at least".
 * @typedef {{attribute: string, value: string, position: string, column: number}} Cell
 * @typedef {{kind: string, text: string, clues: number[], fixed: Cell[], eliminated: Cell[],
 *   linked: object[], unlinked: object[], chain?: object}} Step
 * @typedef {{ok: true, explained: boolean, title: string|null,
 *   status: 'unique'|'multiple'|'none', count: number,
 *   attributes: {name: string, values: string[]}[], positions: string[],
 *   solution: string[][]|null, second: string[][]|null, differ: object[],
 *   conflict: {line: number, text: string}[], clues: {line: number, text: string}[],
 *   steps: Step[]} | {ok: false, error: ZebraError}} Report
 * @typedef {{ok: true, text: string} | {ok: false, error: ZebraError}} Generated
 */

// The same for every worker: asked once per page. A call that fails (its worker was
// stopped) is not kept, so the next caller asks again.
let facts = null;
let example = null;

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
    check: (text) => call('zebra_check', text),
    /**
     * The answer with its explanation; `progress(steps)` gets each batch of steps as they
     * are worked out. @returns {Promise<Report>}
     */
    solveReporting: (text, progress) => worker.callReporting('zebra_solve_reporting', progress, text),
    /** A puzzle of n positions and m attributes where every clue is needed. @returns {Promise<Generated>} */
    generate: (n, m, seed) => call('zebra_generate', n, m, seed),
  };
}
