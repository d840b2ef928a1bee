// The module worker that owns the WebAssembly solver, so a slow call (building a table,
// listing thousands of solutions) never freezes the page. Messages are {id, fn, args};
// replies are {id, ok, value} or {id, ok: false, error}. With `progress: true` the function
// also gets a callback as its last argument, and each value it is called with goes out
// at once as {id, progress: value}, while the call runs on.
//
// It may run on another site's page (started there through a `blob:` module that imports
// this file by its absolute URL), so the WebAssembly file is named by its absolute URL too:
// fetched from this file's folder, whichever page started the worker.
import init, * as wasm from './puzzlebox.js';

const WASM_URL = new URL('./puzzlebox_bg.wasm', import.meta.url);

const loaded = init({ module_or_path: WASM_URL }).then(
  () => postMessage({ ready: true }),
  (err) => postMessage({ ready: false, error: `${WASM_URL.href}: ${err && err.message ? err.message : err}` }),
);

self.onmessage = async (event) => {
  const { id, fn, args = [], progress = false } = event.data;
  await loaded;
  try {
    if (fn === '__time') {
      // [name, argList, repetitions]: times repeated calls inside the worker (for benchmarks).
      const [name, list, reps] = args;
      const f = exported(name);
      const start = performance.now();
      for (let i = 0; i < reps; i++) f(...list);
      postMessage({ id, ok: true, value: (performance.now() - start) / reps });
      return;
    }
    const extra = progress ? [(value) => postMessage({ id, progress: value })] : [];
    postMessage({ id, ok: true, value: exported(fn)(...args, ...extra) });
  } catch (err) {
    postMessage({ id, ok: false, error: String(err && err.message ? err.message : err) });
  }
};

function exported(name) {
  const f = wasm[name];
  if (typeof f !== 'function' || name === 'default' || name.startsWith('init')) {
    throw new Error(`the solver has no function ${name}`);
  }
  return f;
}
