// Replays the solver's explanation steps on a position × attribute grid, exactly as the Rust
// side's `explain::apply` does: a step's `eliminated` cells lose that value, its `fixed`
// values keep only their one position. No deduction happens here: every change comes from a
// step the solver wrote.

/** Name → index maps for a report's attributes and values. */
export function indexReport(report) {
  const attributes = new Map(report.attributes.map((a, i) => [a.name, i]));
  const values = report.attributes.map((a) => new Map(a.values.map((v, j) => [v, j])));
  return {
    key(cell) {
      const a = attributes.get(cell.attribute);
      return { a, v: values[a]?.get(cell.value) };
    },
  };
}

/**
 * One step applied to a snapshot: a new snapshot, and the cells ("a-p" keys) it changed.
 */
export function applyStep(grid, step, index) {
  const next = grid.map((row) => row.map((cells) => cells.slice()));
  const changed = new Set();
  for (const cell of step.eliminated) {
    const { a, v } = index.key(cell);
    if (a === undefined || v === undefined) continue;
    next[a][v][cell.column] = false;
    changed.add(`${a}-${cell.column}`);
  }
  for (const cell of step.fixed) {
    const { a, v } = index.key(cell);
    if (a === undefined || v === undefined) continue;
    next[a][v] = next[a][v].map((_, p) => p === cell.column);
    changed.add(`${a}-${cell.column}`);
  }
  return { grid: next, changed };
}

/**
 * The grid after 0, 1, …, steps.length steps: `snapshots[k][a][v][p]` is true while value v
 * of attribute a may still be at position p. Also, per step, the cells it changes.
 */
export function replay(report) {
  const n = report.positions.length;
  const index = indexReport(report);
  const grid = report.attributes.map((a) => a.values.map(() => new Array(n).fill(true)));
  return extendReplay({ snapshots: [grid], changes: [null], index }, report.steps);
}

/** `replay`'s result with more steps played on from its last grid (it is extended in place). */
export function extendReplay(replayed, steps) {
  for (const step of steps) {
    const next = applyStep(replayed.snapshots.at(-1), step, replayed.index);
    replayed.snapshots.push(next.grid);
    replayed.changes.push(next.changed);
  }
  return replayed;
}

/**
 * A hypothesis's chain replayed on `before` (the grid before the hypothesis step), as the
 * solver tried it: first the assumption alone (the value placed, nothing else changed), then
 * after each chain step. Same shape as `replay`'s result.
 */
export function replayChain(before, chain, index) {
  const assume = applyStep(before, { eliminated: [], fixed: [chain.assume] }, index);
  return extendReplay({ snapshots: [assume.grid], changes: [assume.changed], index }, chain.steps);
}

/** The final grid of a report's (first) solution, as a snapshot. */
export function solutionSnapshot(report, rows) {
  return report.attributes.map((attr, a) =>
    attr.values.map((value) => rows[a].map((v) => v === value)));
}

/** "7", or "1000+" when the solver stopped counting at its `limit` (api.js's facts). */
export function countLabel(count, limit) {
  return count >= limit ? `${limit}+` : String(count);
}
