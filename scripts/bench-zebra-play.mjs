// Prints how long a mark takes in "Solve it yourself" on generated 5x5, 8x8 and 10x10 puzzles:
// the page's own synchronous work per click (the grid redrawn), a bare zebra_marks_state round
// trip, and click → consequences drawn (median of 15). Needs a built dist/: node scripts/bench-zebra-play.mjs
import { serve, launch, openPage, appReady } from '../tests/e2e/harness.mjs';
const server = await serve();
const browser = await launch();
for (const [n, m] of [[5, 5], [8, 8], [10, 10]]) {
  const page = await openPage(browser, `${server.url}?puzzle=zebra`);
  await appReady(page);
  const r = await page.evaluate(async ([base, n, m]) => (await import(`${base}rpc.js`)).call('zebra_generate', n, m, 7), [server.url, n, m]);
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
        if (Number(play.dataset.version) > v && play.dataset.settled === 'true') { seen.disconnect(); resolve(performance.now() - t0); }
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
  for (let i = 0; i < 15; i++) rt.push(await page.evaluate(async ([base, t]) => { const { call } = await import(`${base}rpc.js`); const t0 = performance.now(); await call('zebra_marks_state', t, ''); return performance.now() - t0; }, [server.url, r.text]));
  rt.sort((a, b) => a - b);
  console.log(`${n}x${m}: ${keys.length} cells, click → consequences drawn: median ${times[7].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
  console.log(`  page's own work per click (synchronous, redraw included): median ${sync[7].toFixed(1)} ms; zebra_marks_state round trip alone: median ${rt[7].toFixed(1)} ms`);
  await page.context().close();
}
await browser.close(); server.stop();
