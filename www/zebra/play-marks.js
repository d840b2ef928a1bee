// Marks as text: each mark is one line in the clue language ("Brit is in 3", "Brit is not in
// 3", "Brit is red", "Brit is not red"), written here from a grid cell and read back through
// the solver's answer (`marksState` parses the lines; nothing is parsed here). This file maps
// between lines, the solver's facts and steps, and the grid's cell keys.

import { positionKey, pairKey } from './play-grid.js';

/**
 * How each value is written in a mark: its name, or `attribute.value` when another attribute
 * has a value of the same name (as in the clue language). Returns `names(a, v)`.
 */
export function valueNames(report) {
  const count = new Map();
  for (const attr of report.attributes) {
    for (const value of attr.values) count.set(value.toLowerCase(), (count.get(value.toLowerCase()) || 0) + 1);
  }
  return (a, v) => {
    const attr = report.attributes[a];
    const value = attr.values[v];
    return count.get(value.toLowerCase()) > 1 ? `${attr.name}.${value}` : value;
  };
}

/**
 * The line for mark `state` ('yes' or 'no') in the cell `key`. A position is written with
 * its label, which is its number from 1 unless the puzzle's `positions:` header labels them.
 */
export function markLine(report, names, key, state) {
  const not = state === 'no' ? 'not ' : '';
  const at = key.match(/^(\d+)\.(\d+)@(\d+)$/);
  if (at) {
    const [a, v, p] = at.slice(1).map(Number);
    // Without order a column is the key's value there: the mark links the two.
    if (report.ordered === false) return `${names(a, v)} is ${not}${names(0, p)}`;
    return `${names(a, v)} is ${not}in ${report.positions[p]}`;
  }
  const [a, v, b, w] = key.match(/^(\d+)\.(\d+)=(\d+)\.(\d+)$/).slice(1).map(Number);
  return `${names(a, v)} is ${not}${names(b, w)}`;
}

/**
 * Finds a value the solver names: `{attribute, value}`, or a string (`value` or
 * `attribute.value`). Returns `{a, v}` or null.
 */
export function findValue(report, named) {
  if (!named) return null;
  const attrs = report.attributes;
  const lower = (s) => String(s).toLowerCase();
  if (typeof named === 'object') {
    const a = attrs.findIndex((x) => lower(x.name) === lower(named.attribute));
    const v = a < 0 ? -1 : attrs[a].values.findIndex((x) => lower(x) === lower(named.value));
    return v < 0 ? null : { a, v };
  }
  const dot = String(named).indexOf('.');
  if (dot > 0) {
    const found = findValue(report, { attribute: named.slice(0, dot), value: named.slice(dot + 1) });
    if (found) return found;
  }
  for (let a = 0; a < attrs.length; a++) {
    const v = attrs[a].values.findIndex((x) => lower(x) === lower(named));
    if (v >= 0) return { a, v };
  }
  return null;
}

/** A position as the solver gives it (its label, as text or number) → its index, or -1. */
export function findPosition(report, position) {
  return report.positions.findIndex((label) => label === String(position));
}

/**
 * The cell of a fact or consequence from `marksState` (`{kind, a, b}` or `{kind, a,
 * position, column}`): `{key, state}` with state 'yes' or 'no', or null for one that names no cell.
 */
export function factCell(report, fact) {
  const state = fact.kind === 'in' || fact.kind === 'same' ? 'yes' : 'no';
  const x = findValue(report, fact.a);
  if (!x) return null;
  if (fact.kind === 'in' || fact.kind === 'not_in') {
    const p = Number.isInteger(fact.column) ? fact.column : findPosition(report, fact.position);
    return p < 0 || p >= report.positions.length ? null : { key: positionKey(x.a, x.v, p), state };
  }
  const y = findValue(report, fact.b);
  if (!y || y.a === x.a) return null;
  return { key: linkKey(report, x, y), state };
}

/**
 * The cell of a link between values `x` and `y` ({a, v} each): their pair block's, or in a
 * grid without order, where one is the key, the other's column of the key's value.
 */
function linkKey(report, x, y) {
  if (report.ordered === false && (x.a === 0 || y.a === 0)) {
    const [key, other] = x.a === 0 ? [x, y] : [y, x];
    return positionKey(other.a, other.v, key.v);
  }
  return pairKey(x.a, x.v, y.a, y.v);
}

/** The cells a hint step concludes about, each with 'yes' or 'no': a Map key → state. */
export function stepCells(report, step) {
  const out = new Map();
  const at = (cell, state) => {
    const x = findValue(report, cell);
    if (x && report.positions[cell.column] !== undefined) out.set(positionKey(x.a, x.v, cell.column), state);
  };
  const pair = (link, state) => {
    const [x, y] = [findValue(report, link.a), findValue(report, link.b)];
    if (x && y && x.a !== y.a) out.set(linkKey(report, x, y), state);
  };
  for (const c of step.fixed || []) at(c, 'yes');
  for (const c of step.eliminated || []) at(c, 'no');
  for (const l of step.linked || []) pair(l, 'yes');
  for (const l of step.unlinked || []) pair(l, 'no');
  return out;
}
