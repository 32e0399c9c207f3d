// Critical CSS (scripts/lib/critical-css.mjs) on a small site: which rules a page gets
// inline, and how its stylesheet then loads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from '../../scripts/lib/critical-css.mjs';

const STYLESHEET = [
  '.space-y-3{display:block}',
  ':where(.space-y-3>:not(:last-child)){margin-bottom:12px}',
  '.\\[\\&\\>\\*\\+\\*\\]\\:mt-4>*+*{margin-top:16px}',
  '.header-solid\\:bg-white:where([data-header-style=solid],html:has(:target) [data-header-style]){background:#fff}',
  '.anchored\\:shadow:where(html:has(:target) *){box-shadow:0 1px 2px #000}',
  'html:lang(en) header>a{width:4rem}',
  '.card::before{content:""}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.menu:is(:popover-open){display:block}',
  '.unused{color:red}',
].join('\n');
const PAGE = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title><link rel="stylesheet" href="/_astro/site.css"></head><body>` +
  '<header data-header-style="solid" class="header-solid:bg-white"><a href="/">x</a></header>' +
  '<ul class="space-y-3"><li>a</li><li>b</li></ul><div class="[&amp;&gt;*+*]:mt-4"><p>a</p><p>b</p></div>' +
  '<div id="contact" class="card hover:underline menu anchored:shadow">c</div><script type="module" src="/_astro/page.js"></script></body></html>';

let dist: string;
const page = (path: string) => readFileSync(join(dist, path), 'utf8');
const critical = (html: string) => /<style data-critical>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  for (const dir of ['_astro', 'en', 'admin']) mkdirSync(join(dist, dir));
  writeFileSync(join(dist, '_astro', 'site.css'), STYLESHEET);
  writeFileSync(join(dist, 'index.html'), PAGE('zh-CN'));
  writeFileSync(join(dist, 'en', 'index.html'), PAGE('en'));
  writeFileSync(join(dist, 'admin', 'index.html'), PAGE('zh-CN'));
  await inlineCriticalCss(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('critical CSS', () => {
  it("inlines the rules the page's elements use, Tailwind's :where() and escaped class names included", () => {
    const css = critical(page('index.html'));
    expect(css).toContain(':where(.space-y-3>:not(:last-child))');
    expect(css).toContain('mt-4>*+*{margin-top:16px}');
    expect(css).toContain('.header-solid\\:bg-white:where(');
    expect(css).toContain('.card::before');
    // A page opened at one of its anchors (/#contact) paints with :target.
    expect(css).toContain('.anchored\\:shadow:where(html:has(:target) *)');
    expect(css).not.toContain('.unused');
    expect(critical(page('en/index.html'))).toContain('header>a{width:4rem}');
    expect(css).not.toContain('header>a');
  });

  it('leaves out the rules of states the first paint cannot have', () => {
    const css = critical(page('index.html'));
    expect(css).not.toContain(':hover');
    expect(css).not.toContain(':popover-open');
  });

  it('moves the stylesheet to the end of the body, with no script, and leaves the admin app alone', () => {
    const html = page('index.html');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>[\s\S]*<\/head>/);
    expect(html).toMatch(/<\/script><link rel="stylesheet" href="\/_astro\/site\.css"><\/body>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(page('admin/index.html')).toBe(PAGE('zh-CN'));
  });
});
