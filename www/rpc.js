// The page's side of the solver workers: `call('pocket_solve', facelets, 'htm', false)`
// returns a promise of whatever the Rust function returned. One shared worker serves the
// page. A tool whose calls can run long (the zebra solver on a big, hard grid can take
// seconds) opens its own with `solver()`: it can then stop a call by ending that worker,
// the only way to interrupt WebAssembly in the middle of a call, without cutting off the
// other tools' calls, and its slow calls never hold theirs up.

/**
 * A call of `solver()` whose answer is no longer wanted (its input changed) is worth
 * stopping once it has run this long, instead of making the next call wait behind it.
 * Shorter ones are left to finish: starting a fresh worker costs a few tens of milliseconds.
 */
export const SUPERSEDE_AFTER_MS = 200;

/** The rejection of a call that was stopped before it answered. */
export class Stopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'Stopped';
  }
}

/** A worker of its own: `{ready, call, callReporting, stop}`. The worker starts on first use. */
export function solver() {
  let worker = null;
  let readyPromise = null;
  let nextId = 1;
  const pending = new Map();

  /** Rejects every call still waiting for an answer. */
  function failAll(err) {
    const waiting = [...pending.values()];
    pending.clear();
    for (const w of waiting) w.reject(err);
  }

  function start() {
    if (worker) return readyPromise;
    const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker = w;
    readyPromise = new Promise((resolve, reject) => {
      w.addEventListener('message', (event) => {
        const data = event.data;
        if ('ready' in data) {
          if (data.ready) resolve();
          else reject(new Error(`the solver failed to load: ${data.error}`));
          return;
        }
        const waiting = pending.get(data.id);
        if (!waiting) return;
        if ('progress' in data) {
          waiting.progress?.(data.progress);
          return;
        }
        pending.delete(data.id);
        if (data.ok) waiting.resolve(data.value);
        else waiting.reject(new Error(data.error));
      });
      w.addEventListener('error', (event) => {
        // The worker's script did not load (offline with nothing cached, say): no answer
        // will come, so the calls waiting for one fail now instead of hanging.
        const err = new Error(event.message || 'the solver worker failed to start');
        reject(err);
        failAll(err);
      });
    });
    return readyPromise;
  }

  function send(fn, args, progress) {
    start();
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, progress });
      worker.postMessage({ id, fn, args, progress: Boolean(progress) });
    });
  }

  return {
    /** Resolves once the WebAssembly module is instantiated. */
    ready: start,
    /** Calls an exported Rust function in the worker. */
    call(fn, ...args) {
      return send(fn, args, null);
    },
    /**
     * Calls a Rust function that reports progress through a callback (its last parameter):
     * `progress(value)` runs on this side for each report, before the call's own answer.
     */
    callReporting(fn, progress, ...args) {
      return send(fn, args, progress);
    },
    /**
     * Ends the worker; every call still waiting rejects with `Stopped`. The next call starts
     * a fresh worker.
     */
    stop() {
      if (!worker) return;
      worker.terminate();
      worker = null;
      readyPromise = null;
      failAll(new Stopped());
    },
  };
}

const shared = solver();

/** Resolves once the shared worker's WebAssembly module is instantiated. */
export function ready() {
  return shared.ready();
}

/** Calls an exported Rust function in the shared worker. */
export function call(fn, ...args) {
  return shared.call(fn, ...args);
}
