// The painters' Undo (www/history.js): which states it keeps, how a drag counts as one step,
// and the Undo button's state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installFakeDom } from './fake-dom.mjs';

const { window, FakeElement } = installFakeDom();
const { History } = await import('../../www/history.js');

/** A painted "state" held in a variable, with a History watching it. */
function painter(start) {
  const painted = { value: start, restored: [] };
  const history = new History(() => painted.value, (state) => {
    painted.restored.push(state);
    painted.value = state;
  }, 'undo');
  history.changed(); // the starting state, as the tools record it
  painted.history = history;
  painted.set = (value) => {
    painted.value = value;
    history.changed();
  };
  return painted;
}

test('the Undo button starts disabled and has its test id', () => {
  const { history } = painter('a');
  assert.equal(history.button.getAttribute('data-testid'), 'undo');
  assert.equal(history.button.disabled, true);
  assert.equal(history.button.textContent, 'Undo');
});

test('each change can be undone, newest first, back to the start', () => {
  const p = painter('a');
  p.set('b');
  p.set('c');
  assert.equal(p.history.button.disabled, false);
  p.history.undo();
  assert.equal(p.value, 'b');
  p.history.undo();
  assert.equal(p.value, 'a');
  assert.deepEqual(p.restored, ['b', 'a']);
  assert.equal(p.history.button.disabled, true);
  p.history.undo(); // nothing left: nothing happens
  assert.deepEqual(p.restored, ['b', 'a']);
});

test('a change to the same state is not a step', () => {
  const p = painter('a');
  p.set('a');
  assert.equal(p.history.button.disabled, true);
  p.set('b');
  p.set('b');
  p.history.undo();
  assert.equal(p.value, 'a');
  assert.equal(p.history.button.disabled, true);
});

test('the button undoes when pressed', () => {
  const p = painter('a');
  p.set('b');
  p.history.button.dispatch('click');
  assert.equal(p.value, 'a');
});

test('a drag across the net is one step; the next drag is another', () => {
  const p = painter('a');
  const net = new FakeElement('div');
  p.history.watch(net);
  net.dispatch('pointerdown');
  p.set('b');
  p.set('c');
  p.set('d');
  window.dispatch('pointerup');
  net.dispatch('pointerdown');
  p.set('e');
  window.dispatch('pointerup');
  p.history.undo();
  assert.equal(p.value, 'd');
  p.history.undo();
  assert.equal(p.value, 'a');
  assert.equal(p.history.button.disabled, true);
});

test('Ctrl+Z on the net undoes, but not inside a text field or with Shift', () => {
  const p = painter('a');
  const net = new FakeElement('div');
  p.history.watch(net);
  p.set('b');
  p.set('c');
  net.dispatch('keydown', { key: 'z', ctrlKey: true, target: { tagName: 'INPUT' } });
  net.dispatch('keydown', { key: 'Z', ctrlKey: true, shiftKey: true, target: { tagName: 'BUTTON' } });
  assert.equal(p.value, 'c');
  net.dispatch('keydown', { key: 'z', ctrlKey: true, target: { tagName: 'BUTTON' } });
  assert.equal(p.value, 'b');
  net.dispatch('keydown', { key: 'Z', metaKey: true, target: { tagName: 'BUTTON' } });
  assert.equal(p.value, 'a');
});

test('only the newest 200 steps are kept', () => {
  const p = painter('0');
  for (let i = 1; i <= 250; i++) p.set(String(i));
  let undone = 0;
  while (!p.history.button.disabled) {
    p.history.undo();
    undone++;
  }
  assert.equal(undone, 200);
  assert.equal(p.value, '50');
});
