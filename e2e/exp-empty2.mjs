import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
await page.addInitScript(() => {
  window.__empty = [];
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (main && !main.textContent.trim()) window.__empty.push(Math.round(performance.now()));
  }).observe(document, { childList: true, subtree: true, characterData: true });
});
await page.route(/__federation_expose/, async (route) => { await new Promise(r => setTimeout(r, 5000)); await route.continue(); });
await page.goto('http://localhost:3000' + (process.argv[2] ?? '/en/news'));
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
await page.evaluate(() => window.dispatchEvent(new Event('site:stale-build')));
await page.waitForTimeout(6000);
console.log('empty at:', await page.evaluate(() => window.__empty), await page.evaluate(() => ({ ...document.documentElement.dataset })));
await browser.close();
