// A page's share image (og:image and the tags that describe it): an article's
// cover, or the share card the build draws for the page (scripts/lib/share-cards.ts).
// One markup for the pre-rendered pages (BaseLayout.astro) and the article shell
// filled by netlify/functions/article-page.mts (netlify/lib/shell-head.ts).
import type { Locale } from '~/i18n/locales';
// Relative: the build's share-card step (astro.config.mjs) loads this file too, outside Astro's aliases.
import { parseMediaPath } from './media-path.ts';

/** Every share card's size: what Open Graph and X (Twitter) show largest. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Absolute. */
  url: string;
  /** Known for share cards and media-library images (their address says it). */
  width?: number;
  height?: number;
  alt: string;
}

/** What the build draws on a page's own card (the page writes it beside og:image). */
export interface CardText {
  title: string;
  section?: string;
}

/** An image's share card entry: absolute, with its size when the media library's address gives it. */
export function shareImage(imageUrl: string | undefined, site: URL, alt: string): ShareImage | undefined {
  if (!imageUrl) return undefined;
  const media = parseMediaPath(imageUrl);
  return { url: new URL(imageUrl, site).href, alt, ...(media ? { width: media.width, height: media.height } : {}) };
}

/** Where the card of a page (any language's path, `/en/about/`) lives in dist/: `/og/en/about.png`. */
export function shareCardPath(pathname: string, locale: Locale): string {
  const page = pathname.replace(/^\/en(?=\/|$)/, '').replace(/^\/+|\/+$/g, '') || 'index';
  return `/og/${locale}/${page}.png`;
}

/** A value inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The share image's tags: og:image with its size and text alternative, and the
 * large X (Twitter) card. A page's own card carries what to draw on it
 * (`data-card-*`), which the build reads back when it draws the cards.
 */
export function shareImageHtml(image: ShareImage, card?: CardText): string {
  const meta = (attribute: 'property' | 'name', key: string, content: string, extra = '') =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}"${extra}>`;
  const cardData = card
    ? ` data-card-title="${escapeAttribute(card.title)}"${card.section ? ` data-card-section="${escapeAttribute(card.section)}"` : ''}`
    : '';
  return [
    meta('property', 'og:image', image.url, cardData),
    image.width && meta('property', 'og:image:width', String(image.width)),
    image.height && meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ]
    .filter(Boolean)
    .join('');
}

/** The tags shareImageHtml wrote, to replace them (the shell filled for an article with a cover). */
export const SHARE_IMAGE_TAGS = /<meta property="og:image" [^>]*>(?:<meta [^>]*>)*?<meta name="twitter:card" content="[^"]*">/;
