// Prints how fast "Solve it yourself" answers in Chromium. Needs a built dist/.
//
// Marks (`node scripts/bench-zebra-play.mjs --marks`): on generated 5x5, 8x8 and 10x10
// puzzles, the page's own synchronous work per click (the grid redrawn), a bare
// zebra_marks_state round trip, and click → consequences drawn (median of 15).
//
// Hints (`node scripts/bench-zebra-play.mjs --hints [STEM...]`): the time of one hint measured
// inside the solver's worker (zebra_hint's own `ms`, taken with performance.now() around the
// work, so the message round trip is left out; the round trip is printed beside it) from
// stored benchmark puzzles (benches/data/STEM.txt; by default an 8x8 and a 12x12 that need
// hypotheses): the empty grid (timed 5 times) and 40 random correct partial grids, each a
// random subset of the solution's facts (position cells and pair cells, ✓ and ✗ alike, in
// densities from 0.5% to 20% of the grid), each timed once; and, since random subsets rarely
// leave only a hypothesis to find, up to 20 grids of the puzzle's own explanation where the
// next step is a hypothesis (every conclusion before it written as a mark), and every grid of
// it where the next step is a search-backed placement. Median and worst.
//
// With no option, both. Figures only: nothing here passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openPage, appReady, root } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a === '--marks' || a === '--hints');
const stems = args.filter((a) => !a.startsWith('--'));
const HINT_PUZZLES = stems.length ? stems : ['zebra-8x8-2', 'zebra-12x12-0'];
const GRIDS = 40;
/** At most this many grids before a hypothesis are timed per puzzle. */
const HYPOTHESES = 20;


