// www/latest.js: a ticket stays fresh until newer work starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { latest } from '../../www/latest.js';

test('newer work makes every earlier ticket stale, and only those', () => {
  const checks = latest();
  const first = checks.next();
  assert.equal(first(), true);
  const second = checks.next();
  assert.equal(first(), false);
  assert.equal(second(), true);
});

test('current() watches without making anything stale', () => {
  const checks = latest();
  const started = checks.next();
  const watching = checks.current();
  assert.equal(started(), true);
  assert.equal(watching(), true);
  checks.next();
  assert.equal(watching(), false);
  assert.equal(started(), false);
});

test('answers that come back out of order: only the newest is shown', async () => {
  const checks = latest();
  const shown = [];
  const ask = async (value, delay) => {
    const fresh = checks.next();
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (fresh()) shown.push(value);
  };
  await Promise.all([ask('old', 20), ask('new', 1)]);
  assert.deepEqual(shown, ['new']);
});

test('two series are independent', () => {
  const a = latest();
  const b = latest();
  const ticket = a.next();
  b.next();
  assert.equal(ticket(), true);
});

test('newest(): only the newest answer comes back, older ones and their failures resolve to null', async () => {
  const series = latest();
  const later = (value, delay, fail = false) => () => new Promise((resolve, reject) => {
    setTimeout(() => (fail ? reject(new Error(value)) : resolve(value)), delay);
  });
  const [old, failed, fresh] = await Promise.all([
    series.newest(later('old', 5)),
    series.newest(later('failed', 1, true)),
    series.newest(later('new', 10)),
  ]);
  assert.deepEqual([old, failed, fresh], [null, null, 'new']);
  await assert.rejects(series.newest(later('a fresh failure', 1, true)), /a fresh failure/);
});
