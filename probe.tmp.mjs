import { chromium } from '@playwright/test';
const [,, ...args] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const arg of args) {
  const [path, w] = arg.split('@');
  await page.goto('http://localhost:21905' + path);
  await page.waitForTimeout(800);
  await page.setViewportSize({ width: +w, height: 900 });
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const res = [`scrollWidth ${document.documentElement.scrollWidth} / ${W}`];
    const clips = (el) => { for (let p = el.parentElement; p; p = p.parentElement) { const s = getComputedStyle(p); if (s.overflowX !== 'visible') return true; } return false; };
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > W + 0.5 && !clips(el) && el.checkVisibility()) res.push(`${el.tagName} .${[...el.classList].join('.')} right=${Math.round(r.right)} w=${Math.round(r.width)} "${(el.textContent||'').trim().slice(0,40)}"`);
    }
    const header = document.querySelector('header[data-header-style]');
    for (const c of header.querySelectorAll('a,button')) { const r = c.getBoundingClientRect(); if (r.width>1 && c.checkVisibility() && (r.right > W || r.left < 0)) res.push(`HEADER ${c.tagName} "${(c.textContent||c.getAttribute('aria-label')).trim().slice(0,30)}" ${Math.round(r.left)}-${Math.round(r.right)}`); }
    return res;
  });
  console.log(`== ${arg}\n` + out.slice(0, 25).join('\n'));
}
await browser.close();
