// What each built page weighs, gzipped: its JavaScript (following every import),
// its CSS and its HTML; whether a public page reaches the admin app's code, and
// whether it loads a font file that would draw Chinese text (a CJK font is
// megabytes; the site uses the visitor's own). docs/DEVELOPMENT.md, 'Weight of
// the public pages'. Reads only dist/: the HTML gives each page's entry scripts and
// stylesheets, es-module-lexer follows every static and dynamic import.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initSync, parse as parseModule } from 'es-module-lexer';
import { ELEMENT_NODE, parse as parseHtml, walkSync, type ElementNode } from 'ultrahtml';

/** At most this much gzipped JavaScript per public page, React included. */
export const BUDGET_BYTES = 80 * 1024;
/** At most this much gzipped CSS per public page, linked and inline. */
export const CSS_BUDGET_BYTES = 20 * 1024;
/** At most this much gzipped HTML per public page. */
export const HTML_BUDGET_BYTES = 40 * 1024;

export interface PageWeight {
  /** The page's URL path (`/en/about/`). */
  page: string;
  /** Every JavaScript file the page loads, relative to dist (`_astro/client.x.js`). */
  files: string[];
  /** Gzip size of those files, each counted once. */
  fileBytes: number;
  /** Gzip size of the page's inline scripts (Astro's island runtime and ours). */
  inlineBytes: number;
  total: number;
  /** Gzip size of the page's stylesheets and inline styles. */
  cssBytes: number;
  htmlBytes: number;
  /** Font files the page loads that can draw Chinese text. */
  cjkFonts: string[];
}

export interface WeightReport {
  /** Public pages, the heaviest first. */
  pages: PageWeight[];
  adminPages: string[];
  /** A public page that loads a file only the admin pages need, or one holding admin code. */
  adminLeaks: { page: string; file: string }[];
  /** Imports the check cannot follow: a broken build or an unknown kind of loading. */
  problems: string[];
}

interface PageEntries {
  urls: string[];
  /** The islands' component URLs (also in `urls`). */
  islands: string[];
  inline: { code: string; module: boolean }[];
  stylesheets: string[];
  inlineStyles: string[];
  /** Fonts preloaded by a `<link rel="preload" as="font">`. */
  fontPreloads: string[];
}

/** Whether a <script type> runs (HTML: no type, a JavaScript MIME type or `module`); any other type is data. */
const isJavaScript = (type: string | undefined) =>
  type === undefined || /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i.test(type.trim());

/**
 * A page's critical CSS (scripts/lib/critical-css.mjs) copies rules of its stylesheet:
 * it weighs in the HTML, and counts once as CSS, in the stylesheet.
 */
const CRITICAL_CSS_ATTRIBUTE = 'data-critical';

/** The scripts an HTML page loads by itself, before any import is followed. */
export function pageEntries(html: string): PageEntries {
  const entries: PageEntries = { urls: [], islands: [], inline: [], stylesheets: [], inlineStyles: [], fontPreloads: [] };
  const text = (element: ElementNode) => element.children.map((child) => (child as { value?: string }).value ?? '').join('');
  walkSync(parseHtml(html), (node) => {
    if (node.type !== ELEMENT_NODE) return;
    const element = node as ElementNode;
    const attr = element.attributes;
    if (element.name === 'script') {
      // A data block (JSON-LD) is no script: it weighs in the HTML only.
      if (!isJavaScript(attr.type)) return;
      if (attr.src) entries.urls.push(attr.src);
      else {
        const code = text(element);
        if (code.trim()) entries.inline.push({ code, module: attr.type === 'module' });
      }
    } else if (element.name === 'link') {
      const rel = (attr.rel ?? '').toLowerCase().split(/\s+/);
      if (!attr.href) return;
      if (rel.includes('modulepreload') || (rel.includes('preload') && attr.as === 'script')) entries.urls.push(attr.href);
      else if (rel.includes('stylesheet')) entries.stylesheets.push(attr.href);
      else if (rel.includes('preload') && attr.as === 'font') entries.fontPreloads.push(attr.href);
    } else if (element.name === 'style' && !(CRITICAL_CSS_ATTRIBUTE in attr)) {
      entries.inlineStyles.push(text(element));
    } else if (element.name === 'astro-island') {
      if (attr['component-url']) entries.islands.push(attr['component-url']);
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        if (attr[name]) entries.urls.push(attr[name]);
      }
    }
  });
  return entries;
}

/** Every HTML file under dist, as URL paths (`/`, `/en/about/`, `/404.html`). */
function htmlPages(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
}

const isAdminPage = (page: string) => page === '/admin/' || page.startsWith('/admin/');
/**
 * Text only the admin app's code holds: its session's storage key and react-router's
 * error page. Catches admin modules that the bundler put into a chunk a public island
 * shares, which the reachability check alone takes for public code.
 */
