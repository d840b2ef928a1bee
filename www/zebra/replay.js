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

/** The cells ("a-p" keys) a step changes. */
function changedCells(step, index) {
  const changed = new Set();
  for (const cell of [...step.eliminated, ...step.fixed]) {
    const { a, v } = index.key(cell);
    if (a !== undefined && v !== undefined) changed.add(`${a}-${cell.column}`);
  }
  return changed;
}

/** Plays `step` on `grid`, which it changes (its rows must be the caller's own). */
function applyInPlace(grid, step, index) {
  for (const cell of step.eliminated) {
    const { a, v } = index.key(cell);
    if (a === undefined || v === undefined) continue;
    grid[a][v][cell.column] = false;
  }
  for (const cell of step.fixed) {
    const { a, v } = index.key(cell);
    if (a === undefined || v === undefined) continue;
    grid[a][v] = grid[a][v].map((_, p) => p === cell.column);
  }
}

const copy = (grid) => grid.map((row) => row.map((cells) => cells.slice()));

/**
 * One step applied to a snapshot: a new snapshot, and the cells ("a-p" keys) it changed.
 */
export function applyStep(grid, step, index) {
  const next = copy(grid);
  applyInPlace(next, step, index);
  return { grid: next, changed: changedCells(step, index) };
}

/**
 * The grids of a list of steps, worked out when asked for: `snapshot(k)` is the grid after k
 * steps (`[a][v][p]` true while value v of attribute a may still be at position p), and
 * `changes[k]` the cells step k changes. Keeping every grid would cost steps × cells (for a
 * 64×64 puzzle, gigabytes and seconds of the page's time), so only every `every`-th grid is
 * kept, sized so that they hold about as many cells as a few hundred small grids, and the
 * grid asked for is played on from the nearest one kept (or from the last one asked for).
 */
class Replayed {
  constructor(first, index, firstChange) {
    this.index = index;
    this.steps = [];
    this.changes = [firstChange];
    this.kept = [first];
    const cells = first.reduce((n, row) => n + row.length * (row[0]?.length ?? 0), 0);
    this.every = Math.max(16, Math.ceil(cells / 512));
    this.last = { k: 0, grid: first };
  }

  /** How many grids there are: one more than the steps. */
  get length() {
    return this.steps.length + 1;
  }

  /** Plays `steps` on after the last one (their grids are worked out when asked for). */
  extend(steps) {
    for (const step of steps) {
      this.steps.push(step);
      this.changes.push(changedCells(step, this.index));
    }
    return this;
  }

  /** The grid after `k` steps (read only: it may be one of those kept). */
  snapshot(k) {
    if (!(k >= 0 && k < this.length)) return undefined;
    const at = Math.min(Math.floor(k / this.every), this.kept.length - 1) * this.every;
    const from = this.last.k <= k && this.last.k > at ? this.last : { k: at, grid: this.kept[at / this.every] };
    if (from.k === k) return from.grid;
    const grid = copy(from.grid);
    for (let i = from.k; i < k; i++) {
      applyInPlace(grid, this.steps[i], this.index);
      if ((i + 1) % this.every === 0 && this.kept.length === (i + 1) / this.every) this.kept.push(copy(grid));
    }
    this.last = { k, grid };
    return grid;
  }
}

/**
 * The grid after 0, 1, …, steps.length steps, as a `Replayed`: `snapshot(k)` is the grid after
 * k steps, `changes[k]` the cells step k changes (null for the open grid).
 */
export function replay(report) {
  const n = report.positions.length;
  const index = indexReport(report);
  const grid = report.attributes.map((a) => a.values.map(() => new Array(n).fill(true)));
  // A grid without order starts with its key (the first attribute) at its rows, as the solver's.
  if (report.ordered === false) grid[0] = grid[0].map((cells, v) => cells.map((_, p) => p === v));
  return new Replayed(grid, index, null).extend(report.steps);
}

/** `replay`'s result with more steps played on from its last grid (it is extended in place). */
export function extendReplay(replayed, steps) {
  return replayed.extend(steps);
}

/**
 * A hypothesis's chain replayed on `before` (the grid before the hypothesis step), as the
 * solver tried it: first the assumption alone (the value placed, nothing else changed), then
 * after each chain step. Same shape as `replay`'s result.
 */
export function replayChain(before, chain, index) {
  const assume = applyStep(before, { eliminated: [], fixed: [chain.assume] }, index);
  return new Replayed(assume.grid, index, assume.changed).extend(chain.steps);
}

/** The final grid of a report's (first) solution, as a snapshot. */
export function solutionSnapshot(report, rows) {
  return report.attributes.map((attr, a) =>
    attr.values.map((value) => rows[a].map((v) => v === value)));
}
