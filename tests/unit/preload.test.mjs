// The last step of the build's post_build hook (scripts/preload.mjs) on a small made-up build:
// each page gets a preload link for every module below its module script (as written or
// minified), and sw.js gets the build's file list and a version that follows the files' contents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/preload.mjs');

/** A temporary build folder holding `files` ({path: text}). */
function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-preload-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const run = (dir) => execFileSync('node', [script, dir], { encoding: 'utf8' });
const read = (dir, rel) => fs.readFileSync(path.join(dir, rel), 'utf8');

const FILES = {
  'index.html': '<head>\n  <script type="module" src="main.js"></script>\n</head>\n',
  'main.js': "import { b } from './b.js';\n// import { no } from './comment.js';\nexport const PRELOAD_NOT = 1;\n",
  'b.js': "import './c/d.js';\nexport const b = 1;\n",
  'c/d.js': "export { e } from '../e.js';\n",
  'e.js': 'export const e = 1;\n',
  'lazy.js': "const load = () => import('./c/d.js');\n",
  'sw.js': "const VERSION = 'dev';\nconst FILES = [];\n",
  'data.bin': 'x',
};

test('pages preload their whole static module tree, once', () => {
  const dir = build(FILES);
  run(dir);
  const html = read(dir, 'index.html');
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  assert.deepEqual(links.sort(), ['b.js', 'c/d.js', 'e.js']);
  assert.ok(html.indexOf('modulepreload') < html.indexOf('<script'), 'the links come before the script');
  run(dir);
  assert.equal(read(dir, 'index.html'), html, 'a second run adds nothing');
});

test('minified imports are followed too', () => {
  const dir = build({
    ...FILES,
    'main.js': 'import{b as x}from"./b.js";import"./m.js";export{x as y};',
    'm.js': 'export*from"./e.js";var s="import \'./no.js\'";',
  });
  run(dir);
  const links = [...read(dir, 'index.html').matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  assert.deepEqual(links.sort(), ['b.js', 'c/d.js', 'e.js', 'm.js']);
});

test('the service worker lists every file, under a version that follows their contents', () => {
  const dir = build(FILES);
  run(dir);
  const sw = read(dir, 'sw.js');
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  assert.deepEqual(files, ['./', 'b.js', 'c/d.js', 'data.bin', 'e.js', 'index.html', 'lazy.js', 'main.js', 'sw.js']);
  const version = sw.match(/const VERSION = '([0-9a-f]+)';/)[1];

  const changed = build({ ...FILES, 'data.bin': 'y' });
  run(changed);
  assert.notEqual(read(changed, 'sw.js').match(/const VERSION = '([0-9a-f]+)';/)[1], version);
  const same = build(FILES);
  run(same);
  assert.equal(read(same, 'sw.js').match(/const VERSION = '([0-9a-f]+)';/)[1], version);
});

test('a module importing a file the build lacks fails the build', () => {
  const dir = build({ ...FILES, 'b.js': "import './missing.js';\n" });
  const result = spawnSync('node', [script, dir], { encoding: 'utf8' });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /missing\.js is imported but not in/);
});
