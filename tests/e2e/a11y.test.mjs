// Accessibility audit: axe-core (the engine behind browsers' accessibility panels) runs on
// every page and state in PAGES below, in each of VIEWS (light and dark colour schemes, a
// desktop and a phone width), and a test fails on any violation, naming the rule and the
// elements. To audit a new state, add a row to PAGES: a name, a URL and a `settle(page)`
// that brings the page to the state and waits for it (on the condition itself, never a delay).
//
// axe is added to every frame of the page with an init script (which a page's
// Content-Security-Policy does not block), so the iframe on the tutorial page is audited too.
// All of axe's rules run except the experimental ones: WCAG 2.0, 2.1 and 2.2 A and AA, and
// best practices (docs/accessibility.md lists them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useBrowser, openPage, appReady } from './harness.mjs';

let server;
let browser;
useBrowser((s, b) => { server = s; browser = b; });

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const VIEWS = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1200, height: 900 } },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1200, height: 900 } },
  { name: 'phone', colorScheme: 'light', viewport: { width: 390, height: 844 } },
  { name: 'phone-dark', colorScheme: 'dark', viewport: { width: 390, height: 844 } },
];

const HARD = 'RFFFBLDRUULDLFRRUULBDBDB';
const CLASSIC = 'R B G Y B Y; R G G Y B B; Y B R G Y R; Y G B R R R';
const sel = (id) => `[data-testid="${id}"]`;
const testid = (page, id) => page.locator(`section[role="tabpanel"]:not([hidden]) ${sel(id)}`);

/** Waits until every custom element on the page (or in `scope`) has shown its first answer. */
const elementsReady = (page) => page.waitForFunction(() =>
  [...document.querySelectorAll('pocket-cube, insanity-column, zebra-puzzle')]
    .every((e) => e.dataset.state === 'ready' || e.dataset.state === 'error'), null, { timeout: 30000 });

/** The pocket tool once the field's cube is shown. */
const pocketChecked = (page) => page.waitForSelector(`${sel('pocket-tool')}[data-checked="true"]`);
const zebraChecked = (page) => page.waitForSelector(`${sel('zebra-tool')}[data-checked="true"]`);

/** Stops playback at the end, so the audit sees a still page. */
async function playedToEnd(page) {
  await testid(page, 'to-end').click();
  await page.waitForFunction(() => document.querySelector('.player').dataset.playing === 'false');
}

