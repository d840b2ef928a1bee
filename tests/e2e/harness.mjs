// Shared set-up for the browser tests: serve the built dist/ folder on a loopback port and
// drive Debian's chromium with playwright-core (its own browser download is not reachable
// here). Every page records console errors and failed requests so tests can assert none.

import { chromium } from 'playwright-core';
import { before, after, afterEach } from 'node:test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const dist = process.env.DIST_DIR || path.join(root, 'dist');
export const artifacts = path.join(root, 'test-results');

const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];

async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * Starts a static server for the built app with the test host pages of fixtures/ beside it
 * (as links in a temporary folder, so dist/ itself is left alone); returns {url, stop}.
 */
export async function serve() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build the app first (trunk build --release)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzlebox-e2e-'));
  for (const name of fs.readdirSync(dist)) fs.symlinkSync(path.join(dist, name), path.join(dir, name));
  const fixtures = path.join(here, 'fixtures');
  fs.mkdirSync(path.join(dir, 'test'));
  for (const name of fs.readdirSync(fixtures)) fs.symlinkSync(path.join(fixtures, name), path.join(dir, 'test', name));
  const port = await freePort();
  // Its request log (one stderr line per request) is dropped: a pipe nobody read filled up
  // after about 600 requests and then blocked the server mid-suite.
  const proc = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => { proc.kill(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A new page that records console errors, page errors and failed requests in `page.problems`. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: options.viewport || { width: 1200, height: 900 }, ...options.context });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  if (url) await page.goto(url);
  return page;
}

/**
 * The app opened on the zebra puzzle (`query` appended to `?puzzle=zebra`), returned once the
 * shell is ready and `readySelector` is on the page (the tool checked, the play grid settled).
 */
export async function openZebra(browser, server, query, readySelector, options = {}) {
  const page = await openPage(browser, `${server.url}?puzzle=zebra${query}`, options);
  await appReady(page);
  await page.waitForSelector(readySelector);
  return page;
}

/** Waits until the app shell has mounted every tool. */
/**
 * Resolves after the page's next two animation frames: the page draws some things (the
 * editor's marks) in a frame callback asked for during an action, and a callback asked for
 * after the action runs after it. A condition, not a time.
 */
export function afterFrames(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function appReady(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
}

export async function screenshot(page, name) {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Registers the suite's set-up and tear-down: one server and one browser for a test file,
 * handed to `use(server, browser)` before the first test.
 */
export function useBrowser(use) {
  let server;
  let browser;
  before(async () => {
    server = await serve();
    browser = await launch();
    use(server, browser);
  });
  // Each test's pages close when it ends, so a solver still busy in one of them (a hard
  // zebra check, say) does not slow down the tests after it.
  afterEach(async () => {
    for (const context of browser?.contexts() ?? []) await context.close();
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });
}
