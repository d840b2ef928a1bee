// What a page with one puzzle element downloads at first load, one measure for the download
// budget (download.test.mjs) and the package's size table (package.test.mjs): the element
// module's static tree (imports, `new URL(…, import.meta.url)` files, CSS imports) with the
// solver module it starts. Modules the element loads later with `import('./…')` (the zebra's
// `play` views) and the other solver modules it names count only when asked for (`lazy`,
// `skip`), so the docs state one figure for a first visit and one "with play".
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** As written, or minified by scripts/bundle.mjs (`import{a as b}from"./chunk-X.js"`). */
const STATIC = [
  /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
  /new URL\(\s*['"](\.{0,2}\/?[^'":]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
  /@import\s+url\(\s*['"]?([^'")]+)['"]?\s*\)/g,
];
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
/** Files named by `new URL` that are fetched only with the dynamic imports: `play`'s stylesheet. */
const LATER = ['zebra/play.css'];

/** The files of solver module `name`: its worker script (with its glue) and its WebAssembly. */
export const solverFiles = (name) => [`${name}-worker.js`, `puzzlebox-${name}_bg.wasm`];

/**
 * Every file under `dir` that a page loads from `entry`, less `skip` (the files of the solver
 * modules it does not start); with `lazy`, the modules it imports dynamically (and their
 * files) too.
 * @param {string} dir @param {string} entry
 * @param {{skip?: string[], lazy?: boolean}} [options]
 */
export function pageFiles(dir, entry, { skip = [], lazy = false } = {}) {
  const patterns = lazy ? [...STATIC, DYNAMIC] : STATIC;
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel) || skip.includes(rel) || (!lazy && LATER.includes(rel))) continue;
    if (!fs.existsSync(path.join(dir, rel))) throw new Error(`${rel} is not in ${dir}`);
    seen.add(rel);
    if (!/\.(js|css)$/.test(rel)) continue;
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    const refs = patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]))
      // A folder (`new URL('./', import.meta.url)`, the files' base) is no file to load.
      .filter((ref) => !ref.endsWith('/') && ref !== '.');
    queue.push(...refs.map((ref) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), ref))));
  }
  return [...seen].sort();
}

/** KB (1024 bytes) gzip, level 9, of `files` under `dir`, each file gzipped alone. */
export const gzipKb = (dir, files) => files.reduce(
  (sum, rel) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, rel)), { level: 9 }).length / 1024, 0);
