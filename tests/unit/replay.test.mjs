// The explanation replay (www/zebra/replay.js): the grids it shows after each step come from
// the steps alone. The expected grids here are worked out by hand for a 3×2 puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  replay, extendReplay, replayChain, applyStep, indexReport, solutionSnapshot,
} from '../../www/zebra/replay.js';

const cell = (attribute, value, column) => ({ attribute, value, column, position: String(column + 1) });

/** A made-up report in the solver's shape (only the fields replay reads). */
const REPORT = {
  positions: ['1', '2', '3'],
  attributes: [
    { name: 'colour', values: ['red', 'green', 'blue'] },
    { name: 'pet', values: ['cat', 'dog', 'fish'] },
  ],
  steps: [
    { eliminated: [cell('colour', 'red', 1), cell('colour', 'red', 2)], fixed: [] },
    { eliminated: [], fixed: [cell('pet', 'dog', 2)] },
  ],
};

const T = true;
const F = false;

test('the open grid has every value possible everywhere', () => {
  const r = replay(REPORT);
  assert.deepEqual(r.snapshot(0), [
    [[T, T, T], [T, T, T], [T, T, T]],
    [[T, T, T], [T, T, T], [T, T, T]],
  ]);
  assert.equal(r.changes[0], null);
});

test('a grid without order starts with its key at its rows, as the solver does', () => {
  const r = replay({ ...REPORT, ordered: false, positions: ['red', 'green', 'blue'], steps: [] });
  assert.deepEqual(r.snapshot(0), [
    [[T, F, F], [F, T, F], [F, F, T]],
    [[T, T, T], [T, T, T], [T, T, T]],
  ]);
});

test('an elimination strikes out that value at that position only, and names the cells', () => {
  const r = replay(REPORT);
  assert.deepEqual(r.snapshot(1)[0], [[T, F, F], [T, T, T], [T, T, T]]);
  assert.deepEqual(r.snapshot(1)[1], r.snapshot(0)[1]);
  assert.deepEqual([...r.changes[1]].sort(), ['0-1', '0-2']);
});

test('a placement keeps only its position for that value', () => {
  const r = replay(REPORT);
  assert.equal(r.length, 3);
  assert.deepEqual(r.snapshot(2)[1], [[T, T, T], [F, F, T], [T, T, T]]);
  assert.deepEqual(r.snapshot(2)[0], r.snapshot(1)[0]);
  assert.deepEqual([...r.changes[2]], ['1-2']);
});

test('snapshots are copies: a later step never changes an earlier grid', () => {
  const r = replay(REPORT);
  assert.deepEqual(r.snapshot(0)[0][0], [T, T, T]);
});

test('extending a replay equals replaying all the steps at once', () => {
  const first = replay({ ...REPORT, steps: REPORT.steps.slice(0, 1) });
  extendReplay(first, REPORT.steps.slice(1));
  const whole = replay(REPORT);
  for (let k = 0; k < whole.length; k++) assert.deepEqual(first.snapshot(k), whole.snapshot(k));
  assert.equal(first.length, whole.length);
  assert.deepEqual(first.changes, whole.changes);
});

test('cells naming an unknown attribute or value are skipped, not guessed', () => {
  const index = indexReport(REPORT);
  const grid = replay(REPORT).snapshot(0);
  const out = applyStep(grid, { eliminated: [cell('size', 'big', 0), cell('pet', 'lion', 0)], fixed: [] }, index);
  assert.deepEqual(out.grid, grid);
  assert.equal(out.changed.size, 0);
});

test('a long replay keeps a few grids, and any grid asked for, in any order, is the one the steps give', () => {
  // 200 steps over a 3×2 grid: an elimination and its undoing would be wrong, so each step
  // strikes out one value somewhere, and the expected grid is built by hand from the list.
  const steps = [];
  for (let i = 0; i < 200; i++) {
    const a = i % 2;
    const { name, values } = REPORT.attributes[a];
    steps.push({ eliminated: [cell(name, values[i % 3], (i >> 1) % 3)], fixed: [] });
  }
  const r = replay({ ...REPORT, steps });
  const expected = (k) => {
    const g = [[[T, T, T], [T, T, T], [T, T, T]], [[T, T, T], [T, T, T], [T, T, T]]];
    for (const s of steps.slice(0, k)) {
      const c = s.eliminated[0];
      const a = c.attribute === 'pet' ? 1 : 0;
      g[a][REPORT.attributes[a].values.indexOf(c.value)][c.column] = F;
    }
    return g;
  };
  for (const k of [150, 3, 200, 17, 16, 0, 199, 40]) assert.deepEqual(r.snapshot(k), expected(k), `after ${k} steps`);
  assert.ok(r.kept.length < 200 / 4, `only some grids are kept (${r.kept.length})`);
  assert.equal(r.snapshot(201), undefined);
});

test('a hypothesis chain starts from the assumption alone, then plays its steps', () => {
  const r = replay(REPORT);
  const chain = { assume: cell('colour', 'green', 0), steps: [{ eliminated: [cell('pet', 'cat', 0)], fixed: [] }] };
  const trial = replayChain(r.snapshot(1), chain, r.index);
  assert.equal(trial.length, 2);
  assert.deepEqual(trial.snapshot(0)[0], [[T, F, F], [T, F, F], [T, T, T]]);
  assert.deepEqual([...trial.changes[0]], ['0-0']);
  assert.deepEqual(trial.snapshot(1)[1], [[F, T, T], [T, T, T], [T, T, T]]);
  // The real grid is untouched by trying.
  assert.deepEqual(r.snapshot(1)[0], [[T, F, F], [T, T, T], [T, T, T]]);
});

test('the solution snapshot has each value at its one position', () => {
  const rows = [['blue', 'red', 'green'], ['fish', 'cat', 'dog']];
  assert.deepEqual(solutionSnapshot(REPORT, rows), [
    [[F, T, F], [F, F, T], [T, F, F]],
    [[F, T, F], [F, F, T], [T, F, F]],
  ]);
});
