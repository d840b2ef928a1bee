// The shape of the house, checked so that it stays one a newcomer can find their way in: the
// README's map names every source folder and every top-level module file, the README and
// docs/performance.md stay short enough to read, no source file passes 600 lines, neither
// the Rust module files of one folder nor the page's ES modules import each other in a circle,
// and no page script composes a sentence the solver's report carries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (rel) => fs.readFileSync(path.join(root, rel), 'utf8');
const entries = (rel) => fs.readdirSync(path.join(root, rel), { withFileTypes: true })
  .filter((e) => !e.name.startsWith('.'));
const dirs = (rel) => entries(rel).filter((e) => e.isDirectory()).map((e) => `${rel}/${e.name}`);
const files = (rel, re) => entries(rel).filter((e) => e.isFile() && re.test(e.name)).map((e) => `${rel}/${e.name}`);
/** Every file under `rel`, depth first, as paths relative to the root. */
const walk = (rel) => entries(rel).flatMap((e) => (e.isDirectory() ? walk(`${rel}/${e.name}`) : [`${rel}/${e.name}`]));

/** The README's map: the code block under "## Architecture". */
function readmeMap() {
  const text = read('README.md');
  const start = text.indexOf('## Architecture');
  assert.ok(start >= 0, 'README.md has no "## Architecture" section');
  const block = text.slice(start).match(/```\n([\s\S]*?)```/);
  assert.ok(block, 'README.md\'s "## Architecture" section has no code block (the map)');
  return block[1];
}

/** Whether `word` stands in `text` as a name of its own (not inside a longer name). */
function names(text, word) {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.-])${escaped}(?![\\w-])`, 'm').test(text);
}

test('the README map names every source folder and every top-level module file', () => {
  const map = readmeMap();
  const folders = [
    ...dirs('src'), ...dirs('src').flatMap(dirs), ...dirs('www'), ...dirs('wasm'), 'scripts',
  ];
  const missing = [];
  for (const folder of folders) {
    // Named by its last part with a slash ("english/") or as written from the top ("wasm/zebra").
    const last = path.basename(folder);
    const named = new RegExp(`(^|[^\\w.-])(${last}|${folder})/|(^|[^\\w.-])${folder}(?![\\w-])`, 'm');
    if (!named.test(map)) missing.push(`${folder}/`);
  }
  const modules = [...files('src', /\.rs$/), ...dirs('src').flatMap((d) => files(d, /\.rs$/)),
    ...files('www', /\.(js|html|css)$/)];
  for (const file of modules) {
    const base = path.basename(file);
    if (base === 'mod.rs' || base === 'lib.rs') continue;
    // A file is named with its extension ("infer.rs"), or a group of them by a pattern ("solver-*.js").
    const covered = names(map, base) || [...map.matchAll(/[\w-]*\*[\w.-]*/g)]
      .some((m) => new RegExp(`^${m[0].replace(/\./g, '\\.').replace(/\*/g, '[\\w-]*')}$`).test(base));
    if (!covered) missing.push(file);
  }
  assert.deepEqual(missing, [], `README.md's map (## Architecture) does not name: ${missing.join(', ')}`);
});

test('the README and docs/performance.md stay short', () => {
  for (const [file, most] of [['README.md', 20 * 1024], ['docs/performance.md', 25 * 1024]]) {
    const size = fs.statSync(path.join(root, file)).size;
    assert.ok(size <= most, `${file} is ${size} bytes, over its ${most}`);
  }
});

test('no source file passes 600 lines', () => {
  const source = /\.(rs|js|mjs|css|html|sh|py|toml|ts)$/;
  const over = ['src', 'www', 'wasm', 'scripts', 'benches', 'examples', 'npm']
    .flatMap(walk).filter((f) => source.test(f))
    .map((f) => [f, read(f).split('\n').length - (read(f).endsWith('\n') ? 1 : 0)])
    .filter(([, lines]) => lines > 600);
  assert.deepEqual(over, [], `over 600 lines (split along a seam): ${over.map(([f, n]) => `${f} (${n})`).join(', ')}`);
});

/** The circles of a graph (node → its edges), each as the list of its nodes, found once. */
function circles(graph) {
  const found = new Map();
  const visit = (node, trail) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const circle = trail.slice(at);
        // One name per circle, whichever node it is entered by.
        const first = circle.indexOf([...circle].sort()[0]);
        const key = [...circle.slice(first), ...circle.slice(0, first)].join(' → ');
        found.set(key, circle);
      } else if (trail.length < 64) {
        visit(next, [...trail, next]);
      }
    }
  };
  const done = new Set();
  for (const node of graph.keys()) {
    if (done.has(node)) continue;
    visit(node, [node]);
    done.add(node);
  }
  return [...found.keys()].sort();
}

