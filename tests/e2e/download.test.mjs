// The download budget of the browser build: the WebAssembly (all three solvers) stays within
// 175 KB gzip. It once crept past its budget unnoticed; this makes the next creep fail the
// build. The budget was 150 KB until the input checks (linear clue reading, the conflict
// search) and Instant Insanity's counting proofs and parts took the module to ~165 KB; one
// module per puzzle is the way to a smaller download per page (docs/performance.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { dist } from './harness.mjs';

const BUDGET = 175 * 1024;

test('the wasm is at most 175 KB gzip', () => {
  const wasm = fs.readFileSync(path.join(dist, 'puzzlebox_bg.wasm'));
  const gzip = zlib.gzipSync(wasm, { level: 9 }).length;
  assert.ok(gzip <= BUDGET, `${(gzip / 1024).toFixed(1)} KB gzip, over the ${BUDGET / 1024} KB budget`);
});