export const ADMIN_CODE_MARKER = /adminToken|Unexpected Application Error!/;

export function measurePages(dist: string): WeightReport {
  initSync();
  const problems: string[] = [];
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipBytes(readFileSync(join(dist, file)));
      gzipped.set(file, size);
    }
    return size;
  };
  const importsOf = new Map<string, string[]>();
  /** Chunks with an import() we cannot follow: a problem only where a public page loads them. */
  const computed = new Set<string>();

  /** A URL as the file it names, relative to dist; undefined (and a problem) when it names none. */
  const fileOf = (url: string, base: string, from: string): string | undefined => {
    const resolved = new URL(url, new URL(base, 'https://site.invalid'));
    const file = decodeURIComponent(resolved.pathname).slice(1);
    if (resolved.origin !== 'https://site.invalid') problems.push(`${from} loads a file from elsewhere: ${url}`);
    else if (!existsSync(join(dist, file))) problems.push(`${from} loads ${url}, which dist/ does not hold`);
    else return file;
    return undefined;
  };

  /** The files a module imports, statically or dynamically. */
  const moduleImports = (code: string, base: string, from: string, inline: boolean): string[] => {
    const found: string[] = [];
    for (const entry of parseModule(code, from)[0]) {
      if (entry.d === -2) continue; // import.meta
      if (entry.n === undefined) {
        // Astro's inline island runtime imports the islands' URLs, read above from their attributes.
        if (!inline) computed.add(from);
        continue;
      }
      if (!/^(\.{1,2}\/|\/)/.test(entry.n)) {
        problems.push(`${from} imports "${entry.n}", which a browser cannot resolve`);
        continue;
      }
      const file = fileOf(entry.n, base, from);
      if (file) found.push(file);
    }
    return found;
  };

  const chunkImports = (file: string): string[] => {
    let found = importsOf.get(file);
    if (!found) {
      found = file.endsWith('.js') ? moduleImports(readFileSync(join(dist, file), 'utf8'), `/${file}`, file, false) : [];
      importsOf.set(file, found);
    }
    return found;
  };

  /** Every file reachable from `roots`, not walking into `stop`. */
  const reach = (roots: Iterable<string>, stop: ReadonlySet<string> = new Set()): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || stop.has(file)) continue;
      seen.add(file);
      queue.push(...chunkImports(file));
    }
    return seen;
  };

  const pages = htmlPages(dist).map((page) => {
    const html = readFileSync(join(dist, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
    const { urls, islands: islandUrls, inline, stylesheets, inlineStyles, fontPreloads } = pageEntries(html);
    const roots = urls.flatMap((url) => fileOf(url, page, page) ?? []);
    for (const script of inline) if (script.module) roots.push(...moduleImports(script.code, page, page, true));
    const inlineBytes = inline.reduce((sum, script) => sum + gzipBytes(Buffer.from(script.code)), 0);
    const islands = islandUrls.flatMap((url) => fileOf(url, page, page) ?? []);
    const htmlBytes = gzipBytes(Buffer.from(html));
    const css = [
      // Once each: a page names its stylesheet twice, to load after paint and in <noscript> (scripts/lib/after-paint.mjs).
      ...[...new Set(stylesheets)]
        .flatMap((url) => fileOf(url, page, page) ?? [])
        .map((file) => readFileSync(join(dist, file), 'utf8')),
      ...inlineStyles,
    ];
    const cssBytes = css.reduce((sum, text) => sum + gzipBytes(Buffer.from(text)), 0);
    const cjkFonts = chineseCapableFonts(css.join('\n'), fontPreloads);
    return { page, roots, islands, inlineBytes, htmlBytes, cssBytes, cjkFonts };
  });

  const publicPages = pages.filter((entry) => !isAdminPage(entry.page));
  const adminPages = pages.filter((entry) => isAdminPage(entry.page));

  // Admin code: what the admin islands load beyond what public pages need on their own.
  // The public side is walked without entering the admin islands' own modules, so a
  // public page that imports one of them (or anything only they need) shows up here.
  const publicIslands = new Set(publicPages.flatMap((entry) => entry.islands));
  const adminIslands = new Set(adminPages.flatMap((entry) => entry.islands).filter((file) => !publicIslands.has(file)));
  const publicOwn = reach(
    publicPages.flatMap((entry) => entry.roots),
    adminIslands,
  );
  const adminOnly = [...reach(adminPages.flatMap((entry) => entry.roots))].filter((file) => !publicOwn.has(file));

  const adminLeaks: WeightReport['adminLeaks'] = [];
  const weights = publicPages.map(({ page, roots, inlineBytes, htmlBytes, cssBytes, cjkFonts }): PageWeight => {
    const files = [...reach(roots)].sort();
    for (const file of files) {
      const leaks = adminOnly.includes(file) || ADMIN_CODE_MARKER.test(readFileSync(join(dist, file), 'utf8'));
      if (leaks) adminLeaks.push({ page, file });
    }
    for (const file of files)
      if (computed.has(file)) problems.push(`${file} has an import() whose target is computed: cannot follow it`);
    const fileBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return { page, files, fileBytes, inlineBytes, total: fileBytes + inlineBytes, cssBytes, htmlBytes, cjkFonts };
  });
  weights.sort((a, b) => b.total - a.total || a.page.localeCompare(b.page));

  return {
    pages: weights,
    adminPages: adminPages.map((entry) => entry.page),
    adminLeaks,
    problems: [...new Set(problems)],
  };
}

/** Unicode blocks of Chinese text: CJK symbols to ideographs, compatibility ideographs, full-width forms, extension B on. */
const CJK_RANGES: [number, number][] = [
  [0x3000, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];

/**
 * The font files that could draw Chinese: every `@font-face` source without a
 * `unicode-range`, or with one that reaches a CJK block; and every preloaded font
 * no face limits to other scripts.
 */
export function chineseCapableFonts(css: string, preloads: string[]): string[] {
  const found = new Set<string>();
  const latinOnly = new Set<string>();
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const sources = [...body!.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1]!);
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body!)?.[1];
    for (const source of sources) (range === undefined || reachesCjk(range) ? found : latinOnly).add(source);
  }
  for (const preload of preloads) if (!latinOnly.has(preload)) found.add(preload);
  return [...found].sort();
}

