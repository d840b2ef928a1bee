// The service worker that keeps the app working without a network once it has been opened.
// It stores every file of the build when it installs, then answers each request from the
// network when it can (so a new build shows up at the next load) and from its store when it
// cannot. Without it, a page that went offline could not start a fresh solver worker (the
// zebra tool's Stop ends one) or be reloaded, since that depends on the browser's HTTP cache
// and the server's cache headers.

const STORE = 'puzzlebox';

/** Every file `trunk build` writes to dist/ (tests/e2e/offline.test.mjs checks the list). */
const FILES = [
  './',
  'index.html', 'app.css', 'app.js', 'rpc.js', 'worker.js', 'dom.js', 'share.js', 'history.js',
  'latest.js', 'element-base.js', 'embed.js', 'embed-loader.js', 'embed.html', 'embed-page.js',
  'tutorial.html', 'embedding.md', 'sw.js',
  'puzzlebox.js', 'puzzlebox_bg.wasm',
  'pocket/api.js', 'pocket/cube3d.js', 'pocket/element.js', 'pocket/legend.js', 'pocket/net.js', 'pocket/palette.js',
  'pocket/player.js', 'pocket/pocket.js',
  'insanity/api.js', 'insanity/column3d.js', 'insanity/element.js', 'insanity/graph.js', 'insanity/insanity.css',
  'insanity/insanity.js', 'insanity/nets.js', 'insanity/palette.js',
  'zebra/api.js', 'zebra/editor.js', 'zebra/element.js', 'zebra/explainer.js', 'zebra/grid.js', 'zebra/links.js',
  'zebra/play.js', 'zebra/play-grid.js', 'zebra/play-marks.js', 'zebra/play-store.js',
  'zebra/replay.js', 'zebra/session.js', 'zebra/zebra.css', 'zebra/zebra.js',
];

self.addEventListener('install', (event) => {
  // `cache: 'reload'`: the files as they are on the server now, not an older cached copy.
  event.waitUntil(caches.open(STORE)
    .then((store) => store.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Serve the page that registered this worker (and its solver workers) straight away.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok && response.type === 'basic') {
      // Stored by path alone: one copy per file, however many links point at it.
      const key = new URL(request.url);
      key.search = '';
      const copy = response.clone();
      event.waitUntil(caches.open(STORE).then((store) => store.put(key.href, copy)));
    }
    return response;
  }, async (err) => {
    // Offline: the stored copy (links carry their state in the query, so ignore it).
    const stored = await caches.match(request, { ignoreSearch: true });
    if (stored) return stored;
    throw err;
  }));
});
