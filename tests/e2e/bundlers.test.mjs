// The npm package inside the bundlers tutorial sites are built with: `npm pack` of the folder
// scripts/package-elements.mjs makes, the tarball installed into tiny sites made here (Vite:
// the whole package, and one element's entry alone; webpack 5; rspack; Parcel), each built with no
// bundler configuration, the output served statically, and every element asked in Chromium;
// esbuild with the one-line recipe docs/embedding.md gives for it. Nothing reaches the
// network: the tarball has no dependencies (installed with --offline), and the bundlers and
// TypeScript are the project's own devDependencies (`npm ci`). Plus a look at the package's
// files: no module as a data: URL, and every worker and .wasm file named by a literal
// `new URL('./…', import.meta.url)`, the pattern bundlers copy and rewrite; and a TypeScript
// page (tests/e2e/fixtures/package-types/) compiled against the package's declarations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, openPage, dist, root } from './harness.mjs';
import { startStatic } from './static-server.mjs';

/** A site whose elements never answer fails instead of hanging: ms per site, build included. */
const LIMIT = 180000;
let tmp;
let pkg; // the package folder
let tarball;

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-bundlers-'));
  pkg = path.join(tmp, 'package');
  execFileSync(process.execPath, [path.join(root, 'scripts/package-elements.mjs'), dist, pkg], { stdio: 'pipe' });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], {
    cwd: pkg, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  }));
  tarball = path.join(tmp, packed.filename);
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The page of every site: one element of each puzzle, one with a bad attribute, and a log of their events. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundled</title><link rel="icon" href="data:,">
<script>
  // Capturing on the document hears the elements' events (which do not bubble) from the start.
  window.heard = [];
  for (const type of ['solved', 'error']) {
    document.addEventListener(type, (e) => heard.push({ type, id: e.target.id, detail: e.detail }), true);
  }
