// One zebra puzzle being solved, as the page's tool and <zebra-puzzle> both do it: the answer
// first (`zebra_check`, milliseconds), then for a unique answer its explanation in batches
// (`zebra_solve_reporting`, up to minutes on a big grid), and newer text superseding it all.
// Each session has a worker of its own, so ending a long explanation never cuts off another
// tool's or element's calls.

import { solver, Stopped, SUPERSEDE_AFTER_MS } from '../worker-rpc.js';
import { zebra } from '../solver-zebra.js';
import { latest } from '../latest.js';
import { zebraApi } from './api.js';

/**
 * @typedef {import('./api.js').Report} Report
 * @typedef {{text: string, started: number, phase: 'Solving'|'Explaining', done: boolean,
 *   fresh: () => boolean, answer: Promise<Report|null>, promise: Promise<Report|null>}} Run
 *   `answer`: the answer without steps; `promise`: the explained answer (for a unique one) or
 *   the answer itself; both null once a newer run started or the worker was ended meanwhile.
 *   `promise` rejects only when the worker failed (not when it was stopped).
 */

export class ZebraSession {
  /**
   * `onStop()`: called whenever a run still going is ended (the tests count these).
   * `module`: the files of its worker's solver module (solver-*.js), or a function giving them,
   * asked at the first call: an element knows whether it has `play` only once its attributes
   * are set, after its constructor.
   */
  /**
   * @param {{onStop?: () => void, module?: typeof zebra | (() => typeof zebra)}} [options]
   */
  constructor({ onStop = () => {}, module = zebra } = {}) {
    // The worker starts on the first call, and again on the first call after a stop.
    this.worker = typeof module === 'function' ? deferred(module) : solver(module);
    this.api = zebraApi(this.worker);
    this.onStop = onStop;
    this.runs = latest();
    /** @type {Run|null} the newest run */
    this.run = null;
  }

  /**
   * Solves `text`. `onAnswer(report)` gets the answer as soon as it is known (an error is an
   * answer too), `onSteps(batch)` each batch of a unique answer's steps while the rest are
   * worked out, with the chapters they complete; neither is called once the run is no longer the newest.
   * @param {string} text
   * @param {{onAnswer?: (report: Report) => void, onSteps?: (batch: import('./api.js').Batch) => void}} [handlers]
   * @returns {Run}
   */
  start(text, { onAnswer = () => {}, onSteps = () => {} } = {}) {
    const fresh = this.runs.next();
    // `promise` and `answer` are set below, before the run is handed out.
    const run = /** @type {Run} */ ({ text, started: performance.now(), phase: 'Solving', done: false, fresh });
    this.run = run;
    const answer = this.api.check(text).then((r) => {
      if (!fresh()) return null;
      onAnswer(r);
      return r;
    });
    run.promise = answer.then(async (quick) => {
      if (!quick?.ok || quick.status !== 'unique') return quick;
      run.phase = 'Explaining';
      const full = await this.api.solveReporting(text, (batch) => {
        if (fresh()) onSteps(batch);
      });
      return fresh() ? full : null;
    }).catch((err) => {
      if (err instanceof Stopped) return null;
      throw err;
    }).finally(() => {
      run.done = true;
    });
    run.answer = answer.catch(() => null);
    return run;
  }

  /** Whether a run is still waiting for the solver. */
  get busy() {
    return Boolean(this.run && !this.run.done);
  }

  /**
   * Before new text: a run that has gone on for a while is ended rather than waited for;
   * a short one is left to finish, since a fresh worker costs more than its remaining time.
   */
  supersede() {
    if (this.busy && performance.now() - this.run.started >= SUPERSEDE_AFTER_MS) this.stop();
  }

  /**
   * Ends the worker: the calls waiting in it give up (their runs resolve to null) and the
   * next call starts a fresh one. Counted through `onStop` when a run was still going.
   */
  stop() {
    const wasBusy = this.busy;
    this.close();
    if (wasBusy) this.onStop();
  }

  /** Ends the worker without counting a stop: nobody is left to see the answer. */
  close() {
    this.runs.next();
    this.run = null;
    this.worker.stop();
  }
}

/** A worker of `solver()`'s shape whose module is `pick()`'s answer at its first call. */
function deferred(pick) {
  let worker = null;
  const get = () => (worker ??= solver(pick()));
  return {
    call: (...args) => get().call(...args),
    callReporting: (...args) => get().callReporting(...args),
    ready: () => get().ready(),
    stop: () => worker?.stop(),
  };
}
