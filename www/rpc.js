// The page's side of the solver workers: `call('pocket_solve', facelets, 'htm', false)`
// returns a promise of whatever the Rust function returned. Each puzzle has its own
// WebAssembly module (pocket, insanity, zebra), loaded by a worker of its own, so a page pays
// only for the puzzles it shows; the page shares one worker per puzzle, started by the first
// call or `ready(puzzle)` for it. A tool whose calls can run long (the zebra solver on a big,
// hard grid can take seconds) opens its own with `solver(puzzle)`: it can then stop a call by
// ending that worker, the only way to interrupt WebAssembly in the middle of a call, without
// cutting off the other tools' calls, and its slow calls never hold theirs up.

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

/** The puzzles with a solver module; every function a module exports starts with its name. */
export const PUZZLES = ['pocket', 'insanity', 'zebra'];

/**
 * Each solver module's worker script (the build bundles worker.js with the module's
 * wasm-bindgen glue into it) and WebAssembly, in this folder, wherever the page that uses them
 * is. Each puzzle's own module, `insanity-solve`: `insanity_solve` alone, for the
 * <insanity-column> element, and `zebra-view`: the zebra answer and explanation without the
 * generator and the play calls, for a <zebra-puzzle> without `play`. Literal URLs, so the build's and the tests' scanners find them.
 */
const FILES = {
  pocket: { worker: new URL('./pocket-worker.js', import.meta.url), wasm: new URL('./puzzlebox-pocket_bg.wasm', import.meta.url) },
  insanity: { worker: new URL('./insanity-worker.js', import.meta.url), wasm: new URL('./puzzlebox-insanity_bg.wasm', import.meta.url) },
  'insanity-solve': { worker: new URL('./insanity-solve-worker.js', import.meta.url), wasm: new URL('./puzzlebox-insanity-solve_bg.wasm', import.meta.url) },
  zebra: { worker: new URL('./zebra-worker.js', import.meta.url), wasm: new URL('./puzzlebox-zebra_bg.wasm', import.meta.url) },
  'zebra-view': { worker: new URL('./zebra-view-worker.js', import.meta.url), wasm: new URL('./puzzlebox-zebra-view_bg.wasm', import.meta.url) },
};

/** The solver modules a worker can run: `solver(name)`, `shared(name)`. */
export const MODULES = Object.keys(FILES);

const BASE = new URL('./', import.meta.url);
const CROSS_ORIGIN = BASE.origin !== self.location.origin;
let bootstrap = null; // the blob: module of another site's page

/**
 * The workers embed.js started before this file arrived (it starts an element's worker as
 * soon as it sees the element, without waiting for this file): `{worker, compiled, events}`
 * per module, `events` holding what the worker said meanwhile. Each is taken once.
 */
const STARTED = Symbol.for('puzzlebox.started-workers');
function takeStarted(name) {
  const started = self[STARTED];
  const early = started?.get(name);
  if (!early) return null;
  started.delete(name);
  if (!compiled.has(name)) compiled.set(name, early.compiled);
  return early;
}

/**
 * Starts a solver worker for module `name`. A page can only start a worker from a script of its own origin,
 * so a page on another site than these files starts a tiny `blob:` module of its own origin
 * that imports the real worker by its absolute URL (the files' server must send CORS headers,
 * as it must for embed.js). Its page's Content-Security-Policy then needs `worker-src blob:`,
 * and it governs the worker too (`script-src`, `connect-src` for the .wasm file,
 * `'wasm-unsafe-eval'`). A failed import answers like a failed start of the solver.
 * Returns `{worker, events}`: `events`, what a worker embed.js started has said already.
 */
function startWorker(name) {
  if (!CROSS_ORIGIN) {
    const early = takeStarted(name);
    if (early) return early;
    // Its WebAssembly comes compiled from this page (" compiled" tells the worker to wait for it).
    const worker = new Worker(FILES[name].worker, { type: 'module', name: `${name} compiled` });
    compiledModule(name).then((module) => worker.postMessage({ module }));
    return { worker, events: [] };
  }
  if (!bootstrap) {
    // One per page, shared by every worker it starts, so it is never revoked: it imports the
    // worker script its worker's name asks for.
    const urls = JSON.stringify(Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, f.worker.href])));
    const source = `const url = ${urls}[self.name];\n`
      + 'import(url).catch((err) => postMessage({ ready: false, error: url + \': \' + ((err && err.message) || err) }));\n';
    bootstrap = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return { worker: new Worker(bootstrap, { type: 'module', name }), events: [] };
}

/** Each module's WebAssembly as the page compiled it (see `compiledModule`). */
const compiled = new Map();

/**
 * Module `name`'s WebAssembly, fetched and compiled by the page once: it downloads and compiles
 * while the worker's thread starts, instead of after, and a worker started again (`stop`)
 * gets it without a download. Null when the page could not compile it (the worker then
 * fetches it itself). Same-origin only: a worker started through a `blob:` module may not
 * have its message handler yet when the module would arrive.
 */
