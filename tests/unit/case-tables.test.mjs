// The zebra code the browser downloads lowercases through src/zebra/case.rs, which asks the
// browser for text beyond ASCII: one call of the standard library's `to_lowercase` anywhere
// else in it brings the library's case tables into the module (about 4 KB gzip, and with
// the code around them 11 KB of the English reader's module). Test files are not downloaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const walk = (rel) => fs.readdirSync(path.join(root, rel), { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(`${rel}/${e.name}`) : [`${rel}/${e.name}`]));
const testFile = (f) => /(^|\/)tests?_[^/]*\.rs$|_tests\.rs$/.test(f);

test('the zebra code lowercases only through case.rs', () => {
  const offenders = [...walk('src/zebra'), ...walk('src/wasm')]
    .filter((f) => f.endsWith('.rs') && f !== 'src/zebra/case.rs' && !testFile(f))
    .flatMap((f) => fs.readFileSync(path.join(root, f), 'utf8').split('\n')
      .map((line, i) => [line, i])
      .filter(([line]) => /\bto_lowercase\b/.test(line) && !/^\s*\/\//.test(line))
      .map(([, i]) => `${f}:${i + 1}`));
  assert.deepEqual(offenders, [], 'use crate::zebra::case::lowercase (or Lowered::lowered) instead');
});
