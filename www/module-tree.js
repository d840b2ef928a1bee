// Asking for a lazily loaded module's whole import tree at once, for the two pages that load
// modules on demand (app.js: a tool when its tab opens; embed.js: an element once the page
// has one), so the tree arrives in parallel instead of one level of imports after another.

/**
 * Each dynamically imported module's static import tree, as paths from this folder, written
 * in by scripts/bundle.mjs at build time, per bundle (none when the files are served unbuilt:
 * the imports then just arrive level by level).
 */
const PRELOAD = typeof PUZZLEBOX_PRELOAD === 'string' ? JSON.parse(PUZZLEBOX_PRELOAD) : {};

/**
 * Whether the files are where the build put them: the page fetched the module the table was
 * made for (`PUZZLEBOX_PRELOAD_HOME`, app.js or embed.js) from this file's folder. A bundler
 * that took in the npm package has renamed and moved them (and its own loader fetches what a
 * module needs), so the table's paths would only ask for files that are not there.
 */
function asBuilt() {
  if (typeof PUZZLEBOX_PRELOAD_HOME !== 'string') return false;
  const here = String(import.meta.url);
  const home = here.slice(0, here.lastIndexOf('/') + 1) + PUZZLEBOX_PRELOAD_HOME;
  return performance.getEntriesByName(home).length > 0;
}

/** Asks for `entry`'s whole module tree in parallel, before importing it. */
export function preload(entry) {
  if (!asBuilt()) return;
  for (const file of PRELOAD[entry] || []) {
    const href = new URL(file, import.meta.url).href;
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
