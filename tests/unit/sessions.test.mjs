// The pocket cube's and Instant Insanity's session controllers (www/pocket/session.js,
// www/insanity/session.js), which the app's tools and the custom elements share, against a
// fake solver whose answers the test releases one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PocketSession } from '../../www/pocket/session.js';
import { InsanitySession } from '../../www/insanity/session.js';
import { ObstacleSearch } from '../../www/insanity/obstacle-search.js';
import { pocketApi } from '../../www/pocket/api.js';
import { Stopped } from '../../www/worker-rpc.js';

/**
 * A worker's `call` that records each call and answers when the test says: `answer(k, value)`
 * resolves the k-th call (`fail(k, err)` rejects it). Given `respond`, every call is answered
 * at once with `respond(name, ...args)` instead.
 */
function fakeSolver(respond = null) {
  const calls = [];
  const call = (name, ...args) => new Promise((resolve, reject) => {
    calls.push({ name, args, resolve, reject });
    if (respond) resolve(respond(name, ...args));
  });
  return {
    calls,
    call,
    names: () => calls.map((c) => c.name),
    answer: (k, value) => calls[k].resolve(value),
    fail: (k, err) => calls[k].reject(err),
  };
}

/** Lets every answer already given reach its awaiting code. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const CUBE = 'RFFFBLDRUULDLFRRUULBDBDB';
const pocketAnswers = (name, facelets) => ({
  pocket_check: { ok: true, stickers: facelets },
  pocket_solve: { ok: true, moves: 'R U', length: 2, metric: 'htm', ms: 1 },
  pocket_apply: { ok: true, facelets, states: ['a', 'b'], moves: [] },
  pocket_complete: { ok: true, facelets, fits: 1, forced: [], suggestion: null },
}[name]);

test('pocket: the answer asked ahead is taken once, for exactly its cube and metric, states and all', async () => {
  const solver = fakeSolver(pocketAnswers);
  const session = new PocketSession(pocketApi(solver.call));
  session.askAhead(CUBE, 'htm');
  await settle();
  // The answer and the states along it are asked at once, before anyone solves.
  assert.deepEqual(solver.names(), ['pocket_solve', 'pocket_apply']);

  const other = session.solve(CUBE, 'qtm');
  assert.equal(await other.states, null, 'another metric asks again, its states left to the player');
  assert.deepEqual(solver.names().slice(2), ['pocket_solve']);
  assert.deepEqual(solver.calls[2].args, [CUBE, 'qtm', false]);

  const taken = session.solve(CUBE, 'htm');
  assert.equal((await taken.answer).moves, 'R U');
  assert.deepEqual((await taken.states).states, ['a', 'b']);
  assert.equal(solver.calls.length, 3, 'nothing asked again for the cube asked ahead');

  const again = session.solve(CUBE, 'htm');
  await again.answer;
  assert.equal(solver.calls.length, 4, 'taken once: the next Solve asks the solver');
});

test('pocket: a check asked ahead answers only for the same text; a forgotten ahead answers nothing', async () => {
  const solver = fakeSolver(pocketAnswers);
  const session = new PocketSession(pocketApi(solver.call));
  session.askAhead(CUBE, 'htm', { check: true });
  assert.deepEqual(solver.names(), ['pocket_check', 'pocket_solve']);
  assert.equal((await session.check(CUBE)).stickers, CUBE);
  assert.equal(solver.names().filter((n) => n === 'pocket_check').length, 1);
  await session.check(`${CUBE} `);
  assert.equal(solver.names().filter((n) => n === 'pocket_check').length, 2, 'other text is checked anew');

  session.forgetAhead();
  const before = solver.names().filter((n) => n === 'pocket_solve').length;
  await session.solve(CUBE, 'htm').answer;
  assert.equal(solver.names().filter((n) => n === 'pocket_solve').length, before + 1);
});

test('pocket: only the newest painting\'s completion comes back', async () => {
  const solver = fakeSolver();
  const session = new PocketSession(pocketApi(solver.call));
  const older = session.complete('R???????????????????????');
  const newer = session.complete('RF??????????????????????');
  solver.answer(1, { ok: true, fits: 2 });
  solver.answer(0, { ok: true, fits: 9 });
  assert.equal(await older, null, 'the older painting answers nothing, though it came last');
  assert.equal((await newer).fits, 2);
});

test('pocket: an edit makes a watched answer stale; watching makes nothing stale', () => {
  const session = new PocketSession(pocketApi(fakeSolver().call));
  const typed = session.edit();
  const solving = session.watch();
  assert.ok(typed() && solving());
  session.edit();
  assert.ok(!typed() && !solving());
});

const PUZZLE = 'R B G Y B Y;R G G Y B B;Y B R G Y R;Y G B R R R';

test('insanity: the element asks for the whole answer, the tool for the count; an edit drops it', async () => {
  const element = fakeSolver(() => ({ ok: true, solutions_text: '1' }));
  assert.equal((await new InsanitySession(element.call).solve(PUZZLE)).solutions_text, '1');
  assert.deepEqual(element.names(), ['insanity_solve']);

  const tool = fakeSolver();
  const session = new InsanitySession(tool.call, { countFirst: true });
  const asked = session.solve(PUZZLE);
  session.edit();
  tool.answer(0, { ok: true, solutions_text: '1' });
  assert.equal(await asked, null, 'edited meanwhile: not an answer for the text now shown');
  assert.deepEqual(tool.names(), ['insanity_solve_count']);
});

test('insanity: the obstacle joins the answer it belongs to, or says how it ended', async () => {
  const worker = fakeSolver();
  let stops = 0;
  const search = new ObstacleSearch({ call: worker.call, stop: () => { stops++; } });

  const r = { ok: true, obstacle: null, obstacle_pending: true };
  const found = search.find(PUZZLE, r);
  worker.answer(0, { ok: true, obstacle: [2, 4], obstacle_sentence: 'Cubes 2 and 4 cannot be stacked together.' });
  assert.deepEqual(await found, { status: 'done' });
  assert.deepEqual(r.obstacle, [2, 4]);
  assert.equal(r.obstacle_pending, false);

  const refused = search.find(PUZZLE, {});
  worker.answer(1, { ok: false, error: { kind: 'bad', message: 'no' } });
  assert.deepEqual(await refused, { status: 'refused', message: 'no' });

  const crashed = search.find(PUZZLE, {});
  worker.fail(2, new Error('out of memory'));
  assert.deepEqual(await crashed, { status: 'crashed', message: 'out of memory' });

  const stopped = search.find(PUZZLE, {});
  search.stop();
  assert.equal(stops, 1, 'Stop ends the obstacle worker while it runs');
  worker.fail(3, new Stopped());
  assert.deepEqual(await stopped, { status: 'stopped' });
  search.stop();
  assert.equal(stops, 1, 'and only then');

  const dropped = search.find(PUZZLE, {});
  search.drop();
  assert.equal(stops, 2, 'a puzzle no longer shown ends its search');
  worker.fail(4, new Stopped());
  assert.equal(await dropped, null, 'and its end is nobody\'s answer');
});
