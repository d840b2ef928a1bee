// The elements as an npm package: scripts/package-elements.mjs builds the folder from dist/,
// `npm pack --dry-run` accepts it and lists exactly the files the elements load (the ones
// docs/embedding.md lists for self-hosting, plus the iframe page), and the folder served alone
// from another origin runs every element; docs/embedding.md's sizes per element are today's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, openPage, dist, root } from './harness.mjs';
import { startStatic } from './static-server.mjs';
import { pageFiles, solverFiles, gzipKb } from './page-files.mjs';

const IFRAME_FILES = ['embed.html', 'embed-page.js', 'page.css'];
/** What the package adds to the built files: its README, the full reference, license, types. */
const PACKAGE_FILES = ['README.md', 'embedding.md', 'LICENSE', 'package.json',
  'elements.d.ts', 'index.d.ts', 'pocket-cube.d.ts', 'insanity-column.d.ts', 'zebra-puzzle.d.ts'];
let out;
let packed;

before(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-package-'));
  execFileSync(process.execPath, [path.join(root, 'scripts/package-elements.mjs'), dist, out], { stdio: 'pipe' });
  const report = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: out, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  }));
  packed = report[0];
});
after(() => fs.rmSync(out, { recursive: true, force: true }));

/** The file list in docs/embedding.md's self-hosting section. */
function documentedFiles() {
  const doc = fs.readFileSync(path.join(root, 'docs/embedding.md'), 'utf8');
  const block = doc.split('## Self-hosting')[1].match(/```\n([\s\S]*?)```/)[1];
  return block.split(/\s+/).filter(Boolean);
}

test('npm pack accepts the folder and lists the element files, README, license, types and package.json', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'package.json'), 'utf8'));
  const cargoVersion = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8').match(/^version\s*=\s*"([^"]+)"/m)[1];
  assert.equal(packed.name, 'puzzlebox-elements');
  assert.equal(packed.version, cargoVersion);
  const listed = packed.files.map((f) => f.path).sort();
  // `chunk-*.js` in the list: the shared chunks, named after their content by the build.
  const chunks = listed.filter((f) => /^chunk-[A-Z0-9]+\.js$/.test(f));
  assert.ok(chunks.length > 0, `the shared chunks are in the package: ${listed.join(' ')}`);
  const documented = documentedFiles().flatMap((f) => (f === 'chunk-*.js' ? chunks : [f]));
  const expected = [...documented, ...IFRAME_FILES, ...PACKAGE_FILES].sort();
  assert.deepEqual(listed, expected);
  // One entry per element besides the whole package, each with its type declarations.
  for (const name of ['.', './pocket-cube', './insanity-column', './zebra-puzzle']) {
    assert.ok(manifest.exports[name], name);
  }
  const targets = Object.values(manifest.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
  for (const target of targets) {
    assert.ok(listed.includes(target.replace(/^\.\//, '')), `export ${target} is in the package`);
  }
  assert.equal(manifest.license, 'MIT');
  assert.match(fs.readFileSync(path.join(out, 'LICENSE'), 'utf8'), /^MIT License/);
  // The app's own files stay out.
  for (const appOnly of ['index.html', 'app.js', 'sw.js', 'pocket/pocket.js', 'zebra/zebra.js']) {
    assert.ok(!listed.includes(appOnly), `${appOnly} is not in the package`);
  }
  const same = (packed, source) => assert.equal(fs.readFileSync(path.join(out, packed), 'utf8'),
    fs.readFileSync(path.join(root, source), 'utf8'), packed);
  same('embedding.md', 'docs/embedding.md');
  same('README.md', 'npm/README.md');
});

test('the package folder alone, served from another origin, runs every element', async () => {
  const app = await startStatic({ mounts: { '/': out }, cors: () => true });
  const host = await startStatic({ mounts: { '/': path.join(root, 'tests/e2e/fixtures/cross-origin') }, vars: { APP: app.url } });
  const browser = await launch();
  try {
    const page = await openPage(browser, `${host.url}elements.html`);
    await page.waitForFunction(() => ['hard', 'sune', 'column', 'zebra'].every((id) => document.getElementById(id).dataset.state === 'ready'), null, { timeout: 30000 });
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
    await app.close();
    await host.close();
  }
});

test('docs/embedding.md gives each element\'s download as the package has it, to the KB or so', (t) => {
  const doc = fs.readFileSync(path.join(root, 'docs/embedding.md'), 'utf8');
  const row = (name) => {
    const cells = '\\| (\\d+) KB \\| (\\d+) KB \\| (\\d+) KB(.*)\\|';
    const m = doc.match(new RegExp(`^\\| \`puzzlebox-elements/${name}\` ${cells}$`, 'm'));
    assert.ok(m, `docs/embedding.md has a size row for ${name}`);
    return { code: Number(m[1]), solver: Number(m[2]), page: Number(m[3]), rest: m[4] };
  };
  // The first load (tests/e2e/page-files.mjs, as the download test counts it), split into the
  // solver's worker and WebAssembly and the rest.
  const measure = (entry, options) => {
    const files = pageFiles(out, entry, options);
    const solver = files.filter((f) => /-worker\.js$|\.wasm$/.test(f));
    return { code: gzipKb(out, files) - gzipKb(out, solver), solver: gzipKb(out, solver), page: gzipKb(out, files) };
  };
  // The camera scan's solver starts on the first scan step, as `play`'s does on the first mark.
  const SCAN = solverFiles('pocket-scan');
  // The English reader's starts on the first text not in the clue language.
  const READER = solverFiles('zebra-english');
  const cases = {
    'pocket-cube': measure('pocket/element.js', { skip: SCAN }),
    'insanity-column': measure('insanity/element.js'),
    'zebra-puzzle': measure('zebra/element.js', { skip: [...solverFiles('zebra'), ...READER] }),
  };
  // Within 1.5 KB: the table rounds to whole KB, and a small change need not rewrite it.
  const near = (said, measured, what) => assert.ok(Math.abs(said - measured) <= 1.5,
    `${what}: docs/embedding.md says ${said} KB, the package has ${measured.toFixed(1)} KB`);
  for (const [name, measured] of Object.entries(cases)) {
    const said = row(name);
    const kb = (part) => `${part} ${measured[part].toFixed(1)}`;
    t.diagnostic(`${name} (KB): ${kb('code')}, ${kb('solver')}, ${kb('page')}`);
    for (const part of ['code', 'solver', 'page']) near(said[part], measured[part], `${name} ${part}`);
  }
  // `play` loads its views on the first mark, and the whole `zebra` module instead of the view's.
  const play = measure('zebra/element.js', { lazy: true, skip: [...solverFiles('zebra-view'), ...READER] });
  t.diagnostic(`zebra-puzzle with play: page ${play.page.toFixed(1)} KB`);
  near(Number(row('zebra-puzzle').rest.match(/with `play`: (\d+) KB/)[1]), play.page, 'zebra-puzzle with play');
  const scan = measure('pocket/element.js');
  t.diagnostic(`pocket-cube with a scan: page ${scan.page.toFixed(1)} KB`);
  near(Number(row('pocket-cube').rest.match(/with a scan: (\d+) KB/)[1]), scan.page, 'pocket-cube with a scan');
});
