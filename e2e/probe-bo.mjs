import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3270';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1440]) {
  for (const lang of ['zh', 'en']) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('console.locale', l), lang);
    const page = await context.newPage();
    await page.goto(origin + '/sign-in');
    await page.locator('input').nth(0).fill('probe');
    await page.locator('input[type=password]').fill('probe password 123');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.includes('sign-in'));
    for (const path of ['/', '/areas/parts', '/areas/products', '/audit', '/users']) {
      await page.goto(origin + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const r = await page.evaluate(() => {
        const wide = document.documentElement.scrollWidth;
        const latin = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const n = walker.currentNode; const text = n.textContent.trim();
          if (!/[A-Za-z]/.test(text)) continue;
          const el = n.parentElement; if (!el || !el.checkVisibility?.() ) continue;
          if (el.closest('[lang="en"],code,script,style')) continue;
          latin.push(text.slice(0, 80));
        }
        const off = [...document.querySelectorAll('button,a,input,[role=combobox]')].filter((e) => { const b = e.getBoundingClientRect(); return b.width > 0 && (b.right > innerWidth + 1 || b.left < -1); }).map((e) => (e.textContent || e.getAttribute('aria-label') || e.tagName).slice(0, 40));
        return { wide, latin: [...new Set(latin)], off };
      });
      console.log(width, lang, path, 'width', r.wide, 'off', JSON.stringify(r.off), lang === 'zh' ? 'latin ' + JSON.stringify(r.latin) : '');
    }
    await context.close();
  }
}
await browser.close();
