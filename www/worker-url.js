// Where a solver's worker script is, read from the solver's own `start()` without starting a
// worker. `start()` holds the only reference to the script (solver-*.js: the literal
// `new Worker(new URL(…, import.meta.url))` that bundlers rewrite), so the URL they chose is
// the one asked for here. A page may start a worker only from a script of its own origin;
// for one on another site (a CDN) the worker is started through a `blob:` module that
// imports this URL instead.

/** The URL `start()` would start its worker from. */
export function workerUrl(start) {
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

/** Whether the worker of `start()` can be started directly by this page (same origin). */
export function sameOrigin(start) {
  return workerUrl(start).origin === self.location?.origin;
}
