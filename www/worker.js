// The module worker that owns one solver module's WebAssembly, so a slow call (building a
// table, listing thousands of solutions) never freezes the page. Each module has a worker
// script of its own, `MODULE-worker.js`, which scripts/bundle.mjs writes at build time: this
// file and the module's wasm-bindgen glue in one file, which calls
// `serve(MODULE, glue, new URL('./puzzlebox-MODULE_bg.wasm', import.meta.url))` (written out,
// so bundlers copy the file), so the worker runs with its glue at hand instead of fetching it
// once it runs. A page that shows only the pocket cube never downloads the other solvers. The
// page that starts it posts the WebAssembly it compiled as the first message, `{module}`
// (null if it could not). Messages are {id, fn, args}; replies are {id, ok, value} or
// {id, ok: false, error}. With `progress: true` the function also gets a callback as its last
// argument, and each value it is called with goes out at once as {id, progress: value}, while
// the call runs on.
//
// It may run on another site's page (started there through a `blob:` module that imports
// the worker script by its absolute URL, and sets `Symbol.for('puzzlebox.fetch-wasm')`: no
// compiled module comes then), so the WebAssembly is named by its absolute URL too: fetched
// from this file's folder, whichever page started the worker.

/**
 * What a module's worker runs, step by step, once it has answered the calls that came in
 * while it loaded: the pocket solver builds its tables and solves far positions (V8 runs new
 * code in its baseline compiler first, so a first search is many times slower than the
 * next) while the page is still loading, rather than in a person's first solve. The function
 * takes the step's number and returns whether another step follows; each step is a task of
 * its own, queued behind the calls already waiting, so a call waits for one short step at
 * most, never for the whole warm-up.
 */
const WARM_UP = { pocket: 'pocket_warm_up' };

/**
 * Calls answered in slices: the Rust function starts the work and answers `undefined` while
 * it is not done; the function named here goes on with it (given a budget, `SLICE_WORK`)
 * until it answers. Each slice is a task of its own, so a call that arrives meanwhile (a
 * "why?" while a search step is cut to its fewest facts) is answered between two slices,
 * and a newer call of the same function drops the older one.
 */
const SLICED = { zebra_step_facts: 'zebra_step_facts_continue' };
/**
 * A slice's budget: units of work, a conflict of the SAT search each and one per 40 of its
 * propagations, a solver call 20 (`Opening::run`; a search that needs more pauses and goes
 * on in the next slice): at most about 0.1 s natively on hard 12×12 and 16×16 grids
 * (`cargo run --release --example zebra_slices`).
 */
const SLICE_WORK = 1500;
let slicing = 0;

/**
 * Resolves in a task of its own: a message to itself, queued behind the page's messages that
 * have already arrived, unlike a microtask, and without the clamping of nested timers.
 */
function nextTask() {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(undefined);
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `step(0)`, `step(1)`, … each in a task of its own, until one returns false; resolves
 * then.
 */
async function inSteps(step) {
  let next = 0;
  do await nextTask(); while (step(next++));
}

/**
 * Fetches and compiles the WebAssembly. Streaming compiles while the bytes arrive, but the
 * browser allows it only for a file served as application/wasm; any other type is compiled
 * once it is all in.
 */
async function compile(url) {
  const response = await fetch(url);
  stamp('response');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * When each step of loading ended, in ms on the page's clock (performance.timeOrigin + now),
 * sent with the ready message for the benchmarks (scripts/bench-first-answer.mjs).
 */
const timings = { started: performance.timeOrigin + performance.now() };
const stamp = (step) => { timings[step] = performance.timeOrigin + performance.now(); };

/**
 * Answers the page's calls with the functions of `glue` (the wasm-bindgen glue of the solver
 * module named `name`, one of the crate folders under wasm/), once it has
 * instantiated the module's WebAssembly, `wasmUrl` (`puzzlebox-NAME_bg.wasm` beside the worker
 * script). The page's worker-rpc.js posts the `WebAssembly.Module` it compiled ({module}, null
 * if it could not compile it) as its first message; a worker started through a `blob:` module
 * fetches and compiles it here.
 */
export function serve(name, glue, wasmUrl) {
  let receive = null;
  const given = self[Symbol.for('puzzlebox.fetch-wasm')] ? null : new Promise((resolve) => { receive = resolve; });
  // Never a whole data: URL in a message (a bundler may inline a small file).
  const where = wasmUrl.protocol === 'data:' ? 'the inlined WebAssembly (data: URL)' : wasmUrl.href;

  /** The module's exports once instantiated. */
  async function load() {
    const wasm = given ? given.then((module) => module || compile(wasmUrl)) : compile(wasmUrl);
    const module = await wasm.then((m) => { stamp('compiled'); return m; }, (err) => {
      throw new Error(`${where}: ${err && err.message ? err.message : err}`);
    });
    await glue.default({ module_or_path: module });
    stamp('instantiated');
    return glue;
  }

  // The first thing the worker does: the download and compilation start before anything else.
  const loaded = load();
  /** Resolves once the warm-up is over (at once for a module without one). */
  const warmedUp = loaded.then(
    (wasm) => {
      postMessage({ ready: true, timings });
      const warmUp = wasm[WARM_UP[name]];
      return warmUp ? inSteps(warmUp) : undefined;
    },
    (err) => postMessage({ ready: false, error: err && err.message ? err.message : String(err) }),
  );
  self.onmessage = (event) => answer(name, event, loaded, warmedUp, receive);
}

/** One message of the page: the compiled module, or a call. */
async function answer(name, event, loaded, warmedUp, receive) {
  if ('module' in event.data) {
    receive?.(event.data.module);
    return;
  }
  const { id, fn, args = [], progress = false } = event.data;
  try {
    const wasm = await loaded;
    if (fn === '__warmed_up') {
      // [puzzle]: answers once the warm-up is over (for benchmarks).
      await warmedUp;
      postMessage({ id, ok: true, value: null });
      return;
    }
    if (fn === '__time') {
      // [name, argList, repetitions]: times repeated calls inside the worker (for benchmarks).
      const [fnName, list, reps] = args;
      const f = exported(name, wasm, fnName);
      const start = performance.now();
      for (let i = 0; i < reps; i++) f(...list);
      postMessage({ id, ok: true, value: (performance.now() - start) / reps });
      return;
    }
    const extra = progress ? [(value) => postMessage({ id, progress: value })] : [];
    let value = exported(name, wasm, fn)(...args, ...extra);
    const mine = SLICED[fn] && ++slicing;
    while (mine && value === undefined) {
      await nextTask();
      value = mine === slicing ? wasm[SLICED[fn]](SLICE_WORK)
        : { ok: false, error: { kind: 'superseded', message: 'superseded' } };
    }
    postMessage({ id, ok: true, value });
  } catch (err) {
    postMessage({ id, ok: false, error: String(err && err.message ? err.message : err) });
  }
}

function exported(module, wasm, name) {
  const f = wasm[name];
  if (typeof f !== 'function' || name === 'default' || name.startsWith('init')) {
    throw new Error(`the ${module} solver has no function ${name}`);
  }
  return f;
}