export function compiledModule(name) {
  if (!compiled.has(name)) {
    compiled.set(name, (async () => {
      const response = await fetch(FILES[name].wasm);
      if (!response.ok) return null;
      // Streaming compiles while the bytes arrive, for a file served as application/wasm.
      if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
        return WebAssembly.compileStreaming(response);
      }
      return WebAssembly.compile(await response.arrayBuffer());
    })().catch(() => null));
  }
  return compiled.get(name);
}

/** The sentence an element shows when the solver cannot start: what failed and what helps. */
function loadFailure(detail) {
  let text = `The solver could not load from ${BASE.href} (${detail}).`;
  if (CROSS_ORIGIN) {
    const origin = BASE.origin;
    text += ` A page on another site can use it only if that server sends Access-Control-Allow-Origin`
      + ` with its .js and .wasm files, and this page's Content-Security-Policy (if any) allows`
      + ` worker-src blob:, script-src ${origin} 'wasm-unsafe-eval' and connect-src ${origin}.`;
  }
  // The host page's author reads the console too, and the element may be out of sight.
  console.error(`puzzlebox: ${text}`);
  return text;
}

/**
 * A worker of its own for `puzzle` (one of `PUZZLES`, or of `MODULES`):
 * `{ready, call, callReporting, stop}`. The worker starts on first use.
 */
export function solver(puzzle) {
  if (!MODULES.includes(puzzle)) throw new Error(`there is no solver for a puzzle called "${puzzle}"`);
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
    let w;
    let said;
    try {
      ({ worker: w, events: said } = startWorker(puzzle));
    } catch (err) {
      // The page's Content-Security-Policy refused the worker: nothing to wait for.
      return Promise.reject(new Error(loadFailure(err.message)));
    }
    worker = w;
    let loaded = false;
    readyPromise = new Promise((resolve, reject) => {
      const onMessage = (event) => {
        const data = event.data;
        if ('ready' in data) {
          loaded = data.ready;
          if (data.ready) resolve();
          else {
            const err = new Error(loadFailure(data.error));
            reject(err);
            failAll(err);
          }
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
      };
      const onError = (event) => {
        // The worker's script did not load (offline with nothing cached, say), or it broke
        // down: no answer will come, so the calls waiting for one fail now instead of hanging.
        const err = new Error(loaded
          ? event.message || 'the solver worker stopped'
          : loadFailure(event.message || 'its script did not load'));
        reject(err);
        failAll(err);
      };
      // A worker embed.js started has kept what it said so far (its ready message, or its
      // failure): heard now, in order, before anything it says from here on.
      w.onmessage = null;
      w.onerror = null;
      w.addEventListener('message', onMessage);
      w.addEventListener('error', onError);
      for (const event of said) (event.type === 'error' ? onError : onMessage)(event);
    });
    return readyPromise;
  }

  function send(fn, args, progress) {
    const starting = start();
    if (!worker) return starting;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, progress });
      const message = { id, fn, args, progress: Boolean(progress) };
      // A worker script waits with the messages sent before it runs; the `blob:` module of
      // another site's page runs at once and hands over to worker.js later, so its messages
      // wait here until worker.js says it is ready.
      if (CROSS_ORIGIN) {
        const w = worker;
        starting.then(() => w.postMessage(message), () => {});
      } else {
        worker.postMessage(message);
      }
      // A worker that failed to load answers nothing: its calls fail with its reason.
      starting.catch((err) => {
        if (pending.delete(id)) reject(err);
      });
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

/** The page's one worker per module, each made on first use. */
const sharedSolvers = new Map();

function sharedSolver(name) {
  if (!sharedSolvers.has(name)) sharedSolvers.set(name, solver(name));
  return sharedSolvers.get(name);
}

/**
 * The page's shared worker of module `name` (one of `MODULES`), as `solver(name)` gives, made
 * on first use: `call` and `ready` use the one of each puzzle's own module.
 */
export function shared(name) {
  return sharedSolver(name);
}

/**
 * The puzzle whose module exports `fn`: its name's first word (`pocket_solve` → pocket). The
 * benchmarks' calls (`__time`, `__warmed_up`) name the function or the puzzle first.
 */
function puzzleOf(fn, args) {
  const name = String(fn).startsWith('__') ? String(args[0]) : String(fn);
  return name.split('_')[0];
}

/**
 * Starts the shared worker of `puzzle` (its download and compilation begin at once) and
 * resolves once its WebAssembly module is instantiated.
 */
export function ready(puzzle) {
  try {
    return sharedSolver(puzzle).ready();
  } catch (err) {
    return Promise.reject(err);
  }
}

/** Calls an exported Rust function in the shared worker of its puzzle. */
export function call(fn, ...args) {
  let target;
  try {
    target = sharedSolver(puzzleOf(fn, args));
  } catch {
    return Promise.reject(new Error(`no solver has a function ${fn}`));
  }
  return target.call(fn, ...args);
}
