#!/usr/bin/env node
// Prints the size of each solver module in a built app, raw and gzip (Node's zlib at level 9,
// in KiB, as tests/e2e/download.test.mjs counts them): the WebAssembly and its worker script
// (worker.js with the module's wasm-bindgen glue, scripts/bundle.mjs). Run after
// `trunk build --release`:
//   node scripts/wasm-sizes.mjs [DIST]   (default: dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] || path.join(root, 'dist'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// The modules are the crate folders under wasm/ (scripts/wasm-modules.mjs).
const modules = fs.readdirSync(path.join(root, 'wasm'))
  .filter((n) => fs.existsSync(path.join(root, 'wasm', n, 'Cargo.toml')));

for (const puzzle of modules.sort()) {
  const sizes = [`puzzlebox-${puzzle}_bg.wasm`, `${puzzle}-worker.js`].map((name) => {
    const file = path.join(dist, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app first (trunk build --release)`);
    const bytes = fs.readFileSync(file);
    return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const [wasm, glue] = sizes;
  console.log(`${puzzle.padEnd(14)} wasm ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzip; `
    + `worker ${kb(glue.raw)} raw, ${kb(glue.gzip)} gzip`);
}
