// The page never solves something other than what it shows. For every kind of input the
// native CLI refuses (typed into the pocket cube's field, given in a link, or set as a custom
// element's attribute), the page shows an error in view that names the stickers, characters
// or attribute involved, and Solve either solves exactly the shown cube or shows that error.
// The CLI (a separate program) is the judge of which inputs are refused and why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { useBrowser, openPage, appReady, screenshot, root } from './harness.mjs';
import { applyMoves, isSolved } from './cube-sim.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const SOLVED = 'WWWWOOGGRRBBOOGGRRBBYYYY'; // the page's default colours
const sel = (id) => `[data-testid="${id}"]`;

const target = path.resolve(root, process.env.CARGO_TARGET_DIR || 'target');
const bin = process.env.PUZZLEBOX_BIN || path.join(target, 'release', 'puzzlebox');

/** Runs the native CLI on a facelet string: {ok, message} (message is its stderr sentence). */
function cliVerdict(facelets) {
  const run = spawnSync(bin, ['pocket', '--json', facelets], { encoding: 'utf8' });
  return { ok: run.status === 0, message: run.stderr.trim().replace(/^puzzlebox: /, '') };
}

/** The CLI's optimal length for a legal cube. */
const cliLength = (facelets) => JSON.parse(spawnSync(bin, ['pocket', '--json', facelets], { encoding: 'utf8' }).stdout).length;

/** SOLVED with the stickers at the given indices set to characters. */
function edit(changes) {
  const s = [...SOLVED];
  for (const [i, c] of Object.entries(changes)) s[i] = c;
  return s.join('');
}

/** SOLVED with pairs of stickers swapped (colour counts stay at four). */
function swap(...pairs) {
  const s = [...SOLVED];
  for (const [a, b] of pairs) [s[a], s[b]] = [s[b], s[a]];
  return s.join('');
}

/** One input per kind of refusal, with the phrase the CLI's sentence for it contains. */
const REFUSED = [
  ['23 stickers', SOLVED.slice(0, 23), /24 stickers.*found 23/],
  ['25 stickers', `${SOLVED}W`, /24 stickers.*found 25/],
  ['a seventh colour', 'UUUULLFFIRBBLLFFRRBBDDDD', /six colours.*use 7/],
  ['five colours', SOLVED.replace(/O/g, 'R'), /six colours.*use 5/],
  ['a character the solver cannot read', edit({ 5: 'é' }), /not a printable ASCII character/],
  ['a colour on five stickers', edit({ 0: 'Y' }), /each colour must be on exactly 4/],
  ['a corner with one colour twice', swap([8, 0]), /same colour twice/],
  ['a corner with opposite colours', swap([8, 20]), /opposite faces/],
  ['a mirrored corner', swap([8, 7]), /mirror image/],
  ['the same corner twice', edit({ 8: 'B', 7: 'R', 4: 'G', 11: 'O' }), /same corner/],
  ['a twisted corner', edit({ 3: 'G', 8: 'W', 7: 'R' }), /is twisted/],
];

/** Each sticker's name in messages, by its place in the facelet string, written out by hand from the net. */
const STICKER_NAMES = [
  'up face top-left', 'up face top-right', 'up face bottom-left', 'up face bottom-right',
  'left face top-left', 'left face top-right', 'front face top-left', 'front face top-right',
  'right face top-left', 'right face top-right', 'back face top-left', 'back face top-right',
  'left face bottom-left', 'left face bottom-right', 'front face bottom-left', 'front face bottom-right',
  'right face bottom-left', 'right face bottom-right', 'back face bottom-left', 'back face bottom-right',
  'down face top-left', 'down face top-right', 'down face bottom-left', 'down face bottom-right',
];

/** The stickers a CLI sentence names: each as "up face bottom-right", where it is on the net. */
function namedStickers(message) {
  const out = new Set();
  for (const [name] of message.matchAll(/(?:up|left|front|right|back|down) face (?:top|bottom)-(?:left|right)/g)) {
    out.add(STICKER_NAMES.indexOf(name));
  }
  return [...out].sort((a, b) => a - b);
}

