// The app shell: tabs for the puzzles, the status line, and the URL. Each tool module exports
// `mount(section, ctx)`; it reads its starting state from `ctx.params` and reports its state
// with `ctx.setUrl({...})`, so the address bar is always a link to what is on screen. Each
// tool also has its own status (`ctx.setStatus`); the header shows the open tool's, so a
// message never outlives its tab.
//
// The pocket tool, the one a bare link opens, is part of this module: it is mounted in the
// same task as the shell starts, not after one more module request and the page's first
// rendering, which would be most of the wait for a usable Solve button on a second visit.
// Every other tool loads only when its tab first opens, with its
// stylesheet. The solver worker starts first of all, so the WebAssembly loads while the
// page starts; and a tool's whole module tree is asked for at once (PRELOAD), not one level
// of imports after another.

import { ready, call } from './rpc.js';
import { preload } from './module-tree.js';
import * as pocketTool from './pocket/pocket.js';

// `shared`: the tool calls its puzzle's shared solver worker (the zebra tool starts workers
// of its own, so that one would only cost a download).
const TOOLS = {
  pocket: { entry: null, load: () => pocketTool, styles: [], shared: true }, // app.js holds it
  insanity: {
    entry: 'insanity/insanity.js', load: () => import('./insanity/insanity.js'),
    styles: ['insanity/insanity.css', 'insanity/tool.css'],
    shared: true,
  },
  zebra: {
    entry: 'zebra/zebra.js', load: () => import('./zebra/zebra.js'),
    styles: ['zebra/zebra.css', 'zebra/editor.css', 'zebra/play.css'], shared: false,
  },
};

const params = new URLSearchParams(location.search);
let active = TOOLS[params.get('puzzle')] ? params.get('puzzle') : 'pocket';
const opened = active; // the tool the link opened: it alone starts from the link's parameters
// Before anything else: the solver worker and its WebAssembly take longest to arrive.
const solverReady = TOOLS[opened].shared ? ready(opened) : null;

/** Adds a tool's stylesheet to the page; resolves once it applies (or failed: the tool still works). */
function addStyles(file) {
  const href = new URL(file, import.meta.url).href;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; });
  document.head.append(link);
  return loaded;
}

const status = document.querySelector('[data-testid="status"]');
const toolState = {}; // puzzle -> its URL parameters
const toolStatus = {}; // puzzle -> its latest status message
let shellStatus = 'Loading the solver…'; // shown for any tool that has said nothing yet
const mounting = {}; // puzzle -> the promise of its tool, once its tab has opened
// A link naming a puzzle this app does not have says so rather than quietly opening another.
const linkProblem = params.has('puzzle') && !TOOLS[params.get('puzzle')]
  ? `The link asks for a puzzle called “${params.get('puzzle')}”, which is not here `
    + '(there are pocket, insanity and zebra); the pocket cube is shown instead.'
  : null;

/** Shows the open tool's status (or the shell's, while that tool has said nothing). */
function showStatus() {
  const text = toolStatus[active] ?? shellStatus;
  if (status.textContent !== text) status.textContent = text;
  status.classList.toggle('error', text === linkProblem);
}

function setStatus(puzzle, text) {
  toolStatus[puzzle] = text;
  showStatus();
}

/**
 * Writes the open tool's state into the address bar: in place, or (`push`, when a person
 * opens another tab) as a new history entry, so the browser's Back returns to the tab before.
 */
function writeUrl(push = false) {
  const out = new URLSearchParams();
  out.set('puzzle', active);
  for (const [key, value] of Object.entries(toolState[active] || {})) {
    if (value !== null && value !== undefined && value !== '') out.set(key, value);
  }
  const url = `${location.pathname}?${out}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/**
 * Opens `puzzle`'s tab. `write`: the address bar follows at once (`'push'`: as a new history
 * entry); as the page starts, the tool writes it when it reports its state instead (the link
 * stays as it was meanwhile, and `history.replaceState`, which takes several ms while the
 * page loads, runs once less).
 */
/**
 * @param {string} puzzle
 * @param {boolean | 'push'} [write]
 */
function activate(puzzle, write = true) {
  const moved = puzzle !== active;
  active = puzzle;
  mountTool(puzzle);
  for (const tab of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[role="tab"]'))) {
    const on = tab.dataset.puzzle === puzzle;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[role="tabpanel"]'))) {
    panel.hidden = panel.dataset.puzzle !== puzzle;
  }
  showStatus();
  if (write) writeUrl(write === 'push' && moved);
}

/** Back and Forward between tabs: the entry's tab opens, showing that tool as it is now. */
function followHistory() {
  window.addEventListener('popstate', () => {
    const puzzle = new URLSearchParams(location.search).get('puzzle');
    if (TOOLS[puzzle] && puzzle !== active) activate(puzzle);
  });
}

function setupTabs() {
  const tabs = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[role="tab"]'))];
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => activate(tab.dataset.puzzle, 'push'));
    tab.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(i + step + tabs.length) % tabs.length];
      next.focus();
      activate(next.dataset.puzzle, 'push');
    });
  });
}

/** Lets the app start and run offline once opened (see sw.js); without it, it still works online. */
function keepOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('./sw.js').catch((err) => console.warn(`no offline copy: ${err.message}`));
}

/** Loads and mounts a tool the first time its tab opens; resolves when it is mounted. */
function mountTool(puzzle) {
  mounting[puzzle] ??= (async () => {
    const section = /** @type {HTMLElement} */ (document.querySelector(`[role="tabpanel"][data-puzzle="${puzzle}"]`));
    const ctx = {
      call,
      ready: () => ready(puzzle),
      setStatus: (text) => setStatus(puzzle, text),
      params: puzzle === opened ? params : new URLSearchParams(),
      setUrl(state) {
        toolState[puzzle] = { ...(toolState[puzzle] || {}), ...state };
        if (puzzle === active) writeUrl();
      },
    };
    const { entry, load, styles, shared } = TOOLS[puzzle];
    // Its solver starts while its modules arrive (the tool waits for it; a failure shows there).
    if (shared) ready(puzzle).catch(() => {});
    try {
      preload(entry);
      const [module] = await Promise.all([load(), ...styles.map(addStyles)]);
      await module.mount(section, ctx);
      section.dataset.ready = 'true';
    } catch (err) {
      section.textContent = `This tool failed to start: ${err.message}`;
      console.error(err);
    }
  })();
  return mounting[puzzle];
}

async function main() {
  setupTabs();
  followHistory();
  activate(active, false);
  // A tool with workers of its own reports their failures itself; the shell waits for it.
  (solverReady ?? mountTool(opened)).then(
    () => {
      shellStatus = 'Ready.';
      // The link's problem belongs to the tool shown in place of the one it asked for.
      if (linkProblem) setStatus(active, linkProblem); else showStatus();
    },
    (err) => { shellStatus = `The solver could not start: ${err.message}`; showStatus(); },
  );
  // The open tool is ready to use (the others load when their tabs open).
  await mountTool(opened);
  document.body.dataset.ready = 'true';
  // Stored for offline use once the page is idle, so storing the build (every tool's files)
  // does not compete with the open tool's first answer.
  if ('requestIdleCallback' in window) requestIdleCallback(keepOffline, { timeout: 3000 });
  else setTimeout(keepOffline, 1000);
}

main();