async function marks() {
  for (const [n, m] of [[5, 5], [8, 8], [10, 10]]) {
    const page = await openPage(browser, `${server.url}?puzzle=zebra`);
    await appReady(page);
    const r = await page.evaluate(
      async ([base, n, m]) => (await import(`${base}rpc.js`)).call('zebra_generate', n, m, 7), [server.url, n, m]);
    const b64 = Buffer.from(r.text).toString('base64url');
    await page.goto(`${server.url}?puzzle=zebra&play=1&text=${b64}`);
    await page.waitForSelector('[data-testid="zebra-play"][data-settled="true"]');
    const keys = await page.$$eval('[data-testid="zebra-play-grid"] td[data-key]', (t) => t.map((x) => x.dataset.key));
    const times = [];
    for (let i = 0; i < 15; i++) {
      const ms = await page.evaluate((key) => new Promise((resolve) => {
        const play = document.querySelector('[data-testid="zebra-play"]');
        const v = Number(play.dataset.version);
        const t0 = performance.now();
        const seen = new MutationObserver(() => {
          if (Number(play.dataset.version) > v && play.dataset.settled === 'true') {
            seen.disconnect();
            resolve(performance.now() - t0);
          }
        });
        seen.observe(play, { attributes: true });
        const t1 = performance.now();
        document.querySelector(`[data-testid="mark-${key}"]`).click();
        window.syncMs = (window.syncMs || []).concat(performance.now() - t1);
      }), keys[(i * 37) % keys.length]);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const sync = (await page.evaluate(() => window.syncMs)).sort((a, b) => a - b);
    const rt = [];
    for (let i = 0; i < 15; i++) {
      rt.push(await page.evaluate(async ([base, t]) => {
        const { call } = await import(`${base}rpc.js`);
        const t0 = performance.now();
        await call('zebra_marks_state', t, '');
        return performance.now() - t0;
      }, [server.url, r.text]));
    }
    rt.sort((a, b) => a - b);
    console.log(`${n}x${m}: ${keys.length} cells, click → consequences drawn: median ${times[7].toFixed(0)} ms, `
      + `max ${times.at(-1).toFixed(0)} ms`);
    console.log(`  page's own work per click (synchronous, redraw included): median ${sync[7].toFixed(1)} ms; `
      + `zebra_marks_state round trip alone: median ${rt[7].toFixed(1)} ms`);
    await page.context().close();
  }
}

/** A small seeded generator (mulberry32): the same grids on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every fact of the solved grid as a mark line: each value in or not in each position, and
 * each two values of different attributes the same or not. Values are written
 * `attribute.value`, which always names one value.
 */
function allFacts(report) {
  const { attributes, positions, solution } = report;
  const name = (a, value) => `${attributes[a].name}.${value}`;
  const out = [];
  attributes.forEach((attr, a) => attr.values.forEach((value) => positions.forEach((label, p) => {
    out.push(`${name(a, value)} is ${solution[a][p] === value ? '' : 'not '}in ${label}`);
  })));
  for (let a = 0; a < attributes.length; a++) {
    for (let b = a + 1; b < attributes.length; b++) {
      positions.forEach((_, p) => positions.forEach((__, q) => {
        out.push(`${name(a, solution[a][p])} is ${p === q ? '' : 'not '}${name(b, solution[b][q])}`);
      }));
    }
  }
  return out;
}

/** A step's conclusions as mark lines (values written `attribute.value`). */
function stepLines(report, step) {
  const name = (v) => `${v.attribute}.${v.value}`;
  const at = (c, not) => `${name(c)} is ${not}in ${report.positions[c.column]}`;
  const pair = (l, not) => `${name(l.a)} is ${not}${name(l.b)}`;
  return [
    ...(step.fixed || []).map((c) => at(c, '')),
    ...(step.eliminated || []).map((c) => at(c, 'not ')),
    ...(step.linked || []).map((l) => pair(l, '')),
    ...(step.unlinked || []).map((l) => pair(l, 'not ')),
  ];
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

async function hints() {
  console.log('hint inside the worker (zebra_hint\'s own ms); round trip from the page beside it');
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  const call = (fn, ...list) => page.evaluate(async ([base, fn, list]) => {
    const rpc = await import(`${base}rpc.js`);
    const t0 = performance.now();
    const value = await rpc.call(fn, ...list);
    return { value, roundTrip: performance.now() - t0 };
  }, [server.url, fn, list]);
  for (const stem of HINT_PUZZLES) {
    const text = fs.readFileSync(path.join(root, 'benches', 'data', `${stem}.txt`), 'utf8');
    const { value: report } = await call('zebra_check', text);
    if (!report.ok || report.status !== 'unique') {
      console.log(`${stem}: not a puzzle with one solution (${report.error?.message ?? report.status}); skipped`);
      continue;
    }
    const facts = allFacts(report);
    const rand = random(24);
    const grids = [];
    for (let i = 0; i < GRIDS; i++) {
      const density = 0.005 + (0.195 * i) / (GRIDS - 1);
      grids.push(facts.filter(() => rand() < density));
    }
    await call('zebra_hint', text, ''); // warm-up: the first call compiles the hot paths
    const timed = [];
    const answerKind = (v) => v.step?.kind
      ?? (v.solved ? 'solved' : v.wrong ? 'WRONG' : v.undecided ? 'undecided' : 'error');
    const empty = [];
    for (let i = 0; i < 5; i++) {
      const { value, roundTrip } = await call('zebra_hint', text, '');
      empty.push({ ms: value.ms, roundTrip, kind: answerKind(value) });
    }
    for (const lines of grids) {
      const { value, roundTrip } = await call('zebra_hint', text, lines.map((l) => `${l}\n`).join(''));
      timed.push({ ms: value.ms, roundTrip, kind: answerKind(value), marks: lines.length });
    }
    const n = report.positions.length;
    const m = report.attributes.length;
    const byMs = (a, b) => a.ms - b.ms;
    empty.sort(byMs);
    timed.sort(byMs);
    const mid = (list) => list[Math.floor(list.length / 2)];
    const worst = timed.at(-1);
    const kinds = {};
    for (const t of timed) kinds[t.kind] = (kinds[t.kind] || 0) + 1;
    console.log(`${stem} (${n}x${m}, ${facts.length} facts):`);
    console.log(`  empty grid, 5 runs: median ${fmt(mid(empty).ms)} ms, worst ${fmt(empty.at(-1).ms)} ms `
      + `(${mid(empty).kind}); round trip median ${fmt(mid(empty).roundTrip)} ms`);
    const marks = timed.map((t) => t.marks);
    console.log(`  ${timed.length} random correct partial grids (${Math.min(...marks)}–${Math.max(...marks)} marks): `
      + `median ${fmt(mid(timed).ms)} ms, worst ${fmt(worst.ms)} ms (${worst.kind}, ${worst.marks} marks); `
      + `round trip median ${fmt(mid(timed).roundTrip)} ms`);
    console.log(`  answers: ${Object.entries(kinds).map(([k, c]) => `${c} ${k}`).join(', ')}`);

    // Random subsets rarely leave only a hypothesis to find; the explanation's own grids do:
    // every conclusion of its first k steps as marks, for each k whose next step is one.
    const { value: solved } = await call('zebra_solve', text);
    const steps = solved.steps || [];
    let prefix = '';
    const before = [];
    // And every grid where even a hypothesis finds nothing (the hint is a search-backed
    // placement, the slowest kind: the whole failed hypothesis pass, then the search).
    const beforeSearch = [];
    steps.forEach((step) => {
      if (step.kind === 'hypothesis' && before.length < HYPOTHESES) before.push(prefix);
      if (step.kind === 'search') beforeSearch.push(prefix);
      prefix += stepLines(report, step).map((l) => `${l}\n`).join('');
    });
    const timeEach = async (list) => {
      const out = [];
      for (const marksText of list) {
        const { value } = await call('zebra_hint', text, marksText);
        out.push({ ms: value.ms, kind: answerKind(value) });
      }
      out.sort(byMs);
      const counts = {};
      for (const t of out) counts[t.kind] = (counts[t.kind] || 0) + 1;
      const answers = Object.entries(counts).map(([k, c]) => `${c} ${k}`).join(', ');
      return `median ${fmt(mid(out).ms)} ms, worst ${fmt(out.at(-1).ms)} ms (answers: ${answers})`;
    };
    if (!before.length) {
      console.log('  (its explanation has no hypothesis)');
    } else {
      console.log(`  ${before.length} grids of its explanation just before a hypothesis: ${await timeEach(before)}`);
    }
    if (beforeSearch.length) {
      console.log(`  ${beforeSearch.length} grids of its explanation just before a search-backed placement: `
        + `${await timeEach(beforeSearch)}`);
    }
  }
  await page.context().close();
}

// Run last: the helpers above are constants, defined only once their lines have run.
const server = await serve();
const browser = await launch();
if (only !== '--hints') await marks();
if (only !== '--marks') await hints();
await browser.close();
server.stop();
