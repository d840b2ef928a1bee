// The build's post_build hook (scripts/bundle.mjs) on a small made-up build: each entry point
// and each module loaded on demand becomes one minified file under its own name, shared code
// goes to content-named chunks, the source modules go, the importer learns each on-demand
// module's chunks, and then (scripts/preload.mjs) the page preloads its chunks and the
// service worker lists exactly the files left. A module that finds files beside itself may
// not be moved to another folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/bundle.mjs');

function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-bundle-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function listed(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? listed(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`])).sort();
}

const read = (dir, rel) => fs.readFileSync(path.join(dir, rel), 'utf8');

const FILES = {
  'index.html': '<head>\n  <script type="module" src="app.js"></script>\n</head>\n',
  'app.js': [
    "import { ready } from './rpc.js';",
    "import { el } from './dom.js';",
    "const PRELOAD = typeof PUZZLEBOX_PRELOAD === 'string' ? JSON.parse(PUZZLEBOX_PRELOAD) : {};",
    "export const tree = PRELOAD['tool/tool.js'];",
    "ready(); el('p');",
    "export const load = () => import('./tool/tool.js');",
  ].join('\n'),
  'tool/tool.js': "import { el } from '../dom.js';\nimport { ready } from '../rpc.js';\n"
    + "export const mount = () => { ready(); return el('div'); };\n",
  'dom.js': 'export function el(tag) { return document.createElement(tag); }\n',
  'rpc.js': "export const WORKER = new URL('./worker.js', import.meta.url);\n"
    + 'export function ready() { return WORKER; }\n',
  'embed.js': "export const load = () => import('./tool/element.js');\n",
  'tool/element.js': "import { el } from '../dom.js';\nexport class E { make() { return el('b'); } }\n",
  'embed-page.js': "import { el } from './dom.js';\nel('main');\n",
  'worker.js': 'export function serve(name, glue) { '
    + 'self.onmessage = () => postMessage([name, glue.toy_add(1, 2)]); }\n',
  // A solver module as Trunk writes it: its wasm-bindgen glue and its WebAssembly.
  'puzzlebox-toy.js': "export function toy_add(a, b) { return a + b; }\nexport default async function init() {}\n",
  'puzzlebox-toy_bg.wasm': '',
  'sw.js': "const VERSION = 'dev';\nconst FILES = [];\n",
};

test('entry points and on-demand modules keep their names; shared code goes to chunks; sources go', async () => {
  const dir = build(FILES);
  execFileSync('node', [script, dir], { encoding: 'utf8' });
  const files = listed(dir);
  const kepts = ['app.js', 'embed.js', 'embed-page.js', 'rpc.js', 'tool/tool.js', 'tool/element.js',
    'puzzlebox-toy_bg.wasm'];
  for (const kept of kepts) {
    assert.ok(files.includes(kept), `${kept} is in ${files.join(' ')}`);
  }
  assert.ok(!files.includes('dom.js'), 'dom.js was bundled and removed');
  // Each solver module's worker script holds worker.js and the module's glue, and imports nothing.
  assert.ok(files.includes('toy-worker.js'), `toy-worker.js is in ${files.join(' ')}`);
  for (const gone of ['worker.js', 'puzzlebox-toy.js']) {
    assert.ok(!files.includes(gone), `${gone} was bundled and removed`);
  }
  const worker = read(dir, 'toy-worker.js');
  assert.doesNotMatch(worker, /\bimport\b(?!\.meta\.url)/, worker);
  // Its WebAssembly, named literally beside it, as bundlers that take in the package look for.
  assert.match(worker, /new URL\("\.\/puzzlebox-toy_bg\.wasm",import\.meta\.url\)/);
  // It runs on its own: worker.js's serve() with the glue's functions.
  const posted = [];
  globalThis.self = {};
  globalThis.postMessage = (message) => posted.push(message);
  await import(pathToFileURL(path.join(dir, 'toy-worker.js')).href);
  self.onmessage();
  assert.deepEqual(posted, [['toy', 3]]);
  const chunks = files.filter((f) => /^chunk-[A-Z0-9]+\.js$/.test(f));
  assert.ok(chunks.length > 0, `shared chunks: ${files.join(' ')}`);
  assert.doesNotMatch(read(dir, 'app.js'), /\n\s+/, 'minified');

  // The tool's chunks, written into app.js, exist; the page preloads app.js's own chunks.
  const table = JSON.parse(read(dir, 'app.js').match(/JSON\.parse\('([^']*)'\)/)[1]);
  assert.equal(table['tool/tool.js'][0], 'tool/tool.js');
  for (const f of table['tool/tool.js']) assert.ok(files.includes(f), `${f} exists`);
  const preloaded = [...read(dir, 'index.html').matchAll(/<link rel="modulepreload" href="([^"]+)">/g)]
    .map((m) => m[1]);
  assert.ok(preloaded.length > 0 && preloaded.every((f) => chunks.includes(f)), `preloads ${preloaded.join(' ')}`);

  // The service worker lists exactly what is left.
  const sw = JSON.parse(read(dir, 'sw.js').match(/const FILES = (\[.*\]);/)[1]);
  assert.deepEqual(sw, ['./', ...files]);
});

test('a module using import.meta.url may not land in another folder', () => {
  // share.js is used by the tool alone, so it would be bundled into tool/tool.js.
  const dir = build({
    ...FILES,
    'share.js': "export const BASE = new URL('./', import.meta.url).href;\n",
    'tool/tool.js': "import { BASE } from '../share.js';\nexport const mount = () => BASE;\n",
  });
  const result = spawnSync('node', [script, dir], { encoding: 'utf8' });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /share\.js uses import\.meta\.url but would be bundled into tool\/tool\.js/);
});