export const PAGES = [
  { name: 'pocket, first view', url: '?puzzle=pocket', settle: pocketChecked },
  {
    name: 'pocket, solved and every solution listed',
    url: `?puzzle=pocket&facelets=${HARD}`,
    async settle(page) {
      await pocketChecked(page);
      await page.click(sel('solve'));
      await page.waitForFunction(() => /^Optimal/.test(document.querySelector('[data-testid="summary"]').textContent));
      await playedToEnd(page);
      await page.click(sel('all-solutions'));
      await page.waitForSelector(sel('solution-option-0'));
    },
  },
  {
    name: 'pocket, a twisted corner (error)',
    url: '?puzzle=pocket&facelets=UUUFLLFRURBBLLFFRRBBDDDD',
    async settle(page) {
      await pocketChecked(page);
      await page.waitForSelector(`${sel('error')}:not([hidden])`);
    },
  },
  {
    name: 'pocket, 23 stickers typed (error, the net greyed)',
    url: '?puzzle=pocket&facelets=UUUULLFFRRBBLLFFRRBBDDD',
    async settle(page) {
      await pocketChecked(page);
      await page.waitForSelector(`${sel('error')}:not([hidden])`);
    },
  },
  {
    // Solve it yourself: own marks, their consequences, two wrong marks outlined and listed.
    name: 'zebra play, marks checked (which are wrong)',
    url: `?puzzle=zebra&play=1&marks=${encodeURIComponent('Norwegian is in 1\nBrit is in 2\nDane is not in 2\nred is not Swede')}`,
    async settle(page) {
      await page.waitForSelector(`${sel('zebra-play')}[data-settled="true"][data-marks="4"]`);
      await page.click(sel('zebra-play-check'));
      await page.waitForSelector(`${sel('zebra-play')}[data-checked]`);
      await page.click(sel('zebra-play-check'));
      await page.waitForSelector(`${sel('zebra-play-wrong')}:not([hidden])`);
    },
  },
  {
    name: 'zebra play, a hint (where to look)',
    url: `?puzzle=zebra&play=1&marks=${encodeURIComponent('Norwegian is in 1')}`,
    async settle(page) {
      await page.waitForSelector(`${sel('zebra-play')}[data-settled="true"][data-marks="1"]`);
      await page.click(sel('zebra-play-hint'));
      await page.waitForSelector(`${sel('zebra-play-hint-text')}[data-level="1"]`);
    },
  },
  {
    // A mark just made (read out), its consequences drawn, and a hint's sentence shown.
    name: 'zebra play, what follows (a hint\'s sentence) after a mark',
    url: `?puzzle=zebra&play=1&marks=${encodeURIComponent('Norwegian is in 1')}`,
    async settle(page) {
      await page.waitForSelector(`${sel('zebra-play')}[data-settled="true"][data-marks="1"]`);
      await page.click(`${sel('zebra-play-block-positions')} td[data-key="2.2@2"]`);
      await page.waitForSelector(`${sel('zebra-play')}[data-settled="true"][data-marks="2"]`);
      await page.click(sel('zebra-play-hint'));
      await page.waitForSelector(`${sel('zebra-play-hint-text')}[data-level="1"]`);
      await page.click(sel('zebra-play-hint'));
      await page.waitForSelector(`${sel('zebra-play-hint-text')}[data-level="2"]`);
    },
  },
  {
    name: 'tutorial, <zebra-puzzle play> pointing at a hint',
    url: 'tutorial.html',
    async settle(page) {
      await elementsReady(page);
      const play = (s) => page.locator(`#play ${s}`);
      await play(`${sel('zebra-play')}[data-settled="true"]`).waitFor();
      await play(sel('zebra-play-hint')).click();
      await play(`${sel('zebra-play-hint-text')}[data-level="1"]`).waitFor();
      await page.frameLocator('#frame').locator('pocket-cube[data-state="ready"]').waitFor({ timeout: 30000 });
    },
  },
  { name: 'insanity, first view', url: '?puzzle=insanity', settle: (page) => page.waitForSelector('.ii-net') },
  {
    name: 'insanity, solved',
    url: '?puzzle=insanity',
    async settle(page) {
      await page.waitForSelector('.ii-net');
      await page.click(sel('insanity-solve'));
      await page.waitForFunction(() => /^1 solution/.test(document.querySelector('[data-testid="insanity-summary"]').textContent.trim()));
    },
  },
  {
    name: 'insanity, a text error',
    url: '?puzzle=insanity',
    async settle(page) {
      await page.waitForSelector('.ii-net');
      await page.fill(sel('insanity-text'), 'Cube Front Back Left Right Top Bottom\n1 R B G Y B Y\n2 R G G Y\n');
      await page.waitForSelector(`${sel('insanity-error')}:not([hidden])`);
    },
  },
  {
    name: 'insanity, no solution and its obstacle',
    url: '?puzzle=insanity',
    async settle(page) {
      await page.fill(sel('insanity-text'), 'R R R R R R\nR R R R R R\nG B Y G B Y\n');
      await page.waitForFunction(() => document.querySelectorAll('.ii-net').length === 3);
      await page.click(sel('insanity-solve'));
      await page.waitForFunction(() => document.querySelector('[data-testid="insanity-tool"]').dataset.obstacle === 'done');
    },
  },
  { name: 'zebra, first view', url: '?puzzle=zebra', settle: zebraChecked },
  {
    name: 'zebra, solved',
    url: '?puzzle=zebra',
    async settle(page) {
      await zebraChecked(page);
      await page.click(sel('zebra-solve'));
      await page.waitForSelector(`${sel('zebra-status')}[data-status="unique"]`);
    },
  },
  {
    name: 'zebra, explanation at step 20',
    url: '?puzzle=zebra',
    async settle(page) {
      await zebraChecked(page);
      await page.click(sel('zebra-explain-start'));
      // Twenty steps Next shows (a step that only rules out pairs is folded into its user).
      for (let i = 1; i <= 20; i++) {
        const before = await page.textContent(sel('zebra-step-counter'));
        await page.click(sel('zebra-next'));
        await page.waitForFunction((b) => document.querySelector('[data-testid="zebra-step-counter"]').textContent !== b,
          before);
      }
    },
  },
  {
    name: 'zebra, a misspelt value (error)',
    url: '?puzzle=zebra',
    async settle(page) {
      await zebraChecked(page);
      const text = (await page.inputValue(sel('zebra-text'))).replace('Brit is red', 'Brit is redd');
      await page.fill(sel('zebra-text'), text);
      await page.waitForSelector(`${sel('zebra-error')}:not([hidden])`);
    },
  },
  {
    name: 'zebra, a contradiction',
    url: '?puzzle=zebra',
    async settle(page) {
      await zebraChecked(page);
      await page.fill(sel('zebra-text'), `${(await page.inputValue(sel('zebra-text'))).trimEnd()}\nNorwegian is in 2\n`);
      await zebraChecked(page);
      await page.click(sel('zebra-solve'));
      await page.waitForSelector(`${sel('zebra-status')}[data-status="none"]`);
    },
  },
  {
    name: 'tutorial',
    url: 'tutorial.html',
    async settle(page) {
      await elementsReady(page);
      await page.frameLocator('#frame').locator('pocket-cube[data-state="ready"]').waitFor({ timeout: 30000 });
    },
  },
  { name: 'embed.html, pocket', url: `embed.html?puzzle=pocket&facelets=${HARD}`, settle: elementsReady },
  { name: 'embed.html, insanity', url: `embed.html?puzzle=insanity&graph&cubes=${encodeURIComponent(CLASSIC)}`, settle: elementsReady },
  { name: 'embed.html, zebra', url: 'embed.html?puzzle=zebra', settle: elementsReady },
  { name: 'host page with the three elements (one in its error state)', url: 'test/host.html', settle: elementsReady },
];

