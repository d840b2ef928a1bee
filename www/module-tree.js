// Asking for a lazily loaded module's whole import tree at once, for the two pages that load
// modules on demand (app.js: a tool when its tab opens; embed.js: an element once the page
// has one), so the tree arrives in parallel instead of one level of imports after another.

/**
 * Each dynamically imported module's static import tree, as paths from this folder, written
 * in by scripts/bundle.mjs at build time, per bundle (none when the files are served unbuilt:
 * the imports then just arrive level by level).
 */
const PRELOAD = typeof PUZZLEBOX_PRELOAD === 'string' ? JSON.parse(PUZZLEBOX_PRELOAD) : {};

/** Asks for `entry`'s whole module tree in parallel, before importing it. */
export function preload(entry) {
  for (const file of PRELOAD[entry] || []) {
    const href = new URL(file, import.meta.url).href;
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
