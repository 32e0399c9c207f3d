// Screenshots for a visual check: `npm run build`, then
// `npx tsx scripts/screenshots.ts [filter]` for the site shell, or
// `npx tsx scripts/screenshots.ts /about/ /solution/ ...` for whole pages at 390,
// 1280 and 1440 px. PNGs go to .screenshots/ (gitignored), named {locale}-{width}-{shot}.png;
// a filter keeps only names containing it. Pages are served from dist/ without the
// API; SCREENSHOT_ORIGIN=http://localhost:8888 shoots a running `npm run preview`
// instead, so the news lists show articles.
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { repoRoot } from './lib/paths.ts';

const OUT = join(repoRoot, '.screenshots');
const pagePaths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const filter = pagePaths.length > 0 ? '' : (process.argv[2] ?? '');

type Shot = { name: string; path: string; widths?: number[]; full?: boolean; act?: (page: Page) => Promise<void> };

const hover = (label: RegExp) => async (page: Page) => {
  await page
    .getByRole('navigation', { name: /main navigation|主导航/i })
    .getByRole('link', { name: label })
    .hover();
  await page.waitForTimeout(250);
};
const click = (name: RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  await page.waitForTimeout(250);
};

const SHELL_SHOTS: Shot[] = [
  { name: 'home-top', path: '/', widths: [390, 1024, 1440] },
  {
    name: 'home-scrolled',
    path: '/',
    act: async (page) => {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(400);
    },
  },
  { name: 'home-full', path: '/', full: true },
  { name: 'mega-products', path: '/', widths: [1024, 1440], act: hover(/产品与服务|Products/) },
  { name: 'mega-solutions', path: '/', widths: [1024, 1440], act: hover(/解决方案|Solutions/) },
  { name: 'mega-news', path: '/', widths: [1024, 1440], act: hover(/新闻中心|News Center/) },
  { name: 'search', path: '/', act: click(/搜索资讯|Search news/) },
  { name: 'language', path: '/', widths: [1440], act: click(/切换语言|Change language/) },
  { name: 'service', path: '/', act: click(/在线客服|Customer service/) },
  { name: 'mobile-menu', path: '/', widths: [390], act: click(/打开菜单|Open menu/) },
  {
    name: 'mobile-menu-products',
    path: '/',
    widths: [390],
    act: async (page) => {
      await click(/打开菜单|Open menu/)(page);
      await page.getByRole('button', { name: /产品与服务|Products/ }).click();
      await page.waitForTimeout(200);
    },
  },
  {
    name: 'footer',
    path: '/',
    act: async (page) => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    },
  },
  { name: '404', path: '/no-such-page', full: true },
  { name: 'privacy', path: '/privacy', full: true },
];
const SHOTS: Shot[] =
  pagePaths.length > 0
    ? pagePaths.map((path) => ({
        name: path.slice(1).replace(/\/$/, '').replaceAll('/', '_') || 'home',
        path,
        widths: [390, 1280, 1440],
        full: true,
      }))
    : SHELL_SHOTS;

// Pages only, no functions: a plain static server over dist/ (404 page per language prefix).
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const dist = join(repoRoot, 'dist');
async function fileFor(pathname: string): Promise<string | undefined> {
  const base = join(dist, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  for (const candidate of [base, join(base, 'index.html')]) {
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}
const http = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = await fileFor(pathname);
  if (file) {
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
    return;
  }
  const notFound = join(dist, pathname.startsWith('/en/') ? 'en/404/index.html' : '404.html');
  res.writeHead(404, { 'Content-Type': TYPES['.html'] }).end(await readFile(notFound));
});
// Any free port: a fixed one might belong to someone else's test run.
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as { port: number };
const server = {
  url: process.env.SCREENSHOT_ORIGIN || `http://localhost:${port}`,
  close: () => new Promise<void>((resolve) => http.close(() => resolve())),
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
if (!filter && pagePaths.length === 0) await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
try {
  for (const locale of ['zh', 'en'] as const) {
    for (const width of [390, 1024, 1280, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
      const page = await context.newPage();
      for (const shot of SHOTS) {
        const file = `${locale}-${width}-${shot.name}.png`;
        if (!(shot.widths ?? [390, 1440]).includes(width)) continue;
        if (filter && !file.includes(filter)) continue;
        const path = locale === 'en' ? (shot.path === '/' ? '/en/' : `/en${shot.path}`) : shot.path;
        try {
          await page.goto(`${server.url}${path}`);
          // client:visible islands hydrate once scrolled to; whole-page shots scroll through first.
          await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
          if (shot.full) {
            for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
              await page.evaluate((top) => window.scrollTo(0, top), y);
              await page.waitForTimeout(50);
            }
            await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(300);
          }
          await shot.act?.(page);
          if (shot.name === 'footer') await page.locator('footer').screenshot({ path: join(OUT, file) });
          else await page.screenshot({ path: join(OUT, file), fullPage: shot.full ?? false });
          console.log(file);
        } catch (error) {
          console.error(`${file} failed: ${(error as Error).message.split('\n')[0]}`);
          process.exitCode = 1;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
