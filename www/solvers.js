// Every solver module's files (solver-*.js) by the module's name, for rpc.js.
// Written by scripts/wasm-modules.mjs from the crate folders under wasm/: do not edit.

import { insanity } from './solver-insanity.js';
import { insanitySolve } from './solver-insanity-solve.js';
import { pocket } from './solver-pocket.js';
import { pocketScan } from './solver-pocket-scan.js';
import { zebra } from './solver-zebra.js';
import { zebraEnglish } from './solver-zebra-english.js';
import { zebraGenerate } from './solver-zebra-generate.js';
import { zebraView } from './solver-zebra-view.js';

/** Module name → its files (`{name, start, wasm}`). */
export const SOLVERS = {
  insanity,
  'insanity-solve': insanitySolve,
  pocket,
  'pocket-scan': pocketScan,
  zebra,
  'zebra-english': zebraEnglish,
  'zebra-generate': zebraGenerate,
  'zebra-view': zebraView,
};
