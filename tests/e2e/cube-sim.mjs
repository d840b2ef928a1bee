// A sticker-level pocket cube for the browser tests, written by hand from the net so that the
// tests check the app against something other than the app's own solver. Each cycle lists
// stickers (0 = A … 23 = X) where the first moves to the second's place, and so on.

const L = (s) => [...s].map((c) => c.charCodeAt(0) - 65);
const CYCLES = {
  U: [L('ABDC'), L('GEKI'), L('HFLJ')],
  R: [L('IJRQ'), L('HBSV'), L('PDKX')],
  F: [L('GHPO'), L('CIVN'), L('DQUF')],
};

function quarter(state, face) {
  const next = [...state];
  for (const cycle of CYCLES[face]) {
    for (let k = 0; k < 4; k++) next[cycle[(k + 1) % 4]] = state[cycle[k]];
  }
  return next.join('');
}

/** Applies "R U2 F'"-style moves (R, U, F only) to a 24-character facelet string. */
export function applyMoves(facelets, moves) {
  let state = facelets;
  for (const token of moves.split(/\s+/).filter(Boolean)) {
    const face = token[0];
    if (!CYCLES[face]) throw new Error(`unknown move ${token}`);
    const times = token.endsWith("'") ? 3 : token.endsWith('2') ? 2 : 1;
    for (let i = 0; i < times; i++) state = quarter(state, face);
  }
  return state;
}

/** Solved means every face shows one colour. */
export function isSolved(facelets) {
  const faces = [L('ABCD'), L('EFMN'), L('GHOP'), L('IJQR'), L('KLST'), L('UVWX')];
  return faces.every((f) => f.every((i) => facelets[i] === facelets[f[0]]));
}
