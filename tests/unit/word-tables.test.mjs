// The reader's word lists are `|`-joined strings (`const NOT: &str = "not|never|no"`), read
// with `case::among(word, NOT)`: one string instead of a slice of them saves the pointer and
// length kept per word (4 KB gzip of the English reader's module). Such a list still offers
// `str`'s own methods, which compile and mean something else: `NOT.contains(w)` finds "o" in
// "not", `NOT.len()` counts bytes. This test keeps them off every `|`-joined list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const walk = (rel) => fs.readdirSync(path.join(root, rel), { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(`${rel}/${e.name}`) : [`${rel}/${e.name}`]));
const sources = walk('src').filter((f) => f.endsWith('.rs'))
  .map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]);

/** Every `const NAME: TYPE = …` of the sources, as [file, name, type text, value text]. */
const consts = sources.flatMap(([f, text]) => [...text.matchAll(
  /\bconst\s+([A-Z][A-Z0-9_]*)\s*:\s*([^=]+?)\s*=\s*("(?:[^"\\]|\\[\s\S])*")?/g,
)].map(([, name, type, value]) => [f, name, type, value ?? '']));

/** `|`-joined lists: a `&str` (or `&'static str`) literal holding `|`. */
const isList = ([, , type, value]) => /^&('static\s+)?str$/.test(type) && value.includes('|');
const lists = new Set(consts.filter(isList).map(([, name]) => name));

/**
 * Where each list's methods are checked: everywhere, unless another file has a `const` of the
 * same name that is no list (some_order.rs's `BE` table of pairs), then only in its own file.
 */
const scope = new Map([...lists].map((name) => {
  const mine = consts.filter((c) => c[1] === name);
  const clash = mine.some((c) => !isList(c));
  return [name, clash ? new Set(mine.filter(isList).map(([f]) => f)) : null];
}));

/** Calls of a method that reads a list as plain text (`NAME.contains(`), as `file:line`. */
const method = /\b([A-Z][A-Z0-9_]*)\s*\.\s*(?:contains|len|starts_with|ends_with|find|iter|binary_search|eq)\b/g;
const misuses = () => sources.flatMap(([f, text]) => text.split('\n')
  .map((line, i) => [line, i])
  .filter(([line]) => [...line.matchAll(method)].some(([, name]) => scope.has(name)
    && (scope.get(name) === null || scope.get(name).has(f))))
  .map(([, i]) => `${f}:${i + 1}`));

test('the word lists are found', () => {
  // The reader's closed list of meaning words is one of them; finding none would mean the
  // pattern above no longer matches how lists are written.
  assert.ok(lists.has('MEANING'), [...lists].join(', '));
  assert.ok(lists.size > 50, `only ${lists.size} lists found`);
});

test('a |-joined word list is read only with case::among or split', () => {
  assert.deepEqual(misuses(), [], 'use case::among(word, LIST) (or LIST.split(\'|\'))');
});

test('the check sees a list read as plain text', () => {
  const text = 'const NOT: &str = "not|no";\nfn f(w: &str) -> bool { NOT.contains(w) }\n';
  const found = [...text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*:\s*&str\s*=\s*"([^"]*)"/g)]
    .map(([, n]) => n);
  assert.deepEqual(found, ['NOT']);
  assert.ok(new RegExp(`\\b${found[0]}\\s*\\.\\s*contains\\b`).test(text));
});