/** What the pocket page shows: the field, the error (and whether it is on screen), the net. */
const pocketState = (page) => page.evaluate(() => {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  const error = q('error');
  const box = error.getBoundingClientRect();
  const swatches = [...document.querySelectorAll('#tool-pocket .swatch-pick')];
  const stickers = [...document.querySelectorAll('[data-testid^="sticker-"]')].sort((a, b) => a.dataset.index - b.dataset.index);
  return {
    field: q('facelets').value,
    error: error.hidden ? null : error.textContent,
    errorInView: !error.hidden && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
    // Each sticker's colour named by the palette character painted with it ('?' for blank).
    net: stickers.map((b) => swatches.find((s) => s.style.background === b.style.background)?.textContent ?? '?').join(''),
    marked: stickers.flatMap((b, i) => (b.classList.contains('bad') ? [i] : [])),
    stale: document.querySelector('#tool-pocket .net').classList.contains('stale'),
    solution: q('solution').textContent.trim(),
    summary: q('summary').textContent.trim(),
    answers: q('pocket-tool').dataset.answers ?? '0',
  };
});

async function typeFacelets(page, text) {
  await page.fill(sel('facelets'), text);
  await page.waitForFunction(() => document.querySelector('[data-testid="pocket-tool"]').dataset.checked === 'true');
}

/** Presses Solve and waits for its answer (a solution or an error) to be shown. */
async function pressSolve(page) {
  const before = (await pocketState(page)).answers;
  await page.click(sel('solve'));
  await page.waitForFunction((n) => (document.querySelector('[data-testid="pocket-tool"]').dataset.answers ?? '0') !== n, before);
  return pocketState(page);
}

test('pocket: every string the CLI refuses is an error in view, stickers marked, and Solve never solves another cube', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  for (const [what, text, phrase] of REFUSED) {
    const verdict = cliVerdict(text);
    assert.equal(verdict.ok, false, `the CLI refuses ${what}`);
    assert.match(verdict.message, phrase, what);
    // A sticker named with a letter in brackets ("(W)") would read as a colour of the painting.
    for (const c of new Set(text)) assert.ok(!verdict.message.includes(`(${c})`), `${what}: ${verdict.message}`);
    // Start from a solved, painted cube each time, so an old cube is there to be wrongly solved.
    await page.click(sel('solved'));
    await typeFacelets(page, text);
    let shown = await pocketState(page);
    if (!shown.stale) {
      // A painting the net shows is then read by the solver too: the page as it settles.
      await page.waitForFunction(
        () => document.querySelector('[data-testid="pocket-tool"]').dataset.inferred === 'true');
      shown = await pocketState(page);
    }
    assert.equal(shown.field, text, what);
    assert.ok(shown.error?.includes(verdict.message), `${what}: page says ${shown.error}, CLI says ${verdict.message}`);
    assert.ok(shown.errorInView, `${what}: the error is on screen`);
    if (shown.stale) {
      // The net cannot show this text: it is dimmed and the error says what it still shows.
      assert.match(shown.error, /net (still shows the last cube that could be painted|stays blank until the text can be painted)/, what);
      assert.deepEqual(shown.marked, [], what);
    } else {
      assert.equal(shown.net, text, `${what}: the net shows exactly the field`);
      assert.deepEqual([...shown.marked].sort((a, b) => a - b), namedStickers(verdict.message), `${what}: marked stickers`);
    }
    if (!shown.stale) {
      // A painting no cube fits: once the solver has read it, Solve is off.
      assert.ok(await page.isDisabled(sel('solve')), what);
      assert.match(await page.textContent(sel('paint-status')), /^No cube fits this painting: look at (the|stickers) /, what);
      continue;
    }
    shown = await pressSolve(page);
    assert.ok(shown.error?.includes(verdict.message), `${what}: Solve shows the error, not ${shown.summary}`);
    assert.equal(shown.solution, '', `${what}: no solution of another cube`);
    assert.equal(shown.summary, '', what);
  }
  // A legal cube typed after all that: the net follows, and Solve solves exactly it.
  const legal = applyMoves(SOLVED, "R U F' R2");
  await typeFacelets(page, legal);
  let shown = await pocketState(page);
  assert.equal(shown.error, null);
  assert.equal(shown.net, legal);
  shown = await pressSolve(page);
  assert.ok(isSolved(applyMoves(legal, shown.solution)), shown.solution);
  assert.equal(shown.solution.split(' ').length, cliLength(legal));
  assert.deepEqual(page.problems, []);
});

