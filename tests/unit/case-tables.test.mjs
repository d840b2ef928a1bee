// The zebra code the browser downloads lowercases through src/zebra/case.rs, which asks the
// browser for text beyond ASCII: one call of the standard library's `to_lowercase` anywhere
// else in it brings the library's case tables into the module (about 4 KB gzip, and with
// the code around them 11 KB of the English reader's module). Test files are not downloaded.
// So with the letter classes: `char::is_alphabetic`, `is_alphanumeric` and `is_uppercase`
// bring the library's Unicode property tables (2.4 KB gzip of the English reader's module);
// case.rs's `alphabetic`, `alphanumeric` and `uppercase` ask the browser beyond ASCII.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const walk = (rel) => fs.readdirSync(path.join(root, rel), { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(`${rel}/${e.name}`) : [`${rel}/${e.name}`]));
const testFile = (f) => /(^|\/)tests?_[^/]*\.rs$|_tests\.rs$/.test(f);

/** Lines of the downloaded zebra code (case.rs aside) that call `pattern`, as `file:line`. */
const calls = (pattern) => [...walk('src/zebra'), ...walk('src/wasm')]
  .filter((f) => f.endsWith('.rs') && f !== 'src/zebra/case.rs' && !testFile(f))
  .flatMap((f) => fs.readFileSync(path.join(root, f), 'utf8').split('\n')
    .map((line, i) => [line, i])
    .filter(([line]) => pattern.test(line) && !/^\s*\/\//.test(line))
    .map(([, i]) => `${f}:${i + 1}`));

test('the zebra code lowercases only through case.rs', () => {
  assert.deepEqual(calls(/\bto_lowercase\b/), [],
    'use crate::zebra::case::lowercase (or Lowered::lowered) instead');
});

test('the zebra code asks for letters and capitals only through case.rs', () => {
  assert.deepEqual(calls(/\bis_(alphabetic|alphanumeric|uppercase|lowercase|numeric)\b/), [],
    'use crate::zebra::case::{alphabetic, alphanumeric, uppercase} instead');
});
