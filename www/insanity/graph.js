// The opposite-face graph as an SVG picture: a vertex per colour (on a circle), an edge per
// opposite pair of each cube, labelled with the cube's number. Parallel edges are drawn as
// curves fanned out side by side and a cube with equal opposite faces as a loop, so every
// edge stays visible. A chosen solution's front/back subgraph and left/right subgraph are
// drawn in two colours (and solid vs dashed, for colour-blind readers); an impossible
// puzzle's obstacle cubes are marked. The edges and the chosen subgraphs come from the solver.

import { el, svg } from '../dom.js';
import { inkOn } from './palette.js';

const SIZE = 340;
const C = SIZE / 2;

/**
 * @param graph     {colours, edges: [{cube, a, b}], chosen: [[g1 edges], [g2 edges]] per solution}
 * @param colourOf  token -> CSS colour
 * @param options   {solution: index into chosen or null, obstacle: 0-based cubes or null}
 */
export function drawGraph(graph, colourOf, { solution = null, obstacle = null } = {}) {
  const k = graph.colours.length;
  const loops = graph.edges.some((e) => e.a === e.b);
  const ring = k === 1 ? 0 : SIZE * (k > 8 ? 0.37 : 0.34) - (loops ? 22 : 0);
  const vr = Math.max(9, Math.min(20, 120 / Math.max(k, 1)));
  const pos = graph.colours.map((_, i) => {
    const t = -Math.PI / 2 + (2 * Math.PI * i) / k;
    return [C + ring * Math.cos(t), C + ring * Math.sin(t)];
  });
  const chosen = solution !== null && graph.chosen[solution] ? graph.chosen[solution] : null;
  const role = new Map();
  if (chosen) {
    chosen[0].forEach((e) => role.set(e, 'g1'));
    chosen[1].forEach((e) => role.set(e, 'g2'));
  }
  const blocked = new Set(obstacle || []);
  const cubes = new Set(graph.edges.map((e) => e.cube)).size;
  const labelSize = cubes > 20 ? 8 : 10;

  // Group edges by their (unordered) ends so parallel edges and loops can be spread out.
  const groups = new Map();
  graph.edges.forEach((e, i) => {
    const key = e.a <= e.b ? `${e.a},${e.b}` : `${e.b},${e.a}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(i);
  });

  const paths = [];
  const labels = [];
  for (const members of groups.values()) {
    members.forEach((index, j) => {
      const e = graph.edges[index];
      const kind = role.get(index) || (blocked.has(e.cube) ? 'blocked' : 'plain');
      let d;
      let mid;
      if (e.a === e.b) {
        // A loop: a teardrop pointing away from the centre; several loops at one colour fan
        // out side by side.
        const [x, y] = pos[e.a];
        const out = (k === 1 ? -Math.PI / 2 : Math.atan2(y - C, x - C)) + (j - (members.length - 1) / 2) * 0.62;
        const len = vr + 30;
        const spread = 0.38;
        const p1 = [x + len * Math.cos(out - spread), y + len * Math.sin(out - spread)];
        const p2 = [x + len * Math.cos(out + spread), y + len * Math.sin(out + spread)];
        d = `M ${x} ${y} C ${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]} ${x} ${y}`;
        mid = [x + len * 0.78 * Math.cos(out), y + len * 0.78 * Math.sin(out)];
      } else {
        // Keep the same direction for every member so the offsets fan out consistently.
        const [from, to] = e.a <= e.b ? [pos[e.a], pos[e.b]] : [pos[e.b], pos[e.a]];
        const dx = to[0] - from[0];
        const dy = to[1] - from[1];
        const len = Math.hypot(dx, dy) || 1;
        const offset = (j - (members.length - 1) / 2) * 34;
        const cx = (from[0] + to[0]) / 2 - (dy / len) * offset;
        const cy = (from[1] + to[1]) / 2 + (dx / len) * offset;
        d = `M ${from[0]} ${from[1]} Q ${cx} ${cy} ${to[0]} ${to[1]}`;
        // The label sits a little off the middle of the curve, so labels of edges that cross
        // in the middle of the circle (the diagonals) do not cover each other.
        const t = 0.36;
        const at = (a, b, c) => (1 - t) ** 2 * a + 2 * t * (1 - t) * b + t ** 2 * c;
        mid = [at(from[0], cx, to[0]), at(from[1], cy, to[1])];
      }
      paths.push(svg('path', { d, class: `ii-edge ${kind}`, 'data-edge': index, 'data-cube': e.cube }));
      labels.push(svg('g', { class: `ii-edge-label ${kind}` },
        svg('circle', { cx: mid[0], cy: mid[1], r: labelSize * 0.85 }),
        svg('text', { x: mid[0], y: mid[1], 'font-size': labelSize, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, String(e.cube + 1))));
    });
  }
  // Chosen edges on top of the rest.
  const order = { plain: 0, blocked: 1, g2: 2, g1: 3 };
  paths.sort((p, q) => order[p.classList[1]] - order[q.classList[1]]);

  const vertices = graph.colours.map((token, i) => {
    const css = colourOf(token) || '#888';
    return svg('g', { class: 'ii-vertex' },
      svg('circle', { cx: pos[i][0], cy: pos[i][1], r: vr, fill: css }),
      svg('text', { x: pos[i][0], y: pos[i][1], fill: inkOn(css), 'font-size': Math.min(14, vr * 0.9), 'dominant-baseline': 'central', 'text-anchor': 'middle' }, token));
  });

  const title = chosen
    ? 'Opposite-face graph: a vertex per colour, an edge per opposite pair of each cube (labelled with the cube number). Highlighted: the front/back pairs and the left/right pairs of the chosen solution.'
    : 'Opposite-face graph: a vertex per colour, an edge per opposite pair of each cube (labelled with the cube number).';
  const picture = svg('svg', {
    viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'ii-graph-svg', role: 'img', 'aria-label': title,
  }, svg('title', {}, title), svg('g', {}, paths), svg('g', {}, labels), svg('g', {}, vertices));

  const key = (cls, text) => el('li', {}, el('span', { class: `ii-key ${cls}`, 'aria-hidden': 'true' }), text);
  const legend = el('ul', { class: 'ii-legend' },
    chosen && key('g1', 'front / back pairs (each colour twice: once in front, once behind)'),
    chosen && key('g2', 'left / right pairs'),
    blocked.size ? key('blocked', 'pairs of the cubes that cannot be stacked together') : null,
    key('plain', chosen ? 'pairs not on a long side (top / bottom)' : 'opposite face pairs'));
  return el('figure', { class: 'ii-graph', 'data-testid': 'insanity-graph', 'data-solution': solution ?? '' },
    picture, el('figcaption', {}, legend));
}
