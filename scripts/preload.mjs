#!/usr/bin/env node
// Run by scripts/bundle.mjs (Trunk's post_build hook) once the modules are bundled: finishes the built
// folder so pages fetch their modules in parallel and the service worker knows the build.
//   node scripts/preload.mjs [DIR]   (DIR: $TRUNK_STAGING_DIR when Trunk runs it, else dist)
//
// - Each HTML page gets a <link rel="modulepreload"> for every module its module scripts
//   import statically (all levels), so they arrive together instead of one level at a time;
//   a module the page itself preloads (index.html: the pocket tool, the one a bare link
//   opens) gets links for its own tree after its link.
// - sw.js gets the list of every file of the build and a version that changes with any of
//   them, so a new build is stored under a new name and never mixed with an older one.
// The module graph is esbuild's: scripts/bundle.mjs hands over the static imports of each file it
// wrote, from its metafile; run on its own, this script asks esbuild for the metafile of the
// folder's modules as they are (bundled or not), so no import is read by hand.

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { dir, filesUnder, read, resolve } from './build-dir.mjs';

const posix = (p) => p.split(path.sep).join('/');

/**
 * The static imports of every module `entries` reach, from esbuild's metafile of the folder as
 * it is (paths from the folder's root). An import of a file the folder lacks fails the build.
 */
async function metafileGraph(entries) {
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: dir,
      entryPoints: entries.map((rel) => `./${rel}`),
      outdir: path.join(dir, '.preload'),
      bundle: true,
      splitting: true,
      format: 'esm',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } catch (error) {
    const missing = (error.errors ?? []).map((e) => {
      const ref = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
      return ref && e.location ? `${resolve(posix(e.location.file), ref)} is imported but not in ${dir}` : e.text;
    });
    throw new Error(missing.length ? missing.join('; ') : String(error), { cause: error });
  }
  const graph = {};
  for (const [input, meta] of Object.entries(result.metafile.inputs)) {
    graph[posix(input)] = meta.imports.filter((i) => i.kind === 'import-statement' && !i.external)
      .map((i) => posix(i.path));
  }
  return graph;
}

/** `entry` and every module it imports statically, at any depth (paths from the folder's root). */
function tree(graph, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    if (!fs.existsSync(path.join(dir, rel)) || !graph[rel]) throw new Error(`${rel} is imported but not in ${dir}`);
    seen.add(rel);
    queue.push(...graph[rel]);
  }
  return [...seen];
}

const relativeTo = (from, rel) => path.posix.relative(path.posix.dirname(from), rel) || rel;

/** The module scripts the folder's pages load, and the modules they preload themselves. */
function pageEntries(files) {
  return files.filter((f) => f.endsWith('.html')).flatMap((rel) => [
    ...read(rel).matchAll(/<script type="module" src="([^"]+)"><\/script>|<link rel="modulepreload" href="([^"]+)">/g),
  ].map((m) => m[1] ?? m[2]).filter((src) => !/^[a-z]+:/i.test(src)).map((src) => resolve(rel, src)));
}

/**
 * Writes the preload links and the service worker's list. `graph`: each module's static imports
 * (paths from the folder's root), as scripts/bundle.mjs has them from esbuild; without it, they
 * are asked of esbuild here.
 */
export async function preload(graph) {
  const files = filesUnder(dir);
  graph ??= await metafileGraph([...new Set(pageEntries(files))]);

  // Static trees of each page's module scripts, as preload links in its head.
  for (const rel of files.filter((f) => f.endsWith('.html'))) {
    const html = read(rel);
    const out = html.replace(/^([ \t]*)<script type="module" src="([^"]+)"><\/script>/gm, (tag, indent, src) => {
      if (/^[a-z]+:/i.test(src)) return tag;
      const entry = resolve(rel, src);
      const links = tree(graph, entry).filter((f) => f !== entry)
        .map((f) => `<link rel="modulepreload" href="${relativeTo(rel, f)}">`)
        .filter((link) => !html.includes(link)) // already there: the hook ran on this folder before
        .map((link) => `${indent}${link}\n`).join('');
      return `${links}${tag}`;
    });
    // A module the page preloads itself (the app's default tool) brings its whole tree too.
    const all = out.replace(/^([ \t]*)<link rel="modulepreload" href="([^"]+)">\n/gm, (tag, indent, href) => {
      if (/^[a-z]+:/i.test(href)) return tag;
      const entry = resolve(rel, href);
      const links = tree(graph, entry).filter((f) => f !== entry)
        .map((f) => `<link rel="modulepreload" href="${relativeTo(rel, f)}">`)
        .filter((link) => !out.includes(link))
        .map((link) => `${indent}${link}\n`).join('');
      return `${tag}${links}`;
    });
    if (all !== html) fs.writeFileSync(path.join(dir, rel), all);
  }

  // The service worker's list and version, from the files as they now are.
  const hash = crypto.createHash('sha256');
  for (const rel of files.filter((f) => f !== 'sw.js')) {
    hash.update(`${rel}\0`).update(fs.readFileSync(path.join(dir, rel)));
  }
  const version = hash.digest('hex').slice(0, 16);
  const sw = read('sw.js');
  if (!/const FILES = \[[^\]]*\];/.test(sw) || !/const VERSION = '[^']*';/.test(sw)) {
    throw new Error('sw.js has no `const FILES = [];` and `const VERSION = \'…\';` to fill in');
  }
  const listed = sw
    .replace(/const FILES = \[[^\]]*\];/, `const FILES = ${JSON.stringify(['./', ...files])};`)
    .replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`);
  fs.writeFileSync(path.join(dir, 'sw.js'), listed);
  console.log(`preload.mjs: ${files.length} files, build ${version}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await preload();
