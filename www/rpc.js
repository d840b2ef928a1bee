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

/** The solver's files: this folder, wherever the page that uses them is. */
const WORKER_URL = new URL('./worker.js', import.meta.url);
const CROSS_ORIGIN = WORKER_URL.origin !== self.location.origin;
let bootstrapUrl = null;

/**
 * Starts a solver worker for `puzzle` (the worker reads it from its name). A page can only start a worker from a script of its own origin,
 * so a page on another site than these files starts a tiny `blob:` module of its own origin
 * that imports the real worker by its absolute URL (the files' server must send CORS headers,
 * as it must for embed.js). Its page's Content-Security-Policy then needs `worker-src blob:`,
 * and it governs the worker too (`script-src`, `connect-src` for the .wasm file,
 * `'wasm-unsafe-eval'`). A failed import answers like a failed start of the solver.
 */
function startWorker(puzzle) {
  if (!CROSS_ORIGIN) {
    // Its WebAssembly comes compiled from this page (" compiled" tells the worker to wait for it).
    const worker = new Worker(WORKER_URL, { type: 'module', name: `${puzzle} compiled` });
    compiledModule(puzzle).then((module) => worker.postMessage({ module }));
    return worker;
  }
  const options = { type: 'module', name: puzzle };
  if (!bootstrapUrl) {
    const href = JSON.stringify(WORKER_URL.href);
    const source = `import(${href}).catch((err) => postMessage({ ready: false, error: ${href} + ': ' + ((err && err.message) || err) }));\n`;
    // One per page, shared by every worker it starts, so it is never revoked.
    bootstrapUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return new Worker(bootstrapUrl, options);
}

/** Each puzzle's WebAssembly as the page compiled it (see `compiledModule`). */
const compiled = new Map();

/**
 * `puzzle`'s WebAssembly, fetched and compiled by the page once: it downloads and compiles
 * while the worker's thread starts, instead of after, and a worker started again (`stop`)
 * gets it without a download. Null when the page could not compile it (the worker then
 * fetches it itself). Same-origin only: a worker started through a `blob:` module may not
 * have its message handler yet when the module would arrive.
 */
function compiledModule(puzzle) {
  if (!compiled.has(puzzle)) {
    const url = new URL(`./puzzlebox-${puzzle}_bg.wasm`, WORKER_URL);
    compiled.set(puzzle, (async () => {
      const response = await fetch(url);
      if (!response.ok) return null;
      // Streaming compiles while the bytes arrive, for a file served as application/wasm.
      if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
        return WebAssembly.compileStreaming(response);
      }
      return WebAssembly.compile(await response.arrayBuffer());
    })().catch(() => null));
  }
  return compiled.get(puzzle);
}

/** The sentence an element shows when the solver cannot start: what failed and what helps. */
function loadFailure(detail) {
  const base = new URL('./', WORKER_URL).href;
  let text = `The solver could not load from ${base} (${detail}).`;
  if (CROSS_ORIGIN) {
    const origin = WORKER_URL.origin;
    text += ` A page on another site can use it only if that server sends Access-Control-Allow-Origin`
      + ` with its .js and .wasm files, and this page's Content-Security-Policy (if any) allows`
      + ` worker-src blob:, script-src ${origin} 'wasm-unsafe-eval' and connect-src ${origin}.`;
  }
  // The host page's author reads the console too, and the element may be out of sight.
  console.error(`puzzlebox: ${text}`);
  return text;
}

/**
 * A worker of its own for `puzzle` (one of `PUZZLES`): `{ready, call, callReporting, stop}`.
 * The worker starts on first use.
 */
export function solver(puzzle) {
  if (!PUZZLES.includes(puzzle)) throw new Error(`there is no solver for a puzzle called "${puzzle}"`);
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
    try {
      w = startWorker(puzzle);
    } catch (err) {
      // The page's Content-Security-Policy refused the worker: nothing to wait for.
      return Promise.reject(new Error(loadFailure(err.message)));
    }
    worker = w;
    let loaded = false;
    readyPromise = new Promise((resolve, reject) => {
      w.addEventListener('message', (event) => {
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
      });
      w.addEventListener('error', (event) => {
        // The worker's script did not load (offline with nothing cached, say), or it broke
        // down: no answer will come, so the calls waiting for one fail now instead of hanging.
        const err = new Error(loaded
          ? event.message || 'the solver worker stopped'
          : loadFailure(event.message || 'its script did not load'));
        reject(err);
        failAll(err);
      });
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

/** The page's one worker per puzzle, each made on first use. */
const shared = new Map();

function sharedSolver(puzzle) {
  if (!shared.has(puzzle)) shared.set(puzzle, solver(puzzle));
  return shared.get(puzzle);
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
