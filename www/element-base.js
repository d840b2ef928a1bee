// The shared base of the custom elements (<pocket-cube>, <insanity-column>, <zebra-puzzle>):
// a shadow root styled by app.css and the element's own puzzle stylesheet (found next to
// these files, so the elements work from any host page and path), an error state that never
// breaks the host page, attribute changes batched into one update, and the events `solved` and `error`.

import { el } from './dom.js';
import { shared } from './worker-rpc.js';

const STYLESHEET = new URL('./app.css', import.meta.url).href;

export class PuzzleElement extends HTMLElement {
  /** The puzzle's own stylesheets (absolute URLs) after app.css: only what this element shows. */
  static stylesheets = [];

  /**
   * The files of the element's solver module (solver-*.js): each element class names its own.
   * @type {{name: string, start: () => Worker, wasm: URL}}
   */
  static solver;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.errorBox = el('p', { class: 'error', role: 'alert', part: 'error', 'data-testid': 'error', hidden: true });
    this.body = el('div', { class: 'element-body', part: 'body' });
    // The element's own class, whose statics name its stylesheets and solver.
    const kind = /** @type {typeof PuzzleElement} */ (this.constructor);
    const sheets = [STYLESHEET, ...kind.stylesheets].map((href) => el('link', { rel: 'stylesheet', href }));
    this.root.append(...sheets, this.body, this.errorBox);
    // Loaded (or failed): until then the element's content shows unstyled, which is not the
    // state to call ready (see `clearError`).
    this.styled = Promise.all(sheets.map((link) => new Promise((resolve) => {
      link.onload = link.onerror = resolve;
    })));
    // The worker the element's calls go to: the page's shared one for the element's solver
    // module (its class's `solver`: the files of solver-*.js) unless it has its own.
    const worker = shared(kind.solver);
    this.call = worker.call;
    this.ready = worker.ready;
    this.updating = null;
  }

  connectedCallback() {
    this.scheduleUpdate();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.scheduleUpdate();
  }

  /**
   * Runs `update()` once for any number of attribute changes made together (in one task),
   * after any update still running. `updated` is the promise of that run from the start, so
   * `el.setAttribute(…); await el.updated` waits for the change to show.
   */
  scheduleUpdate() {
    if (this.pending) return;
    this.pending = true;
    const previous = this.updating;
    this.updating = (async () => {
      await previous;
      await null;
      this.pending = false;
      // Removed meanwhile: nothing to show, and no worker to start for it.
      if (!this.isConnected) {
        this.skippedUpdate();
        return;
      }
      try {
        // No wait for the worker's ready message: calls already waiting in the worker when its
        // module arrives are answered before its warm-up (worker.js), and a worker that cannot
        // start fails them with its reason.
        await this.update();
        await this.styled;
      } catch (err) {
        this.fail(err.message || String(err));
      }
    })();
  }

  /** Shows the element's attributes and content: each element class has its own. */
  async update() {}

  /** Called instead of `update()` when the element was removed before its update ran. */
  skippedUpdate() {}

  /** Resolves when the latest requested update has finished. */
  get updated() {
    return Promise.resolve(this.updating);
  }

  /** Shows an error inside the element and tells the host page, which keeps working. */
  fail(message) {
    this.errorBox.textContent = message;
    this.errorBox.hidden = false;
    this.dataset.state = 'error';
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  /** Clears the error; the element is `ready` once its stylesheets apply too. */
  clearError() {
    this.errorBox.hidden = true;
    this.errorBox.textContent = '';
    this.styled.then(() => { if (this.errorBox.hidden) this.dataset.state = 'ready'; });
  }

  announceSolved(detail) {
    this.dispatchEvent(new CustomEvent('solved', { detail }));
  }
}
