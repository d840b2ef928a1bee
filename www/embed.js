// One script tag for other people's pages:
//   <script type="module" src="…/embed.js"></script>
//   <pocket-cube facelets="…" solve autoplay controls></pocket-cube>
// Defines the puzzlebox custom elements. The solver (WebAssembly, in a worker) loads lazily
// from the folder this file was loaded from: one worker shared by the cubes, one by the
// columns, and one per <zebra-puzzle> (whose explanations can run for a long time).
//
// Each element's code loads only once the page has such an element (in its HTML, or added
// later), so a page with one cube never downloads the zebra or Insanity views. Until then
// the tag is an undefined element; `customElements.whenDefined(name)` resolves once it is
// defined, and the browser upgrades the elements already on the page.

import { preload } from './module-tree.js';
import { pocket } from './solver-pocket.js';
import { insanitySolve } from './solver-insanity-solve.js';
import { zebra } from './solver-zebra.js';
import { zebraView } from './solver-zebra-view.js';

// `solver`: the files of the solver module the element's worker runs (the cubes share one
// worker, the columns another; each <zebra-puzzle> has its own, and the first one takes the
// worker started here).
// `play`: the module of an element with the `play` attribute instead (the whole zebra module:
// marks, Check and Hint), chosen by the first such element found.
const ELEMENTS = {
  'pocket-cube': {
    entry: 'pocket/element.js',
    load: () => import('./pocket/element.js'),
    name: 'PocketCubeElement',
    solver: pocket,
  },
  'insanity-column': {
    entry: 'insanity/element.js',
    load: () => import('./insanity/element.js'),
    name: 'InsanityColumnElement',
    solver: insanitySolve,
  },
  'zebra-puzzle': {
    entry: 'zebra/element.js',
    load: () => import('./zebra/element.js'),
    name: 'ZebraPuzzleElement',
    solver: zebraView, play: zebra,
  },
};

/**
 * Starts the element's solver worker and the download and compilation of its WebAssembly, the
 * first thing done for an element: the worker's thread takes longest to start, and it starts
 * while the element's code arrives. worker-rpc.js, once it has arrived, takes the worker over
 * (it finds it under `Symbol.for('puzzlebox.started-workers')`, with what the worker said
 * meanwhile) instead of starting one. Not an import of worker-rpc.js: that would hold this
 * file up by one more round trip (the build puts the code it shares with the elements in a
 * chunk of its own), hence a few lines of its here. On another site's page worker-rpc.js
 * starts it (through a `blob:` module), as soon as it is in; when the page's
 * Content-Security-Policy refuses the worker, nothing starts here, and worker-rpc.js says
 * what failed.
 */
function startSolver(files) {
  if (workerOrigin(files.start) !== self.location?.origin) {
    // The shared workers start as soon as worker-rpc.js is in, while the element's modules arrive.
    if (!files.name.startsWith('zebra')) {
      preload('worker-rpc.js');
      import('./worker-rpc.js').then((rpc) => rpc.shared(files).ready()).catch(() => {});
    }
    return;
  }
  const started = (self[Symbol.for('puzzlebox.started-workers')] ??= new Map());
  if (started.has(files.name)) return;
  let worker;
  try {
    worker = files.start();
  } catch {
    return;
  }
  const early = { worker, events: [], compiled: compile(files.wasm) };
  worker.onmessage = worker.onerror = (event) => { early.events.push(event); };
  // Its first message: the WebAssembly compiled here, or null (it then fetches it itself).
  early.compiled.then((module) => worker.postMessage({ module }));
  started.set(files.name, early);
}

/**
 * The origin of the script `start()` would start its worker from, read without starting one
 * (worker-rpc.js's workerUrl: a copy, so that the pages of one element need not fetch a chunk
 * of their own for these few lines).
 */
function workerOrigin(start) {
  const Real = globalThis.Worker;
  let origin = null;
  // A stand-in constructor for the length of one synchronous call: nothing else runs meanwhile.
  // @ts-expect-error it only records its argument: no worker is made during the call.
  globalThis.Worker = function Capture(href) {
    origin = new URL(href, self.location?.href).origin;
  };
  try {
    start();
  } finally {
    globalThis.Worker = Real;
  }
  return origin;
}

/** The WebAssembly at `url` compiled, or null (the worker then fetches it itself). */
async function compile(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    // Streaming compiles while the bytes arrive, for a file served as application/wasm.
    if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
      return await WebAssembly.compileStreaming(response);
    }
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch {
    return null;
  }
}

const loading = new Map(); // tag name -> the promise of its definition

/**
 * Loads and defines the element `name` (once); resolves when it is defined. The page's own
 * elements are found without it; a host that puts elements inside shadow roots of its own
 * (which this file cannot see) calls it first. `found`: an element of that name, whose
 * attributes choose the solver module started early (see `play`).
 */
export function define(name, found = null) {
  if (!ELEMENTS[name]) return Promise.reject(new Error(`puzzlebox has no element <${name}>`));
  if (customElements.get(name)) return Promise.resolve();
  if (loading.has(name)) return loading.get(name);
  const { entry, load, name: exported } = ELEMENTS[name];
  const { solver, play } = ELEMENTS[name];
  startSolver(play && found?.hasAttribute('play') ? play : solver);
  preload(entry);
  loading.set(name, load().then((module) => {
    if (!customElements.get(name)) customElements.define(name, module[exported]);
  }, (err) => {
    // Said in the console (the elements stay as they are); the host page keeps working.
    console.error(`puzzlebox: could not load <${name}>: ${err.message}`);
    throw err;
  }));
  return loading.get(name);
}

/** Defines the elements found in or under `node`. */
function scan(node) {
  for (const name of Object.keys(ELEMENTS)) {
    if (loading.has(name)) continue;
    const found = node.localName === name ? node : node.querySelector?.(name);
    if (found) define(name, found).catch(() => {});
  }
}

scan(document);
if (loading.size < Object.keys(ELEMENTS).length) {
  const watcher = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) scan(node);
    if (loading.size === Object.keys(ELEMENTS).length) watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
}
