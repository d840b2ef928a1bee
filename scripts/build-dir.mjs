// The built folder the post-build scripts (bundle.mjs, preload.mjs) work on, and how they read
// it: the folder given on the command line, else Trunk's staging folder, else dist.
import fs from 'node:fs';
import path from 'node:path';

export const dir = path.resolve(process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist');

/** Every file under `folder`, as a path relative to it with `/` separators, sorted. */
export function filesUnder(folder, prefix = '') {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? filesUnder(path.join(folder, e.name), `${prefix}${e.name}/`)
    : [`${prefix}${e.name}`])).sort();
}

/** The text of the built file `rel`. */
export const read = (rel) => fs.readFileSync(path.join(dir, rel), 'utf8');

/** Where the relative reference `ref` in the built file `from` points. */
export const resolve = (from, ref) => path.posix.normalize(path.posix.join(path.posix.dirname(from), ref));
