// Page-load figures for scripts/bench-web.mjs: how soon a link or an embedded element is
// usable, and what it downloads. Each page is opened in a fresh browser context (cold cache)
// from a local server that gzips every response on the fly (zlib level 6, a common server
// default) and sends `Cache-Control: no-store`, so only the service worker can make a second
// visit faster. Bytes are the gzip bodies the server sent, HTML pages excluded; a page's
// count ends when its network has been idle for half a second.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { openPage } from '../tests/e2e/harness.mjs';

/** A budget for every page that embeds one pocket cube or one Insanity column. */
export const PAGE_BUDGET = 60 * 1024;
/** The zebra element's own budget: its solver (with the explainer) and its viewer are the largest. */
export const ZEBRA_BUDGET = 160 * 1024;

const FACELETS = 'RFFFBLDRUULDLFRRUULBDBDB';
const CUBES = 'R B G Y B Y; R G G Y B B; Y B R G Y R; Y G B R R R';
const HOSTS = {
  'pocket.html': `<pocket-cube facelets="${FACELETS}" solve></pocket-cube>`,
  'insanity.html': `<insanity-column cubes="${CUBES}"></insanity-column>`,
  'zebra.html': '<zebra-puzzle example="einstein" solved></zebra-puzzle>',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.md': 'text/markdown; charset=utf-8',
};