/**
 * The names that follow `prefix` in Rust source: `prefix::name` and each first name of a
 * `prefix::{a, b::c}` group.
 */
function namedAfter(text, prefix) {
  const out = [];
  const escaped = prefix.replace(/[:]/g, '\\:');
  for (const m of text.matchAll(new RegExp(`(?<![\\w:])${escaped}::(\\w+|\\{)`, 'g'))) {
    if (m[1] !== '{') {
      out.push(m[1]);
      continue;
    }
    let depth = 1;
    let expectName = true;
    for (let i = m.index + m[0].length; i < text.length && depth > 0; i += 1) {
      const c = text[i];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === ',' && depth === 1) expectName = true;
      else if (/\w/.test(c) && expectName && depth === 1) {
        out.push(text.slice(i).match(/^\w+/)[0]);
        expectName = false;
      }
    }
  }
  return out;
}

/**
 * Rust circles known today, each to go with the work that takes it apart; once a circle is
 * gone its line here must go too (the test says so), so no exception outlives its reason.
 */
const KNOWN_RUST_CIRCLES = [];

test('no import circle between the Rust module files of one folder', () => {
  const graph = new Map();
  const folders = ['src', ...walk('src').filter((f) => f.endsWith('/mod.rs')).map(path.dirname)];
  for (const folder of folders) {
    const siblings = files(folder, /\.rs$/).filter((f) => !/\/(mod|lib|main)\.rs$/.test(f));
    const stems = new Set(siblings.map((f) => path.basename(f, '.rs')));
    const modPath = folder === 'src' ? 'crate' : `crate::${folder.slice(4).split('/').join('::')}`;
    for (const file of siblings) {
      // Code before a `#[cfg(test)]` module only: inside it `super` is the file itself.
      // Comments left out: a doc link (`[`super::x`]`) is no import.
      const text = read(file).split(/#\[cfg\(test\)\]\s*mod\s/)[0].replace(/\/\/.*$/gm, '');
      const named = [...namedAfter(text, 'super'), ...namedAfter(text, modPath)];
      const edges = [...new Set(named)].filter((n) => stems.has(n) && n !== path.basename(file, '.rs'))
        .map((n) => `${folder}/${n}.rs`);
      graph.set(file, edges);
    }
  }
  const found = circles(graph);
  const unknown = found.filter((c) => !KNOWN_RUST_CIRCLES.includes(c));
  assert.deepEqual(unknown, [], `Rust modules importing each other in a circle: ${unknown.join('; ')}`);
  const gone = KNOWN_RUST_CIRCLES.filter((c) => !found.includes(c));
  assert.deepEqual(gone, [], `circles gone: take them out of KNOWN_RUST_CIRCLES: ${gone.join('; ')}`);
});

test('no import circle between the page\'s ES modules', () => {
  const graph = new Map();
  const modules = walk('www').filter((f) => f.endsWith('.js'));
  for (const file of modules) {
    const text = read(file);
    const specs = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
      ...text.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
    graph.set(file, specs.map((s) => path.posix.join(path.posix.dirname(file), s)).filter((f) => modules.includes(f)));
  }
  assert.deepEqual(circles(graph), [], 'www/ modules importing each other in a circle');
});

// Sentences the solver can write (a verdict, a count, the explanation's length, the clue lines
// that conflict, a painting's or a scan's status, what Check and Hint say of the marks, what a
// new puzzle is and how far the generator has got) come
// from its report, so the page's tool, its elements and the command line cannot word them
// apart; the page only shows them.
const SOLVER_SENTENCES = [/['"`]Solved\.['"`]/, /More than one solution/, /Multiple solutions/, /Explained in/,
  /no guessing needed/, /contradict each other/, /cannot hold together/, /optimal solution\$\{/,
  /Unique solution/, /first steps are ready/, /ready to solve/, /left to paint/, /fewest to repaint/,
  /No cube fits this painting/, /cubes? (still )?fits?[.:]/, /Every face is read/, /One cube fits: it is/,
  /held turned; it was read/, /unsure \(marked\)/, /agree with the solution/, /Press Check again/,
  /outlined in the grid/, /a hint reasons from your marks/, /no answer to check marks against/,
  /no next deduction to point at/, /the puzzle is solved/, /could not find a next deduction/,
  /A new puzzle of \$\{/, /clues pin down one solution/, /puzzle: every clue is needed/, /is every clue needed\?/];

test('no page script composes a sentence the solver\'s report carries', () => {
  const found = walk('www').filter((f) => f.endsWith('.js'))
    .flatMap((file) => SOLVER_SENTENCES.filter((re) => re.test(read(file))).map((re) => `${file}: ${re}`));
  assert.deepEqual(found, [], 'page scripts writing the solver\'s sentences themselves');
});
