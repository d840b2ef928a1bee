// The page's side of one solver worker, for a solver module given by its files (solver-*.js:
// `{name, start, wasm}`). `solver(pocket).call('pocket_solve', facelets, 'htm', false)` returns a
// promise of whatever the Rust function returned. The elements import only their own
// module's files, so a bundler that takes in one element bundles one solver; rpc.js adds the
// calls by name (`call('pocket_solve', …)`) over all of them, for the app and for pages that
// import rpc.js themselves.
//
// A tool whose calls can run long (the zebra solver on a big, hard grid can take seconds)
// opens its own with `solver(files)`: it can then stop a call by ending that worker, the only
// way to interrupt WebAssembly in the middle of a call, without cutting off the other tools'
// calls, and its slow calls never hold theirs up.

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

// Where a solver's worker script is, read from the solver's own `start()` without starting a
// worker. `start()` holds the only reference to the script (solver-*.js: the literal
// `new Worker(new URL(…, import.meta.url))` that bundlers rewrite), so the URL they chose is
// the one asked for here. A page may start a worker only from a script of its own origin;
// for one on another site (a CDN) the worker is started through a `blob:` module that
// imports this URL instead. embed.js has a copy of it (see its startSolver).

/** The URL `start()` would start its worker from. */
function workerUrl(start) {
  const Real = globalThis.Worker;
  let url = null;
  // A stand-in constructor for the length of one synchronous call: nothing else runs meanwhile.
  // @ts-expect-error it only records its argument: no worker is made during the call.
  globalThis.Worker = function Capture(href) {
    url = new URL(href, self.location?.href);
  };
  try {
    start();
  } finally {
    globalThis.Worker = Real;
  }
  return url;
}

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

/** The `blob:` module of another site's page, per worker script URL. */
const bootstraps = new Map();

/**
 * Starts the worker of `files` (`{name, start, wasm}`). Returns `{worker, events, url, direct}`:
 * `events`, what a worker embed.js started has said already; `url`, its script; `direct`,
 * whether this page started it itself. A page can only start a worker from a script of its own
 * origin, so a page on another site than these files starts a tiny `blob:` module of its own
 * origin that imports the real worker by its absolute URL (the files' server must send CORS
 * headers, as it must for embed.js). Its page's Content-Security-Policy then needs
 * `worker-src blob:`, and it governs the worker too (`script-src`, `connect-src` for the
 * .wasm file, `'wasm-unsafe-eval'`). A failed import answers like a failed start of the solver.
 */
function startWorker(files) {
  const url = workerUrl(files.start);
  if (url.origin === self.location.origin) {
    const early = takeStarted(files.name);
    if (early) return { ...early, url, direct: true };
    // Its WebAssembly comes compiled from this page: its first message, `{module}` (null when
    // the page could not compile it; the worker then fetches it itself).
    const worker = files.start();
    compiledModule(files).then((module) => worker.postMessage({ module }));
    return { worker, events: [], url, direct: true };
  }
  if (!bootstraps.has(url.href)) {
    // Shared by every worker of that script, so never revoked. The flag tells worker.js that
    // no compiled module will come: it fetches the WebAssembly itself.
    const href = JSON.stringify(url.href);
    const source = `self[Symbol.for('puzzlebox.fetch-wasm')] = true;\n`
      + `import(${href}).catch((err) => postMessage({\n`
      + `  ready: false, error: ${href} + ': ' + ((err && err.message) || err),\n}));\n`;
    bootstraps.set(url.href, URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  return { worker: new Worker(bootstraps.get(url.href), { type: 'module' }), events: [], url, direct: false };
}

/** Each module's WebAssembly as the page compiled it (see `compiledModule`), by module name. */
const compiled = new Map();

/**
 * The WebAssembly of `files`, fetched and compiled by the page once: it downloads and compiles
 * while the worker's thread starts, instead of after, and a worker started again (`stop`)
 * gets it without a download. Null when the page could not compile it (the worker then
 * fetches it itself). Same-origin only: a worker started through a `blob:` module may not
 * have its message handler yet when the module would arrive.
 */
export function compiledModule(files) {
  if (!compiled.has(files.name)) {
    compiled.set(files.name, (async () => {
      const response = await fetch(files.wasm);
      if (!response.ok) return null;
      // Streaming compiles while the bytes arrive, for a file served as application/wasm.
      if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
        return WebAssembly.compileStreaming(response);
      }
      return WebAssembly.compile(await response.arrayBuffer());
    })().catch(() => null));
  }
  return compiled.get(files.name);
}

/** A file's address for a message: its URL, but never a whole `data:` URL (a bundler's inlined file). */
export function place(url) {
  const href = String(url);
  return href.startsWith('data:') ? 'an inlined file (data: URL)' : href;
}

/**
 * The sentence an element shows when the solver cannot start: which file failed and why
 * (`detail`: "FILE: why"), and for another site's files what helps.
 */
function loadFailure(name, detail, url, direct) {
  let text = `The ${name} solver could not load ${detail}.`;
  if (!direct) {
    const origin = url.origin;
    text += ` A page on another site can use it only if that server sends Access-Control-Allow-Origin`
      + ` with its .js and .wasm files, and this page's Content-Security-Policy (if any) allows`
      + ` worker-src blob:, script-src ${origin} 'wasm-unsafe-eval' and connect-src ${origin}.`;
  }
  // The host page's author reads the console too, and the element may be out of sight.
  console.error(`puzzlebox: ${text}`);
  return text;
}

/**
 * A worker of its own for the solver module of `files` (solver-*.js):
 * `{ready, call, callReporting, stop}`. The worker starts on first use.
 */
export function solver(files) {
  if (!files || typeof files.start !== 'function') throw new Error('a solver needs its module\'s files (solver-*.js)');
  let worker = null;
  let readyPromise = null;
  let direct = true;
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
    let started;
    try {
      started = startWorker(files);
    } catch (err) {
      // The page's Content-Security-Policy refused the worker: nothing to wait for.
      const url = workerUrl(files.start);
      const direct = url.origin === self.location.origin;
      return Promise.reject(new Error(loadFailure(files.name, `${place(url)}: ${err.message}`, url, direct)));
    }
    const { worker: w, events: said, url } = started;
    ({ direct } = started);
    worker = w;
    let loaded = false;
    readyPromise = new Promise((resolve, reject) => {
      const onMessage = (event) => {
        const data = event.data;
        if ('ready' in data) {
          loaded = data.ready;
          if (data.ready) resolve(undefined);
          else {
            const err = new Error(loadFailure(files.name, data.error, url, direct));
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
          : loadFailure(files.name, `${place(url)}: ${event.message || 'the script did not load'}`, url, direct));
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
      if (!direct) {
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

/** The page's shared worker of the module of `files`, as `solver(files)` gives, made on first use. */
export function shared(files) {
  if (!sharedSolvers.has(files.name)) sharedSolvers.set(files.name, solver(files));
  return sharedSolvers.get(files.name);
}
