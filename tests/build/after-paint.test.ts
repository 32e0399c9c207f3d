// Every public page of the build asks for nothing but its document and images before
// its first paint (scripts/lib/after-paint.mjs): the site stylesheet, the module
// scripts and the directives that start the islands wait in <template id="after-paint">,
// which the first script of <body> adds once the page has loaded and painted.
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT, deferAfterPaint } from '../../scripts/lib/after-paint.mjs';
import { builtPages } from './built-pages.ts';

const pages = builtPages();
const TEMPLATE = /<template id="after-paint">([\s\S]*?)<\/template>/;

describe('the built pages', () => {
  it.each(pages.map((page) => [page.path, page.html]))('%s loads its stylesheet and scripts after the first paint', (_, html) => {
    const template = TEMPLATE.exec(html)?.[1];
    expect(template, 'the after-paint template').toBeDefined();
    const outside = html.replace(TEMPLATE, '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outside).not.toMatch(/<script[^>]+src=/);
    // The one preload allowed is the hero's image (hero-preload.test.ts).
    expect(outside).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"|<link[^>]+rel="preload"(?! as="image")/);
    expect(template).toMatch(/^<script type="module" src="\/_astro\/|<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/);
    // Islands start from the template too: their directive is not defined before it is added.
    for (const directive of [idleDirective, visibleDirective]) expect(outside).not.toContain(directive);
    if (html.includes('client="idle"')) expect(template).toContain(idleDirective);
    expect(html).toMatch(/<body[^>]*><script>/);
    expect(html).toContain(`<script>${AFTER_PAINT_SCRIPT}</script>`);
    expect(html).toMatch(/<\/template><\/body>/);
  });
});

describe('deferAfterPaint', () => {
  const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

  it('moves module scripts, the stylesheet and the idle directive into the template, in page order', () => {
    const html = page(
      '<script type="module" src="/_astro/a.js"></script>',
      `<h1>Hi</h1><script>${idleDirective}</script><astro-island client="idle"></astro-island><script type="module" src="/_astro/b.js"></script><link rel="stylesheet" href="/_astro/site.css" fetchpriority="low">`,
    );
    expect(deferAfterPaint(html)).toBe(
      page(
        '',
        `<script>${AFTER_PAINT_SCRIPT}</script>` +
          '<h1>Hi</h1><astro-island client="idle"></astro-island><noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>' +
          `<template id="after-paint"><script type="module" src="/_astro/a.js"></script><script type="module" src="/_astro/b.js"></script><script>${idleDirective}</script><link rel="stylesheet" href="/_astro/site.css"></template>`,
      ),
    );
  });

  it('leaves a page with nothing to defer, and inline scripts, as they are', () => {
    const html = page('<script>var a=1</script>', '<p>Plain</p><script type="application/ld+json">{}</script>');
    expect(deferAfterPaint(html)).toBe(html);
  });
});
