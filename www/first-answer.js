// The first answers of a link to a pocket cube, given on the page itself while the solver
// worker starts. A worker's thread starts slowly on a busy machine (hundreds of ms from
// `new Worker` to its script running, then its glue's import), while the page can instantiate
// the same WebAssembly module in a few ms: so until the worker says it is ready, the calls a
// link's first answer needs (reading its cube, one optimal solve, the states along it) run
// here, each in a task of its own. Every other call, and every call once the worker is
// ready, goes to the worker: a full table or every optimal solution would hold up the page.
//
// It lives beside the solver's files (rpc.js, the glue, the .wasm) because it names them by
// URLs relative to itself.

/** Calls that answer in a few ms even in a cold module (an optimal solve: tens of ms). */
const LIGHT = new Set(['pocket_check', 'pocket_apply', 'pocket_solve']);

/** One optimal solution (not every one): `pocket_solve(facelets, metric, all)`. */
const light = (fn, args) => LIGHT.has(fn) && !(fn === 'pocket_solve' && args[2]);

/**
 * The pocket solver instantiated on this page from `module` (a promise of the WebAssembly the
 * page compiled for its worker, or of null); null when it could not be (the worker then
 * answers: a page that could not compile the module would not do better with a download of
 * its own).
 */
function instantiate(module) {
  // A literal import, so the build gives the glue a file of its own, fetched only for a link.
  // @ts-expect-error wasm-bindgen writes this glue into dist/ at build time; www/ has no copy.
  return Promise.all([import('./puzzlebox-pocket.js'), module])
    .then(async ([exports, compiled]) => {
      if (!compiled) return null;
      await exports.default({ module_or_path: compiled });
      return exports;
    })
    .catch(() => null);
}

/** Resolves in a task of its own, so the page can paint and take input between calls. */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(undefined); };
    channel.port2.postMessage(null);
  });
}

/**
 * A `call` like rpc.js's for the pocket tool of a page opened by a link: light calls made
 * before `workerReady` resolves are answered by a copy of the solver on the page if that copy
 * is up first; the rest go to `call`. Answers are the same values either way (the worker sends
 * the same functions' results). `module`: the promise of the pocket WebAssembly the page
 * compiled for its worker (rpc.js's `compiledModule`), so the .wasm is downloaded once;
 * without it the worker answers every call.
 */
export function firstAnswers(call, workerReady, module = null) {
  let workerUp = false;
  const worker = workerReady.then(() => { workerUp = true; return null; }, () => null);
  const page = instantiate(module);
  // Whichever is ready first answers the early calls. Without a page copy they wait for the
  // worker's ready message, as the pocket tool asks its link's answer then (see solveAhead).
  const first = Promise.race([page, worker]).then((exports) => exports || (workerUp ? null : page));
  return (fn, ...args) => {
    if (workerUp || !light(fn, args)) return call(fn, ...args);
    return first.then(async (exports) => {
      if (!exports) return worker.then(() => call(fn, ...args));
      await nextTask();
      return workerUp ? call(fn, ...args) : exports[fn](...args);
    });
  };
}
