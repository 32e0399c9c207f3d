// What an article page adds to the layout's SEO head: its type, share image and
// structured data (schema.org NewsArticle). Pure, so the pre-rendered page
// (ArticlePage.astro, BaseLayout.astro) and the shell that
// netlify/functions/article-page.mts fills for an article published since the
// build use the same values and markup.
import { SITE } from '~/config/site';
import { HTML_LANG, type Locale } from '~/i18n/locales';
import { parseMediaPath } from '~/shared/media-path';
import { scriptSafeJson } from '~/shared/script-safe-json';
import type { NewsItem } from '~/shared/news';
import { descriptionOf } from '~/shared/news-teaser';
import { toArticleView } from '~/shared/news-view';

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

/** The title (without the site's name), description and SEO of an article page in a language it has text in. */
export function articlePageSeo(
  article: Omit<NewsItem, 'views'>,
  locale: Locale,
  site: URL,
  /** The page's absolute address. */
  url: string,
): { title: string; description: string; seo: PageSeo } {
  const { title } = toArticleView(article, locale);
  const description = descriptionOf(article, locale, 150);
  const seo = articleSeo({
    headline: title,
    description,
    url,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    author: article.author ?? '',
    image: shareImage(article.imageUrl, site, title),
    locale,
    site,
  });
  return { title, description, seo };
}

/** A value inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The article's own head tags after the common ones: share image with its size,
 * card type and JSON-LD. One markup for the pre-rendered page (BaseLayout.astro)
 * and the shell filled by netlify/functions/article-page.mts.
 */
export function articleHeadHtml(seo: PageSeo): string {
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  const { image } = seo;
  return [
    image && meta('property', 'og:image', image.url),
    image?.width && meta('property', 'og:image:width', String(image.width)),
    image?.height && meta('property', 'og:image:height', String(image.height)),
    image && meta('property', 'og:image:alt', image.alt),
    image && meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${scriptSafeJson(seo.jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('');
}
