// The solver workers by name, for the app and for pages that import this file themselves:
// `call('pocket_solve', facelets, 'htm', false)` returns a promise of whatever the Rust
// function returned. Each puzzle has its own WebAssembly module (pocket, insanity, zebra),
// loaded by a worker of its own, so a page pays only for the puzzles it shows; the page
// shares one worker per puzzle, started by the first call or `ready(puzzle)` for it. The
// workers themselves are worker-rpc.js's; this file names every module's files, which the
// elements do not need (each imports its own, so a bundler takes in one solver per element).

import { solver as solverOf, shared as sharedOf, compiledModule as compiledOf } from './worker-rpc.js';
import { SOLVERS } from './solvers.js';

export { SUPERSEDE_AFTER_MS, Stopped } from './worker-rpc.js';

/** The puzzles with a solver module; every function a module exports starts with its name. */
export const PUZZLES = ['pocket', 'insanity', 'zebra'];

/**
 * Each solver module's files (solvers.js, written from the crate folders under wasm/): each
 * puzzle's own module, and smaller ones for an element (`insanity-solve`: `insanity_solve`
 * alone, for <insanity-column>; `zebra-view`: the zebra answer and explanation without the
 * generator and the play calls, for a <zebra-puzzle> without `play`; `zebra-generate`: the
 * generator alone, which the app's New puzzle runs on a worker of its own).
 */
const FILES = SOLVERS;

/** The solver modules a worker can run: `solver(name)`, `shared(name)`. */
export const MODULES = Object.keys(FILES);

function filesOf(name) {
  if (!Object.hasOwn(FILES, name)) throw new Error(`there is no solver for a puzzle called "${name}"`);
  return FILES[name];
}

/**
 * A worker of its own for `puzzle` (one of `PUZZLES`, or of `MODULES`):
 * `{ready, call, callReporting, stop}`. The worker starts on first use.
 */
export function solver(puzzle) {
  return solverOf(filesOf(puzzle));
}

/** The page's shared worker of module `name` (one of `MODULES`), made on first use. */
export function shared(name) {
  return sharedOf(filesOf(name));
}

/** Module `name`'s WebAssembly as the page compiled it for its workers (worker-rpc.js). */
export function compiledModule(name) {
  return compiledOf(filesOf(name));
}

/** The functions not in their puzzle's module: the zebra generator is a module of its own. */
const ELSEWHERE = { zebra_generate: 'zebra-generate', zebra_generate_reporting: 'zebra-generate' };

/**
 * The puzzle whose module exports `fn`: its name's first word (`pocket_solve` → pocket), or
 * its module in `ELSEWHERE`. The benchmarks' calls (`__time`, `__warmed_up`) name the
 * function or the puzzle first.
 */
function puzzleOf(fn, args) {
  const name = String(fn).startsWith('__') ? String(args[0]) : String(fn);
  return Object.hasOwn(ELSEWHERE, name) ? ELSEWHERE[name] : name.split('_')[0];
}

/**
 * Starts the shared worker of `puzzle` (its download and compilation begin at once) and
 * resolves once its WebAssembly module is instantiated.
 */
export function ready(puzzle) {
  try {
    return shared(puzzle).ready();
  } catch (err) {
    return Promise.reject(err);
  }
}

/** Calls an exported Rust function in the shared worker of its puzzle. */
export function call(fn, ...args) {
  let target;
  try {
    target = shared(puzzleOf(fn, args));
  } catch {
    return Promise.reject(new Error(`no solver has a function ${fn}`));
  }
  return target.call(fn, ...args);
}
