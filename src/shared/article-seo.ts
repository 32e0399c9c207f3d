// What an article page adds to the layout's SEO head: its type, share image and
// structured data (schema.org NewsArticle). Pure, so the pre-rendered page
// (ArticlePage.astro, BaseLayout.astro) and the shell that
// netlify/functions/article-page.mts fills for an article published since the
// build use the same values and markup.
import { SITE } from '~/config/site';
import { HTML_LANG, type Locale } from '~/i18n/locales';
import { scriptSafeJson } from '~/shared/script-safe-json';
import { type ShareImage, shareImage } from '~/shared/share-image';
import type { NewsItem } from '~/shared/news';
import { descriptionOf } from '~/shared/news-teaser';
import { toArticleView } from '~/shared/news-view';

export interface PageSeo {
  type: 'article';
  image?: ShareImage;
  /** schema.org data, written as JSON-LD. */
  jsonLd: Record<string, unknown>;
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
  const { title, author } = toArticleView(article, locale);
  const description = descriptionOf(article, locale, 150);
  const seo = articleSeo({
    headline: title,
    description,
    url,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    author,
    image: shareImage(article.imageUrl, site, title),
    locale,
    site,
  });
  return { title, description, seo };
}

/** The article's JSON-LD; its share image is written with every page's (shareImageHtml, BaseLayout.astro). */
export function articleJsonLdHtml(seo: PageSeo): string {
  return `<script type="application/ld+json">${scriptSafeJson(seo.jsonLd)}</script>`;
}
