// The service worker: the app opens from a stored copy of its build, with or without a network.
//
// It stores every file of the build when it installs, under a name that holds the build's
// version, and answers each request from that copy first (the network only for what is not
// in it), so a second visit waits for no download at all, and works offline.
//
// Updates: the browser fetches this file at each visit, and a new build changes it (its
// VERSION and FILES are written at build time by scripts/preload.mjs). The new worker then
// stores the new build beside the old one and waits until no page uses the old one (they
// are closed), so a page never mixes modules or WebAssembly of two builds. The next visit
// opens the new build, and the old copy is deleted.

/** This worker's global scope (`self`), as the type check knows a service worker's. */
const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const PREFIX = 'puzzlebox-';
/** Ours: every build's copy, and the one unversioned copy older builds kept. */
const ours = (key) => key.startsWith(PREFIX) || key === 'puzzlebox';
/** Changes with any file of the build (written by scripts/preload.mjs; 'dev' unbuilt). */
const VERSION = 'dev';
const STORE = `${PREFIX}${VERSION}`;
/** Every file of the build (written by scripts/preload.mjs; tests/e2e/offline.test.mjs checks it). */
const FILES = [];

/**
 * The build's scripts, styles and WebAssembly come straight from this version's copy, without
 * running this worker's fetch handler for each (where the browser can: Chromium's static
 * routes): a second visit then waits for no script of ours per file. A file not in the copy
 * falls back to the network. Pages, and any URL with a query, are left to the handler: a
 * link's query names no stored page.
 */
function routes() {
  const { protocol, hostname, port } = scope.location;
  const here = { protocol: protocol.slice(0, -1), hostname, port };
  // This build's folder (the worker's scope), its characters taken literally by the pattern.
  const folder = new URL('./', scope.location.href).pathname.replace(/[\\:*(){}+?]/g, '\\$&');
  return ['js', 'css', 'wasm'].map((ext) => ({
    condition: {
      requestMethod: 'GET', urlPattern: new URLPattern({ ...here, pathname: `${folder}*.${ext}`, search: '' }),
    },
    source: { cacheName: STORE },
  }));
}

/**
 * @typedef {ExtendableEvent & {addRoutes?: (rules: object[]) => Promise<void>}} InstallEvent
 *   Chromium's static routes (`addRoutes`), where the browser has them.
 */

scope.addEventListener('install', (/** @type {InstallEvent} */ event) => {
  // Only during the install event; a browser without them (or refusing them) uses the handler.
  let routed = Promise.resolve();
  try {
    if (event.addRoutes && typeof URLPattern === 'function') routed = event.addRoutes(routes());
  } catch (err) {
    routed = Promise.reject(err);
  }
  event.waitUntil(routed.catch((err) => console.warn(`puzzlebox: no static routes (${err && err.message})`)));
  // `cache: 'reload'`: the files as they are on the server now, not an older cached copy.
  event.waitUntil((async () => {
    const store = await caches.open(STORE);
    await store.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
    // The first install has no older build to keep consistent: serve the opening page now.
    const older = (await caches.keys()).some((key) => ours(key) && key !== STORE);
    if (!older) await scope.skipWaiting();
  })());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys.filter((key) => ours(key) && key !== STORE).map((key) => caches.delete(key)));
    // Serve the page that registered this worker (and its solver workers) straight away.
    await scope.clients.claim();
  })());
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return;
  event.respondWith((async () => {
    // Links carry their state in the query: every link to a page is the one stored page.
    const stored = await caches.match(request, { cacheName: STORE, ignoreSearch: true });
    if (stored) return stored;
    return fetch(request);
  })());
});