</script>
SCRIPT
</head><body>
BODY
</body></html>
`;
const ALL = `<pocket-cube id="cube" facelets="RFFFBLDRUULDLFRRUULBDBDB" solve></pocket-cube>
<pocket-cube id="bad" facelets="RFFFBLDRUULDLFRRUULBDBDU" solve></pocket-cube>
<insanity-column id="column" cubes="R B G Y B Y; R G G Y B B; Y B R G Y R; Y G B R R R"></insanity-column>
<zebra-puzzle id="zebra">
positions: 3
colour: red, green, blue
pet: cat, dog, fish
red is left of green
dog is red
fish is green
cat is in 2
blue is not in 1
</zebra-puzzle>`;

/** A site in `name/` with `main.js` importing `entry`, the package installed from its tarball. */
function site(name, entry, script, body = ALL) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  const manifest = { name: `site-${name}`, private: true, type: 'module' };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const install = ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball];
  execFileSync('npm', install, { cwd: dir, stdio: 'pipe' });
  fs.writeFileSync(path.join(dir, 'main.js'), `import '${entry}';\n`);
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE.replace('SCRIPT', script).replace('BODY', body));
  return dir;
}

/** Vite's production build of `dir` (its index.html), as `vite build` with no config; the output folder. */
async function viteBuild(dir) {
  const { build } = await import('vite');
  await build({ root: dir, configFile: false, logLevel: 'warn' });
  return path.join(dir, 'dist');
}

/** webpack 5's production build of `dir`'s main.js, its defaults otherwise; the output folder. */
async function webpackBuild(dir) {
  const { default: webpack } = await import('webpack');
  const out = path.join(dir, 'dist');
  const stats = await new Promise((resolve, reject) => {
    const config = { mode: 'production', context: dir, entry: './main.js', output: { path: out } };
    webpack(config, (err, s) => (err ? reject(err) : resolve(s)));
  });
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  // The page as a site's HTML plugin would write it: the bundle after the elements.
  fs.copyFileSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
  return out;
}

/** The project's own copy of a devDependency's command. */
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** rspack's production build of `dir`'s main.js by its command line, no configuration file; the output folder. */
function rspackBuild(dir) {
  execFileSync(bin('rspack'), ['build', '--entry', './main.js', '--mode', 'production'], { cwd: dir, stdio: 'pipe' });
  const out = path.join(dir, 'dist');
  fs.copyFileSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
  return out;
}

/**
 * Parcel's production build of `dir`'s index.html by its command line, no configuration file;
 * the output folder. Its cache stays in the site, and it may not install anything it lacks.
 */
function parcelBuild(dir) {
  const args = ['build', 'index.html', '--no-autoinstall', '--cache-dir', '.parcel-cache', '--no-source-maps'];
  execFileSync(bin('parcel'), args, { cwd: dir, stdio: 'pipe' });
  return path.join(dir, 'dist');
}

/** The esbuild line of docs/embedding.md, its `npx` the project's own esbuild. */
function esbuildRecipe() {
  const doc = fs.readFileSync(path.join(root, 'docs/embedding.md'), 'utf8');
  const line = doc.match(/^npx esbuild .*$/m);
  assert.ok(line, 'docs/embedding.md gives an esbuild command line');
  const [build, copy] = line[0].replace(/^npx /, '').split(' && ');
  assert.ok(build && copy, line[0]);
  return { build, copy };
}

/** Files under `dir`, relative, sorted. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])).sort();
}

/**
 * Serves `out` (or opens the server given, `{url, close}`), opens its page, and asks each of
 * `ids` to solve; returns what the page saw.
 */
async function run(out, ids, given = null) {
  const server = given || await startStatic({ mounts: { '/': out } });
  const browser = await launch();
  try {
    const page = await openPage(browser, `${server.url}index.html`);
    const answers = await page.evaluate(async (names) => {
      const result = {};
      for (const id of names) {
        const element = document.getElementById(id);
        await customElements.whenDefined(element.localName);
        result[id] = await element.solve();
      }
      return result;
    }, ids);
    // The events come with the answers (the zebra's `solved` once its steps are in too).
    const allHeard = (names) => names.every((id) => window.heard.some((h) => h.id === id && h.type === 'solved'));
    await page.waitForFunction(allHeard, ids, { timeout: 30000 });
    const heard = await page.evaluate(() => window.heard);
    return { answers, heard, problems: page.problems };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The cube's optimal solution (README.md's example of the command line). */
const CUBE = { moves: "R2 U F' U' F' R U2 F' R F2 R'", length: 11 };
/** The answer apart from its summary, which says how long the solve took; the summary is checked
 * to name the length. */
function untimed(answer) {
  const { summary, ...rest } = answer ?? {};
  assert.match(summary ?? '', /^Optimal: 11 moves \(found in [\d.]+ ms\)\.$/);
  return rest;
}
const MODULE_TAG = '<script type="module" src="./main.js"></script>';

/** The answers every site's page must give. */
function checkAll({ answers, heard, problems }) {
  assert.deepEqual(untimed(answers.cube), CUBE);
  assert.equal(typeof answers.column.solutions, 'number');
  assert.equal(answers.column.stack === null, answers.column.solutions === 0);
  assert.equal(answers.zebra.status, 'unique');
  const bad = heard.find((h) => h.id === 'bad');
  assert.equal(bad?.type, 'error', JSON.stringify(heard));
  assert.match(bad.detail.message, /facelets/);
  const solved = heard.find((h) => h.id === 'cube' && h.type === 'solved').detail;
  assert.deepEqual(untimed(solved), { ...CUBE, metric: 'htm' });
  // The bad cube's error box says so in the console too; nothing else went wrong.
  assert.deepEqual(problems.filter((p) => !/facelets/.test(p)), []);
}

const ALL_OF_IT = 'puzzlebox-elements';

test(`Vite: import '${ALL_OF_IT}', built with no configuration, runs every element`, { timeout: LIMIT }, async () => {
  const out = await viteBuild(site('vite', ALL_OF_IT, MODULE_TAG));
  checkAll(await run(out, ['cube', 'column', 'zebra']));
});

const ONE = 'Vite: one element\'s entry bundles its own solvers alone; without its .wasm it says which file failed';
test(ONE, { timeout: LIMIT }, async () => {
  const body = '<pocket-cube id="cube" facelets="RFFFBLDRUULDLFRRUULBDBDB" solve></pocket-cube>';
  const out = await viteBuild(site('vite-one', 'puzzlebox-elements/pocket-cube', MODULE_TAG, body));
  // Its own solver, and the camera scan's module (started only when a scan begins): no other puzzle's.
  const all = filesUnder(out).filter((f) => f.endsWith('.wasm'));
  assert.deepEqual(all.map((f) => path.basename(f).match(/^puzzlebox-[a-z-]+_bg/)?.[0]).sort(),
    ['puzzlebox-pocket-scan_bg', 'puzzlebox-pocket_bg'], all.join(' '));
  const wasm = all.filter((f) => /puzzlebox-pocket_bg/.test(f));
  const { answers, heard, problems } = await run(out, ['cube']);
  assert.deepEqual(untimed(answers.cube), CUBE);
  assert.ok(heard.some((h) => h.id === 'cube' && h.type === 'solved'));
  assert.deepEqual(problems, []);

  // The same site with its .wasm file gone: the element says which file failed and why.
  fs.rmSync(path.join(out, wasm[0]));
  const server = await startStatic({ mounts: { '/': out } });
  const browser = await launch();
  try {
    const page = await openPage(browser, `${server.url}index.html`);
    const cube = await page.waitForFunction(() => {
      const e = window.heard.find((h) => h.id === 'cube' && h.type === 'error');
      return e && e.detail.message;
    }, null, { timeout: 30000 });
    const message = await cube.jsonValue();
    assert.equal(message, `The pocket solver could not load ${server.url}${wasm[0]}: HTTP 404.`);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('Vite\'s dev server (what an author runs while writing) serves every element', { timeout: LIMIT }, async () => {
  const { createServer } = await import('vite');
  const dev = await createServer({
    root: site('vite-dev', ALL_OF_IT, MODULE_TAG),
    configFile: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
  });
  await dev.listen();
  const server = { url: dev.resolvedUrls.local[0], close: () => dev.close() };
  checkAll(await run(null, ['cube', 'column', 'zebra'], server));
});

test(`webpack 5: import '${ALL_OF_IT}', built with its defaults, runs every element`, { timeout: LIMIT }, async () => {
  const out = await webpackBuild(site('webpack', ALL_OF_IT, '<script defer src="./main.js"></script>'));
  checkAll(await run(out, ['cube', 'column', 'zebra']));
});

test(`rspack: import '${ALL_OF_IT}', built by its command line with no configuration, runs every element`,
  { timeout: LIMIT }, async () => {
    const out = rspackBuild(site('rspack', ALL_OF_IT, '<script defer src="./main.js"></script>'));
    assert.ok(filesUnder(out).filter((f) => f.endsWith('.wasm')).length >= 3, filesUnder(out).join(' '));
    checkAll(await run(out, ['cube', 'column', 'zebra']));
  });

test(`Parcel: import '${ALL_OF_IT}', built by its command line with no configuration, runs every element`,
  { timeout: LIMIT }, async () => {
    const out = parcelBuild(site('parcel', ALL_OF_IT, MODULE_TAG));
    assert.ok(filesUnder(out).filter((f) => f.endsWith('.wasm')).length >= 3, filesUnder(out).join(' '));
    checkAll(await run(out, ['cube', 'column', 'zebra']));
  });

test('esbuild copies no `new URL(…)` file; with docs/embedding.md\'s one line every element runs', { timeout: LIMIT },
  async () => {
    const { build, copy } = esbuildRecipe();
    const dir = site('esbuild', ALL_OF_IT, MODULE_TAG);
    const env = { ...process.env, PATH: `${path.dirname(bin('esbuild'))}${path.delimiter}${process.env.PATH}` };
    execFileSync('bash', ['-c', build], { cwd: dir, env, stdio: 'pipe' });
    const out = path.join(dir, 'dist');
    // Why the recipe has a second half (evanw/esbuild#795): the bundle alone has no .wasm file.
    assert.deepEqual(filesUnder(out).filter((f) => /\.wasm$|-worker\.js$/.test(f)), []);
    execFileSync('bash', ['-c', copy], { cwd: dir, env, stdio: 'pipe' });
    fs.copyFileSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
    checkAll(await run(out, ['cube', 'column', 'zebra']));
  });

test('a TypeScript page compiles against the package\'s declarations, and its wrong uses do not', () => {
  const dir = path.join(tmp, 'types');
  fs.mkdirSync(dir);
  const manifest = { name: 'site-types', private: true, type: 'module' };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const install = ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball];
  execFileSync('npm', install, { cwd: dir, stdio: 'pipe' });
  const fixture = path.join(root, 'tests/e2e/fixtures/package-types');
  for (const file of fs.readdirSync(fixture)) fs.copyFileSync(path.join(fixture, file), path.join(dir, file));
  // Each `@ts-expect-error` in the page is a wrong use: one the types let through fails the compile too.
  const wrong = fs.readFileSync(path.join(dir, 'consumer.ts'), 'utf8').match(/@ts-expect-error/g);
  assert.ok(wrong.length >= 10, 'the page tries wrong uses');
  try {
    execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    assert.fail(`tsc refused the page:\n${e.stdout}${e.stderr}`);
  }
});

test('the package has no data: URL module, and names each worker and .wasm file literally', () => {
  const files = filesUnder(pkg);
  const workers = files.filter((f) => f.endsWith('-worker.js'));
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  assert.ok(workers.length >= 3 && wasm.length === workers.length, files.join(' '));
  const referenced = new Set();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(pkg, file), 'utf8');
    assert.doesNotMatch(text, /data:(?:text|application)\/(?:x-)?javascript/, `${file} holds a data: URL module`);
    // No file located by a computed name: no template literal or concatenation in a new URL().
    assert.doesNotMatch(text, /new URL\(\s*`/, `${file} builds a URL from a template`);
    // Every mention of a worker script or a .wasm file is the literal pattern bundlers rewrite.
    const worker = /new Worker\(new URL\("\.\/([\w-]+-worker\.js)",import\.meta\.url\),\{type:"module"\}\)/.source;
    // The glue's own default (wasm-bindgen's) has no `./`: still relative, still literal.
    const module = /new URL\("\.?\/?([\w-]+_bg\.wasm)",import\.meta\.url\)/.source;
    const literal = new RegExp(`${worker}|${module}`, 'g');
    for (const m of text.matchAll(literal)) referenced.add(m[1] || m[2]);
    const bare = text.replace(literal, '');
    assert.doesNotMatch(bare, /[\w-]+-worker\.js|[\w-]+_bg\.wasm/, `${file} names a worker or .wasm file otherwise`);
  }
  assert.deepEqual([...referenced].sort(), [...workers, ...wasm].sort());
});
