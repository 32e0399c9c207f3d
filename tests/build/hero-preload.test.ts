// A page whose first view leads with a photograph asks for it at the top of <head>
// (scripts/lib/hero-preload.mjs), with exactly the candidates, sizes and type the
// image itself offers, so the browser fetches it once, early, and uses that copy.
import { describe, expect, it } from 'vitest';
import { heroPreload, preloadHero } from '../../scripts/lib/hero-preload.mjs';
import { builtPages } from './built-pages.ts';

const pages = builtPages();
const PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const withHero = pages.filter((page) => page.html.includes('fetchpriority="high"'));

describe('the built pages', () => {
  it('include the photograph-led demo pages in both languages', () => {
    const paths = withHero.map((page) => page.path);
    for (const path of ['/zero-carbon-park/', '/en/zero-carbon-park/', '/success-cases/1/', '/en/success-cases/1/'])
      expect(paths).toContain(path);
    expect(paths).toContain('/news-detail/seed-ets-expansion/');
  });

  it.each(withHero.map((page) => [page.path, page.html]))('%s preloads its hero image before its critical CSS', (_, html) => {
    const preloads = html.match(PRELOAD) ?? [];
    expect(preloads).toHaveLength(1);
    const preload = preloads[0]!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style'));
    expect(head.indexOf(preload)).toBeLessThan(2_000);
    const image = /<img\b[^>]*fetchpriority="high"[^>]*>/.exec(html)![0];
    const source =
      /<picture><source srcset="([^"]+)" type="(image\/avif)" sizes="([^"]+)">(?=(?:(?!<\/picture>).)*fetchpriority="high")/s.exec(
        html,
      );
    if (source) {
      expect(preload).toContain(` imagesrcset="${source[1]}"`);
      expect(preload).toContain(` type="${source[2]}"`);
      expect(preload).toContain(` imagesizes="${source[3]}"`);
    } else {
      expect(preload).toContain(` imagesrcset="${/ srcset="([^"]+)"/.exec(image)![1]}"`);
      expect(preload).toContain(` href="${/ src="([^"]+)"/.exec(image)![1]}"`);
    }
  });

  it('leave pages without a prioritised image alone', () => {
    for (const page of pages.filter((page) => !withHero.includes(page))) expect(page.html, page.path).not.toMatch(PRELOAD);
  });
});

describe('preloadHero', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>p{}</style></head><body>${body}</body></html>`;

  it('names the first source of a picture, with its sizes and type', () => {
    const html = page(
      '<picture><source srcset="/a-480.avif 480w, /a-800.avif 800w" type="image/avif" sizes="100vw">' +
        '<source srcset="/a-480.webp 480w" type="image/webp" sizes="100vw">' +
        '<img src="/a.jpg" srcset="/a-480.jpg 480w" sizes="100vw" fetchpriority="high" alt=""></picture>',
    );
    expect(preloadHero(html)).toBe(
      html.replace(
        '<meta name="viewport" content="width=device-width">',
        '$&<link rel="preload" as="image" imagesrcset="/a-480.avif 480w, /a-800.avif 800w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
      ),
    );
  });

  it('names an image outside a picture by its own address and candidates, escaped as written', () => {
    const image = '<img src="/media/c.jpg" srcset="/.netlify/images?url=c&amp;w=480 480w" sizes="100vw" fetchpriority="high">';
    expect(heroPreload(page(`<picture><img src="/other.jpg"></picture>${image}`))).toBe(
      '<link rel="preload" as="image" href="/media/c.jpg" imagesrcset="/.netlify/images?url=c&amp;w=480 480w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('leaves a page whose images all wait their turn as it is', () => {
    const html = page('<img src="/a.jpg" loading="lazy" alt="">');
    expect(preloadHero(html)).toBe(html);
  });
});
