// The page-weight check itself (scripts/lib/page-weight.ts) on a small made-up
// dist/, so a green run over the real build means something.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  chineseCapableFonts,
  CSS_BUDGET_BYTES,
  formatReport,
  HTML_BUDGET_BYTES,
  measurePages,
} from '../../scripts/lib/page-weight.ts';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'page-weight-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

const island = (component: string) =>
  `<astro-island uid="a" component-url="${component}" renderer-url="/_astro/client.js" props="{&quot;a&quot;:[0,1]}" ssr client="idle"></astro-island>`;

const SITE = {
  'index.html': `<html><head><script type="module" src="/_astro/entry.js"></script>
    <link rel="modulepreload" href="/_astro/pre.js"><link rel="stylesheet" href="/_astro/x.css"></head>
    <body>${island('/_astro/Header.js')}<script type="module">import "/_astro/inline.js";</script>
    <script>(()=>{let a=1})()</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`,
  'en/about/index.html': `<html><body>${island('../../_astro/Header.js')}</body></html>`,
  'admin/index.html': `<html><body>${island('/_astro/Admin.js')}</body></html>`,
  '_astro/entry.js': 'export const a = 1;',
  '_astro/pre.js': 'export const b = 2;',
  '_astro/inline.js': 'import "./shared.js";',
  '_astro/client.js': 'import { r } from "./react.js"; export default r;',
  '_astro/react.js': 'export const r = 1;',
  '_astro/Header.js': 'import { s } from "./shared.js"; import "./shared.js"; export default () => import("./lazy.js");',
  '_astro/shared.js': 'export const s = 1;',
  '_astro/lazy.js': 'import "./deep.js"; console.log(import.meta.url);',
  '_astro/deep.js': 'export {};',
  '_astro/Admin.js': 'import "./admin-table.js"; import "./react.js"; export default 1;',
  '_astro/admin-table.js': 'export {};',
  '_astro/x.css': 'body { color: #123; }',
};

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('page weight', () => {
  it('follows every way a page loads JavaScript, counting each file once (JSON-LD is data, not JavaScript)', () => {
    const report = measurePages(build(SITE));
    expect(report.pages.map((page) => page.page)).toEqual(['/', '/en/about/']);
    const home = report.pages[0]!;
    expect(home.files).toEqual(
      ['client', 'deep', 'entry', 'Header', 'inline', 'lazy', 'pre', 'react', 'shared'].map((name) => `_astro/${name}.js`).sort(),
    );
    expect(home.fileBytes).toBe(home.files.reduce((sum, file) => sum + gz(SITE[file as keyof typeof SITE]), 0));
    expect(home.inlineBytes).toBe(gz('import "/_astro/inline.js";') + gz('(()=>{let a=1})()'));
    expect(report.pages[1]!.files).toHaveLength(6);
    expect(report.adminPages).toEqual(['/admin/']);
    expect(report.adminLeaks).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(formatReport(report, dist).ok).toBe(true);
  });

  it('finds admin code a public page reaches, and only that', () => {
    const report = measurePages(build({ ...SITE, '_astro/deep.js': 'export const load = () => import("./Admin.js");' }));
    expect(report.adminLeaks).toEqual(
      ['/', '/en/about/'].flatMap((page) => ['_astro/Admin.js', '_astro/admin-table.js'].map((file) => ({ page, file }))),
    );
    const { text, ok } = formatReport(report, dist);
    expect(ok).toBe(false);
    expect(text).toContain('/en/about/ loads _astro/admin-table.js');
  });

  it('finds admin code the bundler put into a chunk a public island shares', () => {
    const shared = 'export const s = 1; localStorage.getItem("adminToken");';
    const report = measurePages(build({ ...SITE, '_astro/shared.js': shared }));
    expect(report.adminLeaks).toEqual([
      { page: '/', file: '_astro/shared.js' },
      { page: '/en/about/', file: '_astro/shared.js' },
    ]);
    expect(formatReport(report, dist).ok).toBe(false);
  });

  it('fails over the budget and on imports it cannot follow', () => {
    const big = Array.from({ length: 30_000 }, (_, i) => `export const v${i} = ${i * 7919};`).join('\n');
    const heavy = measurePages(build({ ...SITE, '_astro/deep.js': big }));
    expect(heavy.pages[0]!.total).toBeGreaterThan(BUDGET_BYTES);
    expect(formatReport(heavy, dist)).toMatchObject({ ok: false, text: expect.stringContaining('OVER: JS') });
    rmSync(dist, { recursive: true });

    const broken = measurePages(
      build({ ...SITE, '_astro/deep.js': 'import "./gone.js"; import "react"; const n = "x"; import(n);' }),
    );
    expect(broken.problems).toEqual([
      '_astro/deep.js loads ./gone.js, which dist/ does not hold',
      '_astro/deep.js imports "react", which a browser cannot resolve',
      '_astro/deep.js has an import() whose target is computed: cannot follow it',
    ]);
    expect(formatReport(broken, dist).ok).toBe(false);
  });

  it('counts the CSS and the HTML of each page against their budgets', () => {
    const report = measurePages(build(SITE));
    const home = report.pages[0]!;
    expect(home.cssBytes).toBe(gz(SITE['_astro/x.css']));
    expect(home.htmlBytes).toBe(gz(SITE['index.html']));
    rmSync(dist, { recursive: true });

    // The critical CSS copies the stylesheet's rules: it weighs in the HTML, not a second time as CSS.
    const withCritical = SITE['index.html'].replace(
      '<head>',
      '<head><style data-critical>body{color:#123}</style><style>p{margin:0}</style>',
    );
    const critical = measurePages(build({ ...SITE, 'index.html': withCritical })).pages[0]!;
    expect(critical.cssBytes).toBe(gz(SITE['_astro/x.css']) + gz('p{margin:0}'));
    expect(critical.htmlBytes).toBe(gz(withCritical));
    rmSync(dist, { recursive: true });

    // Random text does not compress: past each budget once gzipped.
    const noise = (bytes: number) => Array.from({ length: bytes / 8 }, () => Math.random().toString(36).slice(2, 10)).join('');
    const bloated = measurePages(
      build({
        ...SITE,
        '_astro/x.css': `/* ${noise(CSS_BUDGET_BYTES * 2)} */`,
        'en/about/index.html': `<html><body><p>${noise(HTML_BUDGET_BYTES * 2)}</p></body></html>`,
      }),
    );
    const { text, ok } = formatReport(bloated, dist);
    expect(ok).toBe(false);
    expect(text).toMatch(/^\/ .*OVER: CSS$/m);
    expect(text).toMatch(/^\/en\/about\/ .*OVER: HTML$/m);
  });

  it('fails a page that loads a font able to draw Chinese, and only such a font', () => {
    const faces = `
      @font-face { font-family: Brand; src: url(/_astro/brand-latin.woff2) format("woff2"); unicode-range: U+0000-00FF, U+2013; }
      @font-face { font-family: Brand; src: url('/_astro/brand-all.woff2'); }
      @font-face { font-family: Han; src: url("/_astro/han.woff2"); unicode-range: U+4E??; }`;
    expect(chineseCapableFonts(faces, ['/_astro/brand-latin.woff2', '/_astro/other.woff2'])).toEqual([
      '/_astro/brand-all.woff2',
      '/_astro/han.woff2',
      '/_astro/other.woff2',
    ]);
    const report = measurePages(build({ ...SITE, '_astro/x.css': faces }));
    expect(report.pages[0]!.cjkFonts).toEqual(['/_astro/brand-all.woff2', '/_astro/han.woff2']);
    const { text, ok } = formatReport(report, dist);
    expect(ok).toBe(false);
    expect(text).toContain('/ loads a font for Chinese text: /_astro/han.woff2');
  });
});