/** Whether a CSS `unicode-range` (`U+0000-00FF, U+4E??`) covers any CJK code point. */
function reachesCjk(range: string): boolean {
  return range.split(',').some((part) => {
    const value = part.trim().replace(/^u\+/i, '');
    const [low, high] = value.includes('-')
      ? value.split('-').map((hex) => parseInt(hex, 16))
      : [parseInt(value.replace(/\?/g, '0'), 16), parseInt(value.replace(/\?/g, 'f'), 16)];
    return CJK_RANGES.some(([start, end]) => low! <= end && high! >= start);
  });
}

function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Bytes as KB (1024) with two decimals. */
const kb = (bytes: number) => (bytes / 1024).toFixed(2);

/** The report as a table for the CI log, and whether the pages pass. */
export function formatReport(report: WeightReport, dist: string): { text: string; ok: boolean } {
  const lines: string[] = [];
  const overBudget = (page: PageWeight) =>
    [
      page.total > BUDGET_BYTES && 'JS',
      page.cssBytes > CSS_BUDGET_BYTES && 'CSS',
      page.htmlBytes > HTML_BUDGET_BYTES && 'HTML',
      page.cjkFonts.length > 0 && 'CJK FONT',
    ].filter(Boolean);
  const width = Math.max(4, ...report.pages.map((page) => page.page.length));
  lines.push(
    `Per public page in ${relative(process.cwd(), dist) || dist}/, gzip -9, KB = 1024 bytes. ` +
      `Budgets: JS ${kb(BUDGET_BYTES)} KB, CSS ${kb(CSS_BUDGET_BYTES)} KB, HTML ${kb(HTML_BUDGET_BYTES)} KB, no font for Chinese text`,
  );
  lines.push(`${'page'.padEnd(width)}  files  files KB  inline KB  JS KB   CSS KB  HTML KB`);
  for (const page of report.pages) {
    const over = overBudget(page);
    lines.push(
      `${page.page.padEnd(width)}  ${String(page.files.length).padStart(5)}  ${kb(page.fileBytes).padStart(8)}  ${kb(page.inlineBytes).padStart(9)}  ${kb(page.total).padStart(6)}  ${kb(page.cssBytes).padStart(6)}  ${kb(page.htmlBytes).padStart(7)}${over.length > 0 ? `  OVER: ${over.join(', ')}` : ''}`,
    );
  }
  const heaviest = report.pages[0];
  if (heaviest) {
    lines.push(`Files of ${heaviest.page}:`);
    for (const file of heaviest.files) lines.push(`  ${file}`);
  }
  for (const page of report.pages)
    for (const font of page.cjkFonts) lines.push(`${page.page} loads a font for Chinese text: ${font}`);
  lines.push(
    report.adminPages.length === 0
      ? 'Admin code on public pages: none (no admin page built yet)'
      : report.adminLeaks.length === 0
        ? `Admin code on public pages: none (checked against ${report.adminPages.length} admin pages)`
        : 'Admin code on public pages:',
  );
  for (const leak of report.adminLeaks) lines.push(`  ${leak.page} loads ${leak.file}`);
  for (const problem of report.problems) lines.push(`Problem: ${problem}`);
  if (report.pages.length === 0) lines.push(`Problem: no public page in ${dist}`);
  const ok =
    report.pages.length > 0 &&
    report.pages.every((page) => overBudget(page).length === 0) &&
    report.adminLeaks.length === 0 &&
    report.problems.length === 0;
  return { text: lines.join('\n'), ok };
}
