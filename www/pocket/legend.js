// The move notation in a few lines, for a person who has never read a cube solution. The
// tutorial page carries the same words in its HTML.

/** The notation legend, built with `el` (dom.js). */
export function notationLegend(el) {
  const row = (move, meaning) => [el('dt', {}, move), el('dd', {}, meaning)];
  return el('div', { class: 'legend', 'data-testid': 'notation-legend' },
    el('p', { class: 'legend-title' }, 'Reading the moves'),
    el('dl', {},
      row('R', 'turn the Right face a quarter turn clockwise, as you look straight at that face'),
      row("R'", 'the same face anticlockwise (say “R prime”)'),
      row('R2', 'a half turn of that face'),
      row('U F L D B', 'the Up, Front, Left, Down and Back faces, read the same way'),
      row('x y z', 'turn the whole cube, as R, U and F turn it')));
}
