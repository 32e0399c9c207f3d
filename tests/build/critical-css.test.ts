// Every public page of the build (`npm run build:e2e` first) paints from its own critical
// CSS and loads the site stylesheet without blocking (scripts/lib/critical-css.mjs; after the
// first paint, scripts/lib/after-paint.mjs), and every file a page names under /_astro/ exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const pages = existsSync(dist)
  ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
  : [];

describe('critical CSS in the build', () => {
  it('has public pages to check', () => {
    expect(pages.length, 'run `npm run build:e2e` first').toBeGreaterThan(50);
  });

  it.each(pages)('%s paints from its critical CSS and names the stylesheet only after it', (file) => {
    const html = readFileSync(join(dist, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const critical = /<style data-critical>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    // The header's closed state is on every page.
    expect(critical).toMatch(/\.fixed\{position:fixed\}/);
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const stylesheet = /<noscript><link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"><\/noscript>/.exec(html)?.[1];
    expect(stylesheet, 'a <noscript> link for pages read without JavaScript').toBeDefined();
    for (const [, asset] of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+)"/g)) {
      expect(existsSync(join(dist, asset!)), asset).toBe(true);
    }
  });
});
