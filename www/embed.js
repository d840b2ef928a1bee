// One script tag for other people's pages:
//   <script type="module" src="…/embed.js"></script>
//   <pocket-cube facelets="…" solve autoplay controls></pocket-cube>
// Defines the puzzlebox custom elements. The solver (WebAssembly, in a worker) loads lazily
// from the folder this file was loaded from: one worker shared by the cube and column
// elements, and one per <zebra-puzzle> (whose explanations can run for a long time).
//
// Each element's code loads only once the page has such an element (in its HTML, or added
// later), so a page with one cube never downloads the zebra or Insanity views. Until then
// the tag is an undefined element; `customElements.whenDefined(name)` resolves once it is
// defined, and the browser upgrades the elements already on the page.

import { preload } from './module-tree.js';

// `shared`: the puzzle whose shared solver worker the element uses (a <zebra-puzzle> starts
// one of its own instead).
const ELEMENTS = {
  'pocket-cube': { entry: 'pocket/element.js', load: () => import('./pocket/element.js'), name: 'PocketCubeElement', shared: 'pocket' },
  'insanity-column': { entry: 'insanity/element.js', load: () => import('./insanity/element.js'), name: 'InsanityColumnElement', shared: 'insanity' },
  'zebra-puzzle': { entry: 'zebra/element.js', load: () => import('./zebra/element.js'), name: 'ZebraPuzzleElement', shared: null },
};

const loading = new Map(); // tag name -> the promise of its definition

/**
 * Loads and defines the element `name` (once); resolves when it is defined. The page's own
 * elements are found without it; a host that puts elements inside shadow roots of its own
 * (which this file cannot see) calls it first.
 */
export function define(name) {
  if (!ELEMENTS[name]) return Promise.reject(new Error(`puzzlebox has no element <${name}>`));
  if (customElements.get(name)) return Promise.resolve();
  if (loading.has(name)) return loading.get(name);
  const { entry, load, name: exported, shared } = ELEMENTS[name];
  preload(entry);
  // The solver takes longest to arrive: start it while the element's own modules load. A
  // failure to start shows in the element, which asks for the same worker.
  // Not a static import: embed.js then runs at once, and asks for the element's modules and
  // the solver's together.
  if (shared) {
    preload('rpc.js');
    import('./rpc.js').then((rpc) => rpc.ready(shared)).catch(() => {});
  }
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
    if (node.localName === name || node.querySelector?.(name)) define(name).catch(() => {});
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
