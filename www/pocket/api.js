// The pocket cube solver's functions as the page calls them (they run in the solver worker),
// with the shapes of their answers. Views call these, never the worker by function name.

/**
 * @typedef {{kind: string, message: string, stickers: number[]}} PocketError
 *   `kind`: bad_moves, too_many_moves, unknown_metric, or one of the illegal-cube kinds;
 *   `stickers`: the facelet indices at fault (outlined on the net).
 * @typedef {{cubie: number[], normal: number[], face: number, row: number, col: number,
 *   net_row: number, net_col: number}} Sticker
 * @typedef {{axis: number[], name: string, quarters: number, stickers: number[]}} MoveShape
 * @typedef {{cornerNames: string[], corners: number[][], faceNames: string[], fixedCorner: number,
 *   letters: string[], solved: string, stickerNames: string[], stickers: Sticker[],
 *   turns: MoveShape[]}} Geometry
 * @typedef {{faces: string}} PocketFacts
 *   `faces`: the face letters in the order `scramble` takes its six colours (the solved
 *   facelet string is the geometry's `solved`).
 * @typedef {{ok: boolean, stickers: string | null, facelets?: string, error?: PocketError}} Checked
 * @typedef {{ok: true, moves: string, length: number, metric: string, solutions?: string[], ms: number,
 *   solutions_heading?: string, facelets?: string, summary: string} | {ok: false, error: PocketError}} Solved
 *   `facelets`: the one cube a painting with `?` stickers allows, which the moves solve;
 *   `solutions_heading`: the list's heading as the solver says it, "2 optimal solutions:".
 * @typedef {{ok: true, facelets: string, states: string[], moves: MoveShape[]}
 *   | {ok: false, error: PocketError}} Applied
 * @typedef {{ok: true, facelets: string, moves: string}} Scrambled
 * @typedef {{ok: true, facelets: string, fits: number, forced: number[], suggestion: number | null,
 *   summary: string} | {ok: false, error: PocketError, summary: string}} Completion
 *   `summary`: the painting's status as the solver says it (how far it is from one cube).
 */

import { shared } from '../worker-rpc.js';
import { pocketScan } from '../solver-pocket-scan.js';

let facts = null; // the same for every worker: asked once per page

/**
 * The cube's shape and facts as the build read them from this same solver module (the app's
 * build writes them in, see scripts/bundle.mjs), so the tool is drawn while the worker is
 * still starting; without them they are asked of the worker.
 */
const BUILT = typeof PUZZLEBOX_POCKET_SHAPE === 'string' ? JSON.parse(PUZZLEBOX_POCKET_SHAPE) : null;

/** The pocket cube's calls on the worker that `call` (rpc.js's, or a solver's) reaches. */
export function pocketApi(call) {
  return {
    /** @returns {Promise<PocketFacts>} */
    facts() {
      if (BUILT) return Promise.resolve(structuredClone(BUILT.facts));
      facts ??= call('pocket_facts').catch((err) => { facts = null; throw err; });
      return facts;
    },
    /** The cube's shape for the net and the 3D view. @returns {Promise<Geometry>} */
    geometry: () => (BUILT ? Promise.resolve(structuredClone(BUILT.geometry)) : call('pocket_geometry')),
    /** Reads a facelet string as the net shows it. @returns {Promise<Checked>} */
    check: (facelets) => call('pocket_check', facelets),
    /** @param {'htm'|'qtm'} metric @param {boolean} all also every optimal solution @returns {Promise<Solved>} */
    solve: (facelets, metric, all) => call('pocket_solve', facelets, metric, all),
    /**
     * What a painting with `?` stickers forces, and how many cubes fit it, for a page painting
     * with `colours` (its palette's letters). @returns {Promise<Completion>}
     */
    complete: (facelets, colours) => call('pocket_complete', facelets, colours),
    /** Builds the full distance table so later solves take microseconds. @returns {Promise<void>} */
    prepare: (metric) => call('pocket_prepare', metric),
    /** Turns any 24 stickers by moves, state by state. @returns {Promise<Applied>} */
    apply: (facelets, moves) => call('pocket_apply', facelets, moves),
    /** A random legal cube in `colours` (six characters in `facts().faces` order). @returns {Promise<Scrambled>} */
    scramble: (seed, colours) => call('pocket_scramble', seed, colours),
    /**
     * One camera-scan step (scan.js): the faces read so far, and the face in the RGBA crop (-1 none).
     * The scan is a module of its own (wasm/pocket-scan), whose worker starts on the first step, once
     * the camera is open: a page that never scans never downloads it.
     */
    scan: (shown, face, rgba, width, height) =>
      shared(pocketScan).call('pocket_scan', shown, face, rgba, width, height),
  };
}
