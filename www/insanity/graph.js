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
 * @param graph     the graph: {colours, edges: [{cube, a, b}], chosen: [[g1 edges], [g2 edges]] per solution}
 * @param colourOf  token -> CSS colour
 * @param options   the view: {solution: index into chosen or null, obstacle: 0-based cubes or null,
 *                   reason: {edges: [edge index], colours: [token]} of the obstacle or null}
 */
export function drawGraph(graph, colourOf, { solution = null, obstacle = null, reason = null } = {}) {
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
  // The edges and colours the obstacle's reason rests on stand out; the rest of its cubes'
  // edges fade, so the reason is what the eye finds.
  const reasonEdges = new Set(reason?.edges || []);
  const shortColours = new Set(reason?.colours || []);
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
  // Label candidates per edge: points along its curve, best first; placed after all edges
  // are known so that no two cube numbers cover each other.
  const wanted = [];
  for (const members of groups.values()) {
    members.forEach((index, j) => {
      const e = graph.edges[index];
      const faded = `blocked${reasonEdges.size ? ' faint' : ''}`;
      const kind = role.get(index) || (reasonEdges.has(index) ? 'reason' : blocked.has(e.cube) ? faded : 'plain');
      let d;
      let along;
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
        along = (t) => {
          const a = out + (t - 0.5) * 0.5;
          const r = len * (0.78 - Math.abs(t - 0.5) * 0.3);
          return [x + r * Math.cos(a), y + r * Math.sin(a)];
        };
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
        const at = (t, a, b, c) => (1 - t) ** 2 * a + 2 * t * (1 - t) * b + t ** 2 * c;
        along = (t) => [at(t, from[0], cx, to[0]), at(t, from[1], cy, to[1])];
      }
      paths.push(svg('path', { d, class: `ii-edge ${kind}`, 'data-edge': index, 'data-cube': e.cube }));
      wanted.push({ e, kind, along });
    });
  }
  const labels = placeLabels(wanted, labelSize * 0.85, pos, vr).map(({ e, kind, at }) =>
    svg('g', { class: `ii-edge-label ${kind}`, 'data-cube': e.cube },
      svg('circle', { cx: at[0], cy: at[1], r: labelSize * 0.85 }),
      svg('text', {
        x: at[0], y: at[1], 'font-size': labelSize, 'dominant-baseline': 'central', 'text-anchor': 'middle',
      }, String(e.cube + 1))));
  // Chosen edges (and the reason's) on top of the rest.
  const order = { plain: 0, blocked: 1, reason: 2, g2: 2, g1: 3 };
  paths.sort((p, q) => order[p.classList[1]] - order[q.classList[1]]);

  const vertices = graph.colours.map((token, i) => {
    const css = colourOf(token) || '#888';
    const short = shortColours.has(token);
    return svg('g', { class: `ii-vertex${short ? ' short' : ''}`, 'data-colour': token },
      short ? svg('circle', { class: 'short-ring', cx: pos[i][0], cy: pos[i][1], r: vr + 5 }) : null,
      svg('circle', { cx: pos[i][0], cy: pos[i][1], r: vr, fill: css }),
      svg('text', {
        x: pos[i][0], y: pos[i][1], fill: inkOn(css), 'font-size': Math.min(14, vr * 0.9),
        'dominant-baseline': 'central', 'text-anchor': 'middle',
      }, token));
  });

  const about = 'Opposite-face graph: a vertex per colour, an edge per opposite pair of each cube '
    + '(labelled with the cube number).';
  const title = chosen
    ? `${about} Highlighted: the front/back pairs and the left/right pairs of the chosen solution.`
    : about;
  const picture = svg('svg', {
    viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'ii-graph-svg', role: 'img', 'aria-label': title,
  }, svg('title', {}, title), svg('g', {}, paths), svg('g', {}, labels), svg('g', {}, vertices));

  const key = (cls, text, mark = '') =>
    el('li', {}, el('span', { class: `ii-key ${cls}`, 'aria-hidden': 'true' }, mark), text);
  const legend = el('ul', { class: 'ii-legend', 'data-testid': 'insanity-legend' },
    key('cube-no',
      'a circled number on a line is the cube that pair of opposite faces belongs to; a dot is a colour', '1'),
    chosen && key('g1', 'front / back pairs (each colour twice: once in front, once behind)'),
    chosen && key('g2', 'left / right pairs'),
    reasonEdges.size ? key('reason', 'the pairs the reason above rests on') : null,
    shortColours.size ? key('short', 'colours that cannot show often enough') : null,
    blocked.size ? key('blocked', 'pairs of the cubes that cannot be stacked together') : null,
    key('plain', chosen ? 'pairs not on a long side (top / bottom)' : 'opposite face pairs'));
  return el('figure', { class: 'ii-graph', 'data-testid': 'insanity-graph', 'data-solution': solution ?? '' },
    picture, el('figcaption', {}, legend));
}

/**
 * Where each edge's cube number goes: the first point along its curve (from `along(t)`)
 * that covers no label placed before it and no colour dot; if every candidate is taken, the
 * one that overlaps least.
 */
function placeLabels(wanted, r, dots, vr) {
  const TS = [0.36, 0.64, 0.5, 0.25, 0.75, 0.18, 0.82, 0.43, 0.57, 0.3, 0.7];
  const placed = [];
  const clash = ([x, y]) => {
    let worst = 0;
    for (const p of placed) worst = Math.max(worst, 2 * r + 1.5 - Math.hypot(p.at[0] - x, p.at[1] - y));
    for (const [dx, dy] of dots) worst = Math.max(worst, vr + r + 1 - Math.hypot(dx - x, dy - y));
    return worst;
  };
  for (const w of wanted) {
    let best = null;
    for (const t of TS) {
      const at = w.along(t);
      const c = clash(at);
      if (!best || c < best.c) best = { at, c };
      if (c <= 0) break;
    }
    placed.push({ ...w, at: best.at });
  }
  return placed;
}
