// The Instant Insanity solver's functions as the page calls them (they run in a solver
// worker), with the shapes of their answers (docs/insanity.md, "Browser API"). Views call
// these, never the worker by function name.

/**
 * @typedef {{kind: string, message: string, line?: number}} InsanityError
 * @typedef {{blank: string, example: string, faces: string[], max_cubes: number,
 *   max_text_bytes: number, too_long: string, net: number[][]}} InsanityFacts
 *   `faces`: front back left right top bottom, the order of a cube's six colours everywhere;
 *   `blank`: how the text writes a face not painted yet; `net`: each face's [row, column] on
 *   the cross-shaped net, in `faces` order; `max_text_bytes`: the longest text the solver
 *   reads, `too_long` the sentence that refuses a longer one.
 * @typedef {{colours: string[], cubes: string[][]}} Cubes
 * @typedef {({ok: true} & Cubes) | {ok: false, error: InsanityError}} Parsed
 * @typedef {{front: string, back: string, left: string, right: string, top: string,
 *   bottom: string, rotation: number[]}} Placed
 * @typedef {{ok: true, puzzle: Cubes, solutions: number|string, stacks: number|string,
 *   solutions_sentence: string, summary: string, solutions_text: string, stacks_text: string, truncated: boolean,
 *   list: Placed[][],
 *   graph: object, obstacle: number[]|null, obstacle_pending?: boolean,
 *   obstacle_status?: string} & ObstacleWhy | {ok: false, error: InsanityError}} SolveResult
 * @typedef {{obstacle_detail?: string|null, obstacle_sentence?: string|null,
 *   obstacle_reason_colours?: string[]|null, obstacle_reason_edges?: number[]|null}} ObstacleWhy
 *   Why there is no solution, as src/insanity/report.rs words it (null when there is one).
 *   `solutions_sentence`: the count as the solver says it, "1 solution (8 stacks)"; `summary` the
 *   verdict both views lead with, "1 solution (8 stacks)." or "No solution (0 stacks).".
 * @typedef {{ok: true, obstacle: number[], obstacle_smallest: boolean, obstacle_status: string,
 *   obstacle_few_colours: boolean} | {ok: false, error: InsanityError}} ObstacleResult
 * @typedef {{ok: true, text: string, puzzle: Cubes, summary: string} | {ok: false, error: InsanityError}} Generated
 * @typedef {{ok: true, text: string, rows: string} | {ok: false, error: InsanityError}} Written
 *   `text`: the text format (header, aligned rows); `rows`: the one-line form of links.
 */

let facts = null; // the same for every worker: asked once per page

/** Instant Insanity's calls on the worker that `call` (rpc.js's, or a solver's) reaches. */
export function insanityApi(call) {
  return {
    /** @returns {Promise<InsanityFacts>} */
    facts() {
      facts ??= call('insanity_facts').catch((err) => { facts = null; throw err; });
      return facts;
    },
    /** @returns {Promise<Parsed>} */
    parse: (text) => call('insanity_parse', text),
    /** Counts, listed solutions, the graph and (none solving) the obstacle. @returns {Promise<SolveResult>} */
    solve: (text) => call('insanity_solve', text),
    /** `solve` without the obstacle, at once. @returns {Promise<SolveResult>} */
    solveCount: (text) => call('insanity_solve_count', text),
    /** The cubes that cannot be stacked (can take seconds). @returns {Promise<ObstacleResult>} */
    obstacle: (text) => call('insanity_obstacle', text),
    /** Cubes being painted as text (`null` = a face not painted yet). @returns {Promise<Written>} */
    write: (cubes) => call('insanity_write', cubes),
    /** A new puzzle of `n` cubes with exactly one solution. @returns {Promise<Generated>} */
    generate: (n, seed) => call('insanity_generate', n, seed),
  };
}
