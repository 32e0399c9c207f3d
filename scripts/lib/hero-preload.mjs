// The hero photograph asked for with the document's first bytes (docs/PERFORMANCE.md,
// 'Targets and what it took'): a page's prioritised image (`fetchpriority="high"`: the
// hero's photograph, an article's cover) sits after the header's menus and the critical
// CSS, some 16 KB into the compressed document, so a phone on a slow network finds it
// only with the document's second round trip. A <link rel="preload"> at the top of
// <head>, with the same candidates and sizes as the image, starts it with the first.
import { fileURLToPath } from 'node:url';
import { rewritePublicPages } from './public-pages.mjs';

const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The preload for the page's prioritised image, or undefined when it has none. In a <picture>
 * it names the first <source> (AVIF): a browser without AVIF skips the preload, as it skips
 * the source, and takes the WebP or JPEG the picture offers next.
 */
export function heroPreload(/** @type {string} */ html) {
  const image = PRIORITY_IMAGE.exec(html);
  if (!image) return undefined;
  const before = html.slice(0, image.index);
  const pictureStart = before.lastIndexOf('<picture');
  const inPicture = pictureStart > before.lastIndexOf('</picture>');
  const source = inPicture ? /<source\b[^>]*>/.exec(before.slice(pictureStart))?.[0] : undefined;
  const candidate = source ?? image[0];
  const srcset = attribute(candidate, 'srcset');
  const sizes = attribute(candidate, 'sizes');
  const type = source && attribute(source, 'type');
  const href = source ? undefined : attribute(image[0], 'src');
  if (!srcset && !href) return undefined;
  return (
    '<link rel="preload" as="image"' +
    (href ? ` href="${href}"` : '') +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    (type ? ` type="${type}"` : '') +
    ' fetchpriority="high">'
  );
}

/** The page with its hero's preload first in <head> after the viewport; unchanged without a prioritised image. */
export function preloadHero(/** @type {string} */ html) {
  const preload = heroPreload(html);
  if (!preload) return html;
  // After the viewport, which (like the charset) belongs in the first bytes; <head> without one.
  const anchor = /<meta name="viewport"[^>]*>/.exec(html) ?? /<head>/.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + preload + html.slice(at);
}

/** @returns {import('astro').AstroIntegration} */
export function heroPreloads() {
  return {
    name: 'hero-preload',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const changed = rewritePublicPages(fileURLToPath(dir), preloadHero);
        logger.info(`${changed} pages ask for their hero image with the document's first bytes`);
      },
    },
  };
}
