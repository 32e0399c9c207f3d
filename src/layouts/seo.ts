// What a page adds to the layout's SEO head (BaseLayout.astro): an article's
// type, share image and structured data (schema.org NewsArticle).
import { SITE } from '~/config/site';
import { HTML_LANG, type Locale } from '~/i18n/locales';
import { parseMediaPath } from '~/shared/media-path';
import { scriptSafeJson } from '~/shared/script-safe-json';

export interface ShareImage {
  /** Absolute. */
  url: string;
  /** Known for media-library images (their address says it). */
  width?: number;
  height?: number;
  alt: string;
}

export interface PageSeo {
  type: 'article';
  image?: ShareImage;
  /** schema.org data, written as JSON-LD. */
  jsonLd: Record<string, unknown>;
}

/** An image's share card entry: absolute, with its size when the media library's address gives it. */
export function shareImage(imageUrl: string | undefined, site: URL, alt: string): ShareImage | undefined {
  if (!imageUrl) return undefined;
  const media = parseMediaPath(imageUrl);
  return { url: new URL(imageUrl, site).href, alt, ...(media ? { width: media.width, height: media.height } : {}) };
}

interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  publishedAt: string;
  updatedAt: string;
  author: string;
  image?: ShareImage;
  locale: Locale;
  site: URL;
}

/** The NewsArticle structured data of an article page, in the page's language. */
export function articleSeo(facts: ArticleFacts): PageSeo {
  const publisher = {
    '@type': 'Organization',
    name: SITE.name[facts.locale],
    url: facts.site.href,
    logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', facts.site).href },
  };
  return {
    type: 'article',
    image: facts.image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: facts.headline,
      description: facts.description,
      inLanguage: HTML_LANG[facts.locale],
      mainEntityOfPage: facts.url,
      datePublished: facts.publishedAt,
      dateModified: facts.updatedAt,
      ...(facts.image ? { image: [facts.image.url] } : {}),
      author: facts.author ? { '@type': 'Organization', name: facts.author } : publisher,
      publisher,
    },
  };
}

/** JSON for a <script type="application/ld+json"> (scriptSafeJson: no text can close the element). */
export const jsonLdText = (data: Record<string, unknown>) => scriptSafeJson(data);
