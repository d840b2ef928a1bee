// The page's side of the solver workers (www/rpc.js), against a fake Worker that answers as
// www/worker.js does: {ready}, then {id, ok, value} / {id, ok: false, error} / {id, progress}.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** Every fake worker started, newest last. */
const started = [];

/**
 * A worker whose answers the test writes: `functions[name](...args, progress?)` gives the
 * value (or throws); `load` is what its start reports ({ready: true} unless told otherwise).
 * Answers are posted in a later task, as a real worker's are.
 */
class FakeWorker {
  static functions = {};
  static load = { ready: true };
  static refuse = null; // an Error the constructor throws (a page's CSP refusing workers)

  constructor(url, options) {
    if (FakeWorker.refuse) throw FakeWorker.refuse;
    this.url = String(url);
    this.options = options;
    this.listeners = { message: [], error: [] };
    this.terminated = false;
    this.received = [];
    this.modules = []; // what the page compiled for it (`{module}` messages)
    started.push(this);
    this.post(FakeWorker.load);
  }

  addEventListener(type, listener) {
    this.listeners[type].push(listener);
  }

  post(data) {
    setTimeout(() => {
      if (!this.terminated) for (const l of this.listeners.message) l({ data });
    });
  }

  fail(message) {
    for (const l of this.listeners.error) l({ message });
  }

  postMessage(message) {
    if ('module' in message) {
      this.modules.push(message.module);
      return;
    }
    this.received.push(message);
    const { id, fn, args, progress } = message;
    const f = FakeWorker.functions[fn];
    if (f === 'never') return; // a call that runs until the worker is ended
    try {
      const extra = progress ? [(value) => this.post({ id, progress: value })] : [];
      this.post({ id, ok: true, value: f(...args, ...extra) });
    } catch (err) {
      this.post({ id, ok: false, error: err.message });
    }
  }

  terminate() {
    this.terminated = true;
  }
}

globalThis.self = { location: { origin: new URL(import.meta.url).origin } };
globalThis.Worker = FakeWorker;
const { solver, call, ready, shared, Stopped } = await import('../../www/rpc.js');

const reset = () => {
  FakeWorker.functions = { add: (a, b) => a + b };
  FakeWorker.load = { ready: true };
  FakeWorker.refuse = null;
};

test('a call is answered with the function\'s value; '
  + 'the worker is a module next to rpc.js, named after its puzzle', async () => {
  reset();
  const s = solver('pocket');
  const before = started.length;
  assert.equal(await s.call('add', 2, 3), 5);
  assert.equal(started.length, before + 1, 'the worker starts on the first call');
  const w = started.at(-1);
  assert.ok(w.url.endsWith('/www/pocket-worker.js'), w.url);
  // The page compiles the wasm and posts it as the first message; here (node cannot fetch the
  // file) it posts null, and the worker fetches the module itself.
  assert.deepEqual(w.options, { type: 'module' });
  assert.deepEqual(w.received[0], { id: 1, fn: 'add', args: [2, 3], progress: false });
  assert.equal(await s.call('add', 1, 1), 2);
  assert.equal(started.length, before + 1, 'later calls go to the same worker');
  await new Promise((resolve) => { const poll = () => (w.modules.length ? resolve() : setTimeout(poll, 5)); poll(); });
  assert.deepEqual(w.modules, [null]);
});

test('answers find their own calls, whatever order they come in', async () => {
  reset();
  const s = solver('zebra');
  const answers = await Promise.all([1, 2, 3, 4].map((k) => s.call('add', k, 10)));
  assert.deepEqual(answers, [11, 12, 13, 14]);
});

test('an error in the worker rejects that call only, with its message', async () => {
  reset();
  FakeWorker.functions.boom = () => { throw new Error('no such cube'); };
  const s = solver('zebra');
  await assert.rejects(s.call('boom'), { message: 'no such cube' });
  assert.equal(await s.call('add', 1, 2), 3);
});

test('callReporting hands each progress report over before the answer', async () => {
  reset();
  FakeWorker.functions.count = (n, progress) => {
    for (let i = 1; i <= n; i++) progress(i);
    return 'done';
  };
  const s = solver('zebra');
  const seen = [];
  const answer = await s.callReporting('count', (v) => seen.push(v), 3);
  assert.equal(answer, 'done');
  assert.deepEqual(seen, [1, 2, 3]);
  assert.equal(started.at(-1).received.at(-1).progress, true);
});

test('stop() rejects the calls waiting with Stopped and ends the worker; the next call starts another', async () => {
  reset();
  FakeWorker.functions.slow = 'never';
  const s = solver('zebra');
  const waiting = s.call('slow');
  await s.ready();
  const first = started.at(-1);
  s.stop();
  await assert.rejects(waiting, (err) => err instanceof Stopped && err.message === 'stopped');
  assert.equal(first.terminated, true);
  assert.equal(await s.call('add', 4, 4), 8);
  assert.notEqual(started.at(-1), first);
});

test('a worker whose module fails to load fails every call with the reason and where it looked', async () => {
  reset();
  FakeWorker.load = { ready: false, error: 'puzzlebox_bg.wasm: 404' };
  const s = solver('zebra');
  const consoleError = console.error;
  console.error = () => {};
  try {
    await assert.rejects(s.call('add', 1, 1), /^Error: The zebra solver could not load puzzlebox_bg\.wasm: 404\.$/);
    await assert.rejects(s.ready(), /could not load/);
  } finally {
    console.error = consoleError;
  }
});

