// The tool's search for an impossible puzzle's obstacle, after the count: it can take a second
// or more, so it runs on a worker of its own, which Stop ends without touching the other
// calls; only the search for the puzzle shown counts. The element gets the obstacle in its
// answer (session.js) and never loads this.

import { Stopped } from '../worker-rpc.js';
import { latest } from '../latest.js';
import { insanityApi } from './api.js';

export class ObstacleSearch {
  /** @param {{call: (name: string, ...args: unknown[]) => Promise<any>, stop: () => void}} worker */
  constructor(worker) {
    this.worker = worker;
    this.searches = latest();
    this.running = false;
  }

  /**
   * The obstacle of `r` (no solution, `obstacle_pending`), merged into `r`. Resolves to how it
   * ended: `done`; `refused` (the solver's error in `message`); `stopped` (Stop); `crashed`
   * (the worker failed, its `message`); or null when dropped meanwhile.
   * @returns {Promise<{status: 'done'|'refused'|'stopped'|'crashed', message?: string} | null>}
   */
  async find(text, r) {
    this.running = true;
    const o = await this.searches.newest(() => insanityApi(this.worker.call).obstacle(text))
      .catch((err) => err);
    if (o === null) return null;
    this.running = false;
    if (o instanceof Stopped) return { status: 'stopped' };
    if (o instanceof Error) return { status: 'crashed', message: o.message };
    if (!o.ok) return { status: 'refused', message: o.error.message };
    Object.assign(r, o, { ok: true, obstacle_pending: false });
    return { status: 'done' };
  }

  /** Stop: ends the search while it runs; the count stays. */
  stop() {
    if (this.running) this.worker.stop();
  }

  /** Leaves a search whose puzzle is no longer shown, ending it if it still runs. */
  drop() {
    this.searches.next();
    this.stop();
    this.running = false;
  }
}