/** Serves dist/ at / and the host pages at /bench/, gzipped; `log` collects {path, bytes}. */
async function startServer(dist) {
  const hosts = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-bench-'));
  for (const [name, body] of Object.entries(HOSTS)) {
    fs.writeFileSync(path.join(hosts, name), `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>${name}</title>
<script type="module" src="../embed.js"></script></head>
<body><p>A host page.</p>${body}</body></html>\n`);
  }
  const log = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [dir, rel] = pathname.startsWith('/bench/') ? [hosts, pathname.slice(7)] : [dist, pathname.slice(1)];
    let file = path.resolve(dir, rel || 'index.html');
    if (!file.startsWith(path.resolve(dir))) { res.writeHead(403); res.end(); return; }
    try {
      if (fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      const body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
      log.push({ path: pathname, bytes: body.length, html: path.extname(file) === '.html' });
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Encoding': 'gzip', 'Cache-Control': 'no-store', 'Content-Length': body.length,
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    log,
    stop() { server.closeAllConnections(); server.close(); fs.rmSync(hosts, { recursive: true, force: true }); },
  };
}

/**
 * Runs in the app page before its own scripts: the moment the pocket tool's Solve button is
 * usable (in the page, enabled), it is clicked; then the moment the solution's moves show.
 * Times are ms since navigation started.
 */
function watchApp() {
  const marks = { usable: null, answer: null, found: undefined };
  window.__bench = marks;
  let done;
  window.__benchDone = new Promise((resolve) => { done = resolve; });
  const check = () => {
    const button = document.querySelector('#tool-pocket [data-testid="solve"]');
    if (marks.usable === null && button && !button.disabled && button.isConnected) {
      marks.usable = performance.now();
      button.click();
    }
    const moves = document.querySelector('#tool-pocket [data-testid="solution"]');
    if (marks.usable !== null && marks.answer === null && moves && moves.textContent.trim() !== '') {
      marks.answer = performance.now();
      done();
    }
    // The solver's own time for that answer, as the summary says it.
    const summary = document.querySelector('#tool-pocket [data-testid="summary"]');
    const found = /found in ([\d.]+) ms/.exec(summary?.textContent || '');
    if (marks.answer !== null && marks.found === undefined && found) {
      marks.found = Number(found[1]);
    }
  };
  new MutationObserver(check)
    .observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * Runs in a host page: the moment the element's solution shows, and the moment it announces
 * `solved` (caught on the way down). A cube or a column announces it with its solution; a
 * `<zebra-puzzle>` shows its solution first, when its `solve()` resolves, and announces
 * `solved` once the explanation's steps are in too, so both are timed.
 */
function watchElements() {
  const marks = (window.__bench = { answer: null, solved: null });
  let done;
  window.__benchDone = new Promise((resolve) => { done = resolve; });
  const finish = () => { if (marks.answer !== null && marks.solved !== null) done(); };
  document.addEventListener('solved', (event) => {
    marks.solved ??= performance.now();
    if (event.target.localName !== 'zebra-puzzle') marks.answer ??= marks.solved;
    finish();
  }, { capture: true });
  customElements.whenDefined('zebra-puzzle').then(() => {
    const zebra = document.querySelector('zebra-puzzle');
    zebra?.solve().then(() => { marks.answer ??= performance.now(); finish(); });
  });
}

/**
 * Waits for the page's answer. A promise the page resolves, rather than playwright's
 * waitForFunction, whose polling script (hundreds of KB) would be compiled on the page's
 * main thread while the page is still starting, and delay what is measured.
 */
async function answered(page, timeout) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeout} ms`)), timeout);
  });
  try {
    await Promise.race([page.evaluate(() => window.__benchDone), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
}

function transferred(log) {
  const files = log.filter((r) => !r.html);
  return { bytes: files.reduce((sum, r) => sum + r.bytes, 0), files: files.map((r) => r.path) };
}

/**
 * A visit to the app by the link in `context`'s new page: the page's marks and the requests that
 * reached the server.
 */
async function linkVisit(context, server) {
  const page = await context.newPage();
  await page.addInitScript(watchApp);
  server.log.length = 0;
  await page.goto(`${server.url}?puzzle=pocket&facelets=${FACELETS}`);
  await answered(page, 30000);
  const marks = await page.evaluate(() => window.__bench);
  return { page, marks, requests: server.log.length };
}

/**
 * Cold visit to the app by a link: {usable, answer, found, bytes, files}; with `again`, two
 * second visits too, each once the first page is closed (its solution would still be playing
 * there, on the same CPU): `running`, with the service worker still running as the first
 * page left it, and `stopped`, with it stopped first, as a person coming back later finds it
 * (the browser stops an idle service worker after about 30 s).
 */
async function appVisit(browser, server, again) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const visit = await linkVisit(context, server);
  // Until the answer showed (the service worker stores the rest for offline use later).
  const out = { ...visit.marks, ...transferred(server.log) };
  await settle(visit.page);
  if (again) {
    // The service worker is active (so its install stored the build) and controls the page.
    await visit.page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller
      || new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }))));
    await visit.page.close();
    const cdp = await context.newCDPSession(await context.newPage());
    await cdp.send('ServiceWorker.enable');
    for (const sw of ['running', 'stopped']) {
      if (sw === 'stopped') await cdp.send('ServiceWorker.stopAllWorkers');
      const visit2 = await linkVisit(context, server);
      out[sw] = { ...visit2.marks, requests: visit2.requests, paths: server.log.map((r) => r.path) };
      await visit2.page.close();
    }
  }
  await context.close();
  return out;
}

/** Cold visit to a host page with one element: {answer, solved, bytes, files}. */
async function hostVisit(browser, server, name) {
  const page = await openPage(browser, null);
  await page.addInitScript(watchElements);
  server.log.length = 0;
  await page.goto(`${server.url}bench/${name}`);
  await answered(page, 60000);
  const { answer, solved } = await page.evaluate(() => window.__bench);
  await settle(page);
  const out = { answer, solved, ...transferred(server.log) };
  if (page.problems.length) throw new Error(`${name}: ${page.problems.join('; ')}`);
  await page.context().close();
  return out;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The issue's targets, ms after navigation (docs/performance.md, "Opening a page"). */
const TARGETS = { usable: 250, answer: 300, host: 300, second: 150 };

/**
 * `values`' median in ms, with the fastest and slowest visit when there were several, and
 * whether the median is within `target`: a median alone hides a run over the line.
 */
function figure(values, target = null) {
  const sorted = [...values].sort((a, b) => a - b);
  const spread = sorted.length > 1 ? ` (${sorted[0].toFixed(0)}–${sorted[sorted.length - 1].toFixed(0)})` : '';
  const over = sorted.filter((v) => v > target).length;
  const verdict = target === null ? '' : ` [target ${target}: ${median(values) <= target ? 'within' : 'OVER'}`
    + `${over ? `, ${over} of ${values.length} visits over` : ''}]`;
  return `${median(values).toFixed(0)} ms${spread}${verdict}`;
}

/**
 * Prints the page-load figures (medians of `runs` cold visits each, with the fastest and the
 * slowest); `only` 'app' skips the host pages.
 */
export async function benchPages(browser, dist, runs = 5, only = null) {
  const server = await startServer(dist);
  try {
    const app = [];
    for (let i = 0; i < runs; i++) app.push(await appVisit(browser, server, true));
    console.log('app by a ?facelets= link, cold: '
      + `Solve usable ${figure(app.map((r) => r.usable), TARGETS.usable)} after navigation, `
      + `answer shown ${figure(app.map((r) => r.answer), TARGETS.answer)} (clicked as soon as usable; `
      + `the solver's own time ${median(app.map((r) => r.found)).toFixed(0)} ms); `
      + `${kb(median(app.map((r) => r.bytes)))} gzip in ${app[0].files.length} files until the answer (HTML excluded)`);
    console.log(`  files: ${app[0].files.join(' ')}`);
    for (const sw of ['running', 'stopped']) {
      const rows = app.map((r) => r[sw]);
      console.log(`app, second visit (service worker ${sw === 'running' ? 'still running' : 'stopped first'}): `
        + `Solve usable ${figure(rows.map((r) => r.usable), TARGETS.second)}, `
        + `answer shown ${figure(rows.map((r) => r.answer))} `
        + `(the solver's own time ${median(rows.map((r) => r.found)).toFixed(0)} ms); `
        + `${rows[0].requests} requests reached the server${rows[0].requests ? ` (${rows[0].paths.join(' ')})` : ''}`);
    }
    for (const name of only === 'app' ? [] : Object.keys(HOSTS)) {
      const rows = [];
      for (let i = 0; i < runs; i++) rows.push(await hostVisit(browser, server, name));
      const bytes = median(rows.map((r) => r.bytes));
      const budget = name === 'zebra.html' ? ZEBRA_BUDGET : PAGE_BUDGET;
      const tag = HOSTS[name].replace(/ facelets="[^"]*"| cubes="[^"]*"/, '').replace(/><\/.*/, '>');
      console.log(`host page with ${tag}, cold: `
        + `answer shown ${figure(rows.map((r) => r.answer), TARGETS.host)} after navigation`
        + `${name === 'zebra.html' ? `, its explanation in (solved) ${figure(rows.map((r) => r.solved))}` : ''}; `
        + `${kb(bytes)} gzip in ${rows[0].files.length} files `
        + `(HTML excluded; budget ${kb(budget)}: ${bytes <= budget ? 'within' : 'OVER'})`);
      console.log(`  files: ${rows[0].files.join(' ')}`);
    }
  } finally {
    server.stop();
  }
}