test('a worker that breaks down fails the calls waiting for it instead of leaving them hanging', async () => {
  reset();
  FakeWorker.functions.slow = 'never';
  const s = solver('zebra');
  await s.ready();
  const waiting = s.call('slow');
  started.at(-1).fail('out of memory');
  await assert.rejects(waiting, { message: 'out of memory' });
});

test('a page that refuses workers gets a rejected call, not a throw', async () => {
  reset();
  FakeWorker.refuse = new Error('refused by Content-Security-Policy');
  const s = solver('zebra');
  const consoleError = console.error;
  console.error = () => {};
  try {
    // Which file, and why.
    await assert.rejects(s.call('add', 1, 1),
      /^Error: The zebra solver could not load \S*\/www\/zebra-worker\.js: refused by Content-Security-Policy\.$/);
  } finally {
    console.error = consoleError;
  }
});

test('call() goes to the shared worker of the puzzle its function is named after', async () => {
  reset();
  FakeWorker.functions.pocket_add = (a, b) => a + b;
  FakeWorker.functions.insanity_add = (a, b) => a + b;
  const before = started.length;
  await ready('pocket');
  assert.equal(started.length, before + 1, 'ready(puzzle) starts that puzzle\'s worker');
  assert.equal(await call('pocket_add', 20, 22), 42);
  assert.equal(await call('pocket_add', 1, 2), 3);
  assert.equal(started.length, before + 1, 'pocket calls share the worker ready() started');
  assert.ok(started.at(-1).url.endsWith('/www/pocket-worker.js'));
  assert.equal(await call('insanity_add', 2, 2), 4);
  assert.equal(started.length, before + 2, 'an insanity call starts the insanity worker');
  assert.ok(started.at(-1).url.endsWith('/www/insanity-worker.js'));
  assert.deepEqual(started.at(-1).received.map((m) => m.fn), ['insanity_add']);
});

test('a function or puzzle no module has is refused, and starts no worker', async () => {
  reset();
  const before = started.length;
  await assert.rejects(call('chess_solve', 'e4'), /no solver has a function chess_solve/);
  await assert.rejects(ready('chess'), /no solver for a puzzle called "chess"/);
  assert.throws(() => solver('chess'), /no solver for a puzzle called "chess"/);
  assert.throws(() => solver(), /no solver for a puzzle called "undefined"/);
  assert.equal(started.length, before);
});

test('shared(module) is one worker per solver module, the element\'s own module included', async () => {
  reset();
  FakeWorker.functions.insanity_solve = (text) => `solved ${text}`;
  const before = started.length;
  const column = shared('insanity-solve');
  assert.equal(shared('insanity-solve'), column, 'the same one each time');
  assert.equal(await column.call('insanity_solve', 'R G'), 'solved R G');
  assert.equal(started.length, before + 1);
  const w = started.at(-1);
  assert.ok(w.url.endsWith('/www/insanity-solve-worker.js'), w.url);
  assert.notEqual(shared('insanity'), column, 'the app tool\'s module has a worker of its own');
});

test('a worker embed.js started is taken over, with what it said before rpc.js arrived', async () => {
  reset();
  // As embed.js leaves it: the worker, its compiled module, and its messages so far.
  const worker = new FakeWorker('pocket-worker.js', { type: 'module' });
  const early = { worker, events: [], compiled: Promise.resolve(null) };
  worker.onmessage = worker.onerror = (event) => early.events.push(event);
  worker.addEventListener('message', (event) => worker.onmessage?.(event));
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(early.events.map((e) => e.data), [{ ready: true }], 'its ready message came before rpc.js');
  self[Symbol.for('puzzlebox.started-workers')] = new Map([['zebra', early]]);

  const before = started.length;
  const s = solver('zebra');
  await s.ready(); // answered by the ready message kept for it
  assert.equal(await s.call('add', 5, 6), 11);
  assert.equal(started.length, before, 'no other worker started');
  assert.deepEqual(worker.received.map((m) => m.fn), ['add'], 'the calls went to the worker embed.js started');
  assert.equal(self[Symbol.for('puzzlebox.started-workers')].size, 0, 'taken once');
  // Stopped, a fresh worker starts (embed.js's is not taken twice).
  s.stop();
  assert.equal(await s.call('add', 1, 1), 2);
  assert.equal(started.length, before + 1);
  delete self[Symbol.for('puzzlebox.started-workers')];
});

test('a worker embed.js started that failed to load fails the calls with its reason', async () => {
  reset();
  FakeWorker.load = { ready: false, error: 'puzzlebox-pocket_bg.wasm: 404' };
  const worker = new FakeWorker('pocket-worker.js', { type: 'module' });
  const early = { worker, events: [], compiled: Promise.resolve(null) };
  worker.addEventListener('message', (event) => early.events.push(event));
  await new Promise((resolve) => setTimeout(resolve, 10));
  self[Symbol.for('puzzlebox.started-workers')] = new Map([['pocket', early]]);
  const s = solver('pocket');
  await assert.rejects(s.call('add', 1, 2), /could not load .*puzzlebox-pocket_bg\.wasm: 404/);
  delete self[Symbol.for('puzzlebox.started-workers')];
});

test('a file a bundler inlined is named as such in a message, never as its whole data: URL', async () => {
  const { place } = await import('../../www/worker-rpc.js');
  assert.equal(place('data:text/javascript;base64,dmFyIHA9'), 'an inlined file (data: URL)');
  const href = 'https://example.org/assets/pocket-worker.js';
  assert.equal(place(new URL(href)), href);
});
