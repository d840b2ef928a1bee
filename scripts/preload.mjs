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
// The module graph is read from `import … from './x.js'`, `import './x.js'` and
// `export … from './x.js'` with relative paths, as written in www/ or minified
// (`import{a as b}from"./chunk-X.js";`).

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { dir, filesUnder, read, resolve } from './build-dir.mjs';

/** The relative modules `rel` imports statically. */
function staticImports(rel) {
  const text = read(rel).replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [...text.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g)];
  return found.map((m) => resolve(rel, m[1]));
}

/** `entry` and every module it imports statically, at any depth (paths from the folder's root). */
function tree(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    if (!fs.existsSync(path.join(dir, rel))) throw new Error(`${rel} is imported but not in ${dir}`);
    seen.add(rel);
    queue.push(...staticImports(rel));
  }
  return [...seen];
}

const relativeTo = (from, rel) => path.posix.relative(path.posix.dirname(from), rel) || rel;
const files = filesUnder(dir);

// Static trees of each page's module scripts, as preload links in its head.
for (const rel of files.filter((f) => f.endsWith('.html'))) {
  const html = read(rel);
  const out = html.replace(/^([ \t]*)<script type="module" src="([^"]+)"><\/script>/gm, (tag, indent, src) => {
    if (/^[a-z]+:/i.test(src)) return tag;
    const entry = resolve(rel, src);
    const links = tree(entry).filter((f) => f !== entry)
      .map((f) => `<link rel="modulepreload" href="${relativeTo(rel, f)}">`)
      .filter((link) => !html.includes(link)) // already there: the hook ran on this folder before
      .map((link) => `${indent}${link}\n`).join('');
    return `${links}${tag}`;
  });
  // A module the page preloads itself (the app's default tool) brings its whole tree too.
  const all = out.replace(/^([ \t]*)<link rel="modulepreload" href="([^"]+)">\n/gm, (tag, indent, href) => {
    if (/^[a-z]+:/i.test(href)) return tag;
    const entry = resolve(rel, href);
    const links = tree(entry).filter((f) => f !== entry)
      .map((f) => `<link rel="modulepreload" href="${relativeTo(rel, f)}">`)
      .filter((link) => !out.includes(link))
      .map((link) => `${indent}${link}\n`).join('');
    return `${tag}${links}`;
  });
  if (all !== html) fs.writeFileSync(path.join(dir, rel), all);
}

// The service worker's list and version, from the files as they now are.
const hash = crypto.createHash('sha256');
for (const rel of files.filter((f) => f !== 'sw.js')) hash.update(`${rel}\0`).update(fs.readFileSync(path.join(dir, rel)));
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
