// Keeping only the newest answer. A tool asks the solver again whenever its input changes, and
// answers come back in their own time: one for text since replaced must not overwrite what the
// newer text shows. Every such guard in the tools is one of these (in the manner of cubing.js's
// PromiseFreshener).

/**
 * A series of pieces of work where only the newest counts: `next()` starts one (everything
 * begun before goes stale) and `current()` watches the newest without making anything stale.
 * Both return a ticket: a function that stays true until newer work starts.
 *
 *   const fresh = checks.next();
 *   const r = await call(…);
 *   if (!fresh()) return; // newer typing shows its own state
 *
 * `newest(ask)` is that pattern whole: it starts a piece of work, `ask()`, and resolves to its
 * answer, or to null once newer work has started (a stale failure is dropped the same way).
 *
 * @returns {{next: () => () => boolean, current: () => () => boolean,
 *   newest: <T>(ask: () => Promise<T>) => Promise<T | null>}}
 */
export function latest() {
  let generation = 0;
  const ticket = (mine) => () => mine === generation;
  const next = () => ticket(++generation);
  return {
    next,
    current: () => ticket(generation),
    newest: async (ask) => {
      const fresh = next();
      try {
        const answer = await ask();
        return fresh() ? answer : null;
      } catch (err) {
        if (fresh()) throw err;
        return null;
      }
    },
  };
}
