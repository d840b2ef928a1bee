// The app shell: tabs for the puzzles, the status line, and the URL. Each tool module exports
// `mount(section, ctx)`; it reads its starting state from `ctx.params` and reports its state
// with `ctx.setUrl({...})`, so the address bar is always a link to what is on screen. Each
// tool also has its own status (`ctx.setStatus`); the header shows the open tool's, so a
// message never outlives its tab.

import { ready, call } from './rpc.js';

const TOOLS = {
  pocket: () => import('./pocket/pocket.js'),
  insanity: () => import('./insanity/insanity.js'),
  zebra: () => import('./zebra/zebra.js'),
};

const status = document.querySelector('[data-testid="status"]');
const params = new URLSearchParams(location.search);
const toolState = {}; // puzzle -> its URL parameters
const toolStatus = {}; // puzzle -> its latest status message
let shellStatus = 'Loading the solver…'; // shown for any tool that has said nothing yet
let active = TOOLS[params.get('puzzle')] ? params.get('puzzle') : 'pocket';
// A link naming a puzzle this app does not have says so rather than quietly opening another.
const linkProblem = params.has('puzzle') && !TOOLS[params.get('puzzle')]
  ? `The link asks for a puzzle called “${params.get('puzzle')}”, which is not here (there are pocket, insanity and zebra); the pocket cube is shown instead.`
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

function writeUrl() {
  const out = new URLSearchParams();
  out.set('puzzle', active);
  for (const [key, value] of Object.entries(toolState[active] || {})) {
    if (value !== null && value !== undefined && value !== '') out.set(key, value);
  }
  history.replaceState(null, '', `${location.pathname}?${out}`);
}

function activate(puzzle) {
  active = puzzle;
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.dataset.puzzle === puzzle;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
    panel.hidden = panel.dataset.puzzle !== puzzle;
  }
  showStatus();
  writeUrl();
}

function setupTabs() {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => activate(tab.dataset.puzzle));
    tab.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(i + step + tabs.length) % tabs.length];
      next.focus();
      activate(next.dataset.puzzle);
    });
  });
}

/** Lets the app start and run offline once opened (see sw.js); without it, it still works online. */
function keepOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('./sw.js').catch((err) => console.warn(`no offline copy: ${err.message}`));
}

async function main() {
  keepOffline();
  setupTabs();
  activate(active);
  ready(active).then(
    () => {
      shellStatus = 'Ready.';
      // The link's problem belongs to the tool shown in place of the one it asked for.
      if (linkProblem) setStatus(active, linkProblem); else showStatus();
    },
    (err) => { shellStatus = `The solver could not start: ${err.message}`; showStatus(); },
  );
  await Promise.all(Object.entries(TOOLS).map(async ([puzzle, load]) => {
    const section = document.querySelector(`[role="tabpanel"][data-puzzle="${puzzle}"]`);
    const ctx = {
      call,
      ready: () => ready(puzzle),
      setStatus: (text) => setStatus(puzzle, text),
      params: puzzle === active ? params : new URLSearchParams(),
      setUrl(state) {
        toolState[puzzle] = { ...(toolState[puzzle] || {}), ...state };
        if (puzzle === active) writeUrl();
      },
    };
    try {
      const module = await load();
      await module.mount(section, ctx);
      section.dataset.ready = 'true';
    } catch (err) {
      section.textContent = `This tool failed to start: ${err.message}`;
      console.error(err);
    }
  }));
  document.body.dataset.ready = 'true';
}

main();