test('pocket: the answer to older typing never overrules newer typing or painting', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  const twisted = REFUSED.find(([what]) => what === 'a twisted corner')[1];
  // Three edits in one go: the checks of the first two come back after the third was made.
  await page.evaluate((texts) => {
    const field = document.querySelector('[data-testid="facelets"]');
    for (const t of texts) {
      field.value = t;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [SOLVED.slice(0, 23), twisted, SOLVED]);
  await page.waitForFunction(() => document.querySelector('[data-testid="pocket-tool"]').dataset.checked === 'true');
  let shown = await pocketState(page);
  assert.equal(shown.error, null, 'no error of an older text');
  assert.equal(shown.net, SOLVED);
  // Typing a short string, then painting at once: the painting wins, and so does its field.
  await page.evaluate(() => {
    const field = document.querySelector('[data-testid="facelets"]');
    field.value = 'WWW';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.click(sel('solved'));
  shown = await pressSolve(page);
  assert.equal(shown.field, SOLVED);
  assert.equal(shown.error, null);
  assert.equal(shown.summary, 'Already solved.');
  assert.deepEqual(page.problems, []);
});

test('pocket links: every parameter is used or refused in view', async () => {
  // A link with a cube the CLI refuses: the field shows it, with the error, and Solve refuses.
  for (const facelets of [SOLVED.slice(0, 23), 'UUUULLFFIRBBLLFFRRBBDDDD', '']) {
    const page = await openPage(browser, `${server.url}?facelets=${encodeURIComponent(facelets)}`);
    await appReady(page);
    let shown = await pocketState(page);
    assert.equal(shown.field, facelets);
    assert.ok(shown.errorInView, `error in view for ${JSON.stringify(facelets)}`);
    assert.ok(shown.error.includes(cliVerdict(facelets).message), shown.error);
    shown = await pressSolve(page);
    assert.equal(shown.summary, '', `nothing solved for ${JSON.stringify(facelets)}`);
    assert.equal(shown.solution, '');
  }
  // A metric that does not exist is named, not read as half turns.
  let page = await openPage(browser, `${server.url}?facelets=${SOLVED}&metric=quarter`);
  await appReady(page);
  assert.match((await pocketState(page)).error ?? '', /metric “quarter” is neither htm nor qtm/);
  // Moves without facelets play from the solved cube instead of being dropped.
  page = await openPage(browser, `${server.url}?moves=${encodeURIComponent("R U'")}`);
  await appReady(page);
  let shown = await pocketState(page);
  assert.equal(shown.solution, "R U'");
  assert.equal(shown.error, null);
  // Moves the solver cannot read are an error, not an empty player.
  page = await openPage(browser, `${server.url}?facelets=${SOLVED}&moves=R%20Q`);
  await appReady(page);
  shown = await pocketState(page);
  assert.match(shown.error ?? '', /moves.*Q/);
  // A puzzle the app does not have is named in the status line.
  page = await openPage(browser, `${server.url}?puzzle=rubik`);
  await appReady(page);
  await page.waitForFunction(() => /rubik/.test(document.querySelector('[data-testid="status"]').textContent));
  assert.match(await page.textContent(sel('status')), /“rubik”, which is not here/);
  assert.deepEqual(page.problems, []);
});

test('insanity: a text or link it cannot read leaves no answer of another puzzle on screen', async () => {
  const page = await openPage(browser, `${server.url}?puzzle=insanity`);
  await appReady(page);
  await page.waitForFunction(() => /^1 solution/.test(document.querySelector('[data-testid="insanity-summary"]').textContent));
  await page.fill(sel('insanity-text'), '1 R B G Y B Y\n2 R G G Y\n');
  await page.waitForSelector(`${sel('insanity-error')}:not([hidden])`);
  assert.match(await page.textContent(sel('insanity-error')), /line 2.*nets still show the last puzzle/);
  assert.equal(await page.textContent(sel('insanity-summary')), '', 'no count of the old puzzle');
  assert.equal(await page.$$eval('.ii-pick', (els) => els.length), 0, 'no solution buttons of the old puzzle');
  assert.ok(await page.$eval('.ii-nets', (e) => e.classList.contains('stale')), 'the nets are dimmed');

  // An empty cubes= link is an error, not the classic puzzle.
  const empty = await openPage(browser, `${server.url}?puzzle=insanity&cubes=`);
  await appReady(empty);
  await empty.waitForSelector(`${sel('insanity-error')}:not([hidden])`);
  assert.match(await empty.textContent(sel('insanity-error')), /no cubes/);
  assert.equal(await empty.textContent(sel('insanity-summary')), '');
  assert.deepEqual(page.problems, []);
});

/** Adds elements to a blank host page and reads each one's state once it has updated. */
async function elementStates(html) {
  const page = await openPage(browser, `${server.url}test/blank.html`);
  // embed.js defines an element once the page has one; this page has none yet, so ask for both.
  await page.evaluate(async (url) => {
    const embed = await import(url);
    await Promise.all([embed.define('pocket-cube'), embed.define('zebra-puzzle')]);
  }, `${server.url}embed.js`);
  const states = await page.evaluate(async (markup) => {
    const box = document.createElement('div');
    box.innerHTML = markup;
    document.body.append(box);
    const out = {};
    for (const e of box.children) {
      await new Promise((r) => setTimeout(r, 0)); // a zebra element's content is read in a task
      await e.updated;
      const error = e.shadowRoot.querySelector('[data-testid="error"]');
      out[e.id] = {
        state: e.dataset.state,
        error: error.hidden ? null : error.textContent,
        // Nothing shown but the error: the body, or everything in it, hidden.
        bodyHidden: (() => {
          const body = e.shadowRoot.querySelector('.element-body');
          return body.hidden || [...body.children].every((c) => c.hidden);
        })(),
        solved: e.tagName === 'POCKET-CUBE' ? await e.solve() : undefined,
      };
    }
    return out;
  }, html);
  return { page, states };
}

test('custom elements: a bad attribute is the error state, naming the attribute', async () => {
  const { page, states } = await elementStates(`
    <pocket-cube id="metric" facelets="${SOLVED}" metric="quarter"></pocket-cube>
    <pocket-cube id="tempo" moves="R U" tempo="fast"></pocket-cube>
    <pocket-cube id="both" moves="R U" solve></pocket-cube>
    <pocket-cube id="seven" facelets="UUUULLFFIRBBLLFFRRBBDDDD"></pocket-cube>
    <pocket-cube id="short" facelets="${SOLVED.slice(0, 23)}" solve></pocket-cube>
    <pocket-cube id="empty" facelets=""></pocket-cube>
    <pocket-cube id="twisted" facelets="${REFUSED.find(([w]) => w === 'a twisted corner')[1]}" solve></pocket-cube>
    <pocket-cube id="good" facelets="${SOLVED}" metric="QTM" tempo="2" solve></pocket-cube>
    <zebra-puzzle id="example" example="zebra"></zebra-puzzle>
    <zebra-puzzle id="twice" example="einstein">positions: 3
colour: red, green, blue
red is in 1</zebra-puzzle>`);
  const expect = {
    metric: /^metric: .*“quarter”/,
    tempo: /^tempo: .*“fast”/,
    both: /^solve: .*moves/,
    seven: /^facelets: .*use 7/,
    short: /^facelets: .*found 23/,
    empty: /^facelets: .*found 0/,
    twisted: /^facelets: corner UFR .* is twisted/,
    example: /^example: .*“zebra”/,
    twice: /^example: .*text of its own/,
  };
  for (const [id, pattern] of Object.entries(expect)) {
    assert.equal(states[id].state, 'error', `${id}: ${JSON.stringify(states[id])}`);
    assert.match(states[id].error ?? '', pattern, id);
    assert.equal(states[id].solved ?? null, null, `${id}: solve() answers nothing`);
  }
  for (const id of ['metric', 'tempo', 'both', 'seven', 'short', 'empty', 'example', 'twice']) {
    assert.equal(states[id].bodyHidden, true, `${id}: no cube or grid but the one asked for`);
  }
  assert.equal(states.good.state, 'ready', JSON.stringify(states.good));
  assert.deepEqual(states.good.solved, { moves: '', length: 0, summary: 'Already solved.' });
  assert.deepEqual(page.problems, []);
});

test('screenshot: the pocket error state', async () => {
  const page = await openPage(browser, server.url);
  await appReady(page);
  await typeFacelets(page, REFUSED.find(([w]) => w === 'a twisted corner')[1]);
  await screenshot(page, 'pocket-error-twisted');
  await typeFacelets(page, 'UUUULLFFIRBBLLFFRRBBDDDD');
  await screenshot(page, 'pocket-error-seventh-colour');
  const phone = await openPage(browser, `${server.url}?facelets=${SOLVED.slice(0, 23)}`, { viewport: { width: 375, height: 740 } });
  await appReady(phone);
  assert.ok((await pocketState(phone)).errorInView, 'on a phone too');
  await screenshot(phone, 'pocket-error-phone');
  assert.deepEqual(page.problems, []);
});