/** Runs axe on the page as it is; resolves to readable lines, one per violating element. */
async function audit(page) {
  const result = await page.evaluate(async () => {
    // Nothing may still be turning or fading: colour contrast is measured on what is painted.
    await Promise.all(document.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {})));
    // No CSSOM preload: only the experimental css-orientation-lock rule reads it, and axe
    // fetches a shadow root's @import against the page's address instead of the sheet's.
    const r = await window.axe.run(document, { resultTypes: ['violations'], preload: { assets: ['media'] } });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: JSON.stringify(n.target), summary: n.failureSummary })),
    }));
  });
  return result.flatMap((v) => v.nodes.map((n) =>
    `${v.id} (${v.impact}: ${v.help}) at ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`));
}

/** Opens `url` in a view with axe injected into every frame, and settles it. */
export async function openAudited(url, view, settle) {
  const page = await openPage(browser, null, { viewport: view.viewport, context: { colorScheme: view.colorScheme } });
  await page.context().addInitScript({ content: AXE_SOURCE });
  await page.goto(`${server.url}${url}`);
  if (!url.startsWith('test/') && !url.startsWith('embed') && !url.startsWith('tutorial')) await appReady(page);
  await settle(page);
  return page;
}

// While fixing: A11Y_ONLY=zebra,tutorial audits only the states whose names contain one of
// those words, and
// A11Y_VIEWS=light,phone only those views.
const only = process.env.A11Y_ONLY;
const views = process.env.A11Y_VIEWS ? VIEWS.filter((v) => process.env.A11Y_VIEWS.split(',').includes(v.name)) : VIEWS;

for (const entry of PAGES) {
  if (only && !only.split(',').some((part) => entry.name.includes(part))) continue;
  test(`axe: ${entry.name}`, async () => {
    const found = [];
    for (const view of views) {
      const page = await openAudited(entry.url, view, entry.settle);
      for (const line of await audit(page)) found.push(`[${view.name}] ${line}`);
      assert.deepEqual(page.problems, [], `${view.name}: the page logged problems`);
      await page.context().close();
    }
    assert.equal(found.length, 0, `axe found ${found.length} violations on "${entry.name}":\n  ${found.join('\n  ')}`);
  });
}
