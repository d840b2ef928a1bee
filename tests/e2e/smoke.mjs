import { serve, launch, openPage, appReady, screenshot } from './harness.mjs';
const server = await serve();
const browser = await launch();
const page = await openPage(browser, server.url + (process.argv[2] || ''), process.argv[3] ? { viewport: { width: 390, height: 844 } } : {});
if (!process.env.NOREADY) await appReady(page);
await page.waitForTimeout(Number(process.env.WAIT || 300));
if (process.env.CLICK) { await page.click(process.env.CLICK); await page.waitForTimeout(Number(process.env.WAIT2 || 500)); }
console.log(await screenshot(page, process.env.NAME || 'smoke'));
console.log(page.problems);
console.log(await page.evaluate(() => document.querySelector('[data-testid=cube3d]')?.dataset.facelets), await page.evaluate(() => document.querySelector('[data-testid=solution]')?.textContent));
await browser.close(); server.stop();
