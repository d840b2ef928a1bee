// The page's side of the solver worker: `call('pocket_solve', facelets, 'htm', false)`
// returns a promise of whatever the Rust function returned. One worker serves the page.

let worker = null;
let nextId = 1;
const pending = new Map();
let readyPromise = null;

function start() {
  if (worker) return readyPromise;
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  readyPromise = new Promise((resolve, reject) => {
    worker.addEventListener('message', (event) => {
      const data = event.data;
      if ('ready' in data) {
        if (data.ready) resolve();
        else reject(new Error(`the solver failed to load: ${data.error}`));
        return;
      }
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      if (data.ok) waiting.resolve(data.value);
      else waiting.reject(new Error(data.error));
    });
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the solver worker failed')));
  });
  return readyPromise;
}

/** Resolves once the WebAssembly module is instantiated (starts the worker on first use). */
export function ready() {
  return start();
}

/** Calls an exported Rust function in the worker. */
export function call(fn, ...args) {
  start();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, fn, args });
  });
}
