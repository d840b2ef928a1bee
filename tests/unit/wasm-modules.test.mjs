// The one list of the WebAssembly modules (the crate folders under wasm/) and the files written
// from it (scripts/wasm-modules.mjs): they are as written in the repository, and adding a crate
// folder is all it takes to get its solver file, its place in solvers.js and its Trunk links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(root, 'scripts/wasm-modules.mjs');
const run = (...args) => spawnSync('node', [script, ...args], { encoding: 'utf8' });

test('the files written from wasm/*/ are up to date', () => {
  const { status, stderr } = run('--check');
  assert.equal(status, 0, stderr);
});

test('a new crate folder under wasm/ is one edit: its files follow, and --check notices first', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-modules-'));
  for (const rel of ['www', 'wasm']) fs.cpSync(path.join(root, rel), path.join(dir, rel), { recursive: true });
  fs.mkdirSync(path.join(dir, 'wasm/sudoku-view'));
  fs.writeFileSync(path.join(dir, 'wasm/sudoku-view/Cargo.toml'), '[package]\nname = "puzzlebox-sudoku-view"\n');
  const stale = run('--check', dir);
  assert.equal(stale.status, 1, 'a module without its files is stale');
  assert.match(stale.stderr, /www\/solver-sudoku-view\.js/);
  assert.match(stale.stderr, /www\/solvers\.js/);
  assert.match(stale.stderr, /www\/index\.html/);
  assert.equal(run(dir).status, 0);
  const solver = fs.readFileSync(path.join(dir, 'www/solver-sudoku-view.js'), 'utf8');
  // Literal URLs, as bundlers need them (issue 44).
  assert.ok(solver.includes("new Worker(new URL('./sudoku-view-worker.js', import.meta.url), { type: 'module' })"));
  assert.ok(solver.includes("new URL('./puzzlebox-sudoku-view_bg.wasm', import.meta.url)"));
  assert.ok(solver.includes('export const sudokuView = {'));
  const solvers = fs.readFileSync(path.join(dir, 'www/solvers.js'), 'utf8');
  assert.ok(solvers.includes("import { sudokuView } from './solver-sudoku-view.js';"));
  assert.match(solvers, /'sudoku-view': sudokuView/);
  const index = fs.readFileSync(path.join(dir, 'www/index.html'), 'utf8');
  assert.ok(index.includes('href="../wasm/sudoku-view/Cargo.toml"'));
  assert.ok(index.includes('rel="copy-file" href="solver-sudoku-view.js"'));
  assert.equal(run('--check', dir).status, 0, 'fresh once written');
  // A module taken away takes its solver file with it.
  fs.rmSync(path.join(dir, 'wasm/sudoku-view'), { recursive: true });
  assert.equal(run(dir).status, 0);
  assert.ok(!fs.existsSync(path.join(dir, 'www/solver-sudoku-view.js')));
  assert.equal(run('--check', dir).status, 0);
  fs.rmSync(dir, { recursive: true });
});
