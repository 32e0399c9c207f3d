// The shell page's head, filled for one article published since the build
// (netlify/functions/article-page.mts): crawlers and share cards read the
// article's title, description, addresses, share image and NewsArticle data
// from the first answer, as on a pre-rendered page, not the shell's generic
// ones (its share image is the news centre's card, which an article without a
// cover keeps). Values and the article's own tags come from
// src/shared/article-seo.ts and src/shared/share-image.ts, the code the build
// uses; every value is attribute-escaped there or here.
import { pageTitle } from '../../src/config/site.ts';
import { HTML_LANG, type Locale } from '../../src/i18n/locales.ts';
import { articleJsonLdHtml, articlePageSeo } from '../../src/shared/article-seo.ts';
import { escapeAttribute, SHARE_IMAGE_TAGS, shareImageHtml } from '../../src/shared/share-image.ts';
import { hasEnglishText, type NewsItem } from '../../src/shared/news.ts';

/** The site's address as the build wrote it into the shell's canonical link (SITE_URL or Netlify's URL then). */
function siteOf(shell: string): URL | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(shell)?.[1];
  try {
    return href ? new URL('/', href.replace(/&amp;/g, '&')) : undefined;
  } catch {
    return undefined;
  }
}

/** Sets the `content` of the shell's <meta {attribute}="{key}">. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  return html.replace(
    new RegExp(`<meta ${attribute}="${key}" content="[^"]*">`),
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`,
  );
}

/**
 * The shell with the article's head, in the page's language. Unchanged when
 * the article has no text in that language (the shell then says so, and stays
 * out of the index) or the shell's head is not the one the build writes.
 */
export function fillShellHead(shell: string, article: Omit<NewsItem, 'views'>, locale: Locale): string {
  const site = siteOf(shell);
  const chineseOnly = !hasEnglishText(article);
  if (!site || (locale === 'en' && chineseOnly)) return shell;
  // With the trailing slash, as the build writes a pre-rendered article's addresses.
  const address = `/news-detail/${encodeURIComponent(article.slug || article.id)}/`;
  const urlIn = (language: Locale) => new URL(language === 'en' ? `/en${address}` : address, site).href;
  const url = urlIn(locale);
  const { title, description, seo } = articlePageSeo(article, locale, site, url);
  const fullTitle = pageTitle(title, locale);
  const alternates = [...(chineseOnly ? (['zh'] as const) : (['zh', 'en'] as const))]
    .map((language) => `<link rel="alternate" hreflang="${HTML_LANG[language]}" href="${escapeAttribute(urlIn(language))}">`)
    .concat(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(urlIn('zh'))}">`)
    .join('');
  let html = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(fullTitle)}</title>`)
    .replace('<meta name="robots" content="noindex">', '')
    .replace(/<link rel="canonical" href="[^"]*">/, `<link rel="canonical" href="${escapeAttribute(url)}">`)
    .replace(/(?:<link rel="alternate" hreflang="[^"]*" href="[^"]*">)+/, alternates);
  html = setMeta(html, 'name', 'description', description);
  html = setMeta(html, 'property', 'og:type', seo.type);
  html = setMeta(html, 'property', 'og:title', fullTitle);
  html = setMeta(html, 'property', 'og:description', description);
  html = setMeta(html, 'property', 'og:url', url);
  // The article's cover in place of the shell's share card (the news centre's); without one, the card stays.
  if (seo.image) html = html.replace(SHARE_IMAGE_TAGS, shareImageHtml(seo.image));
  const modified = `<meta property="article:modified_time" content="${escapeAttribute(article.updatedAt)}">`;
  // Where BaseLayout.astro writes them: after the share image's tags.
  return html.replace(SHARE_IMAGE_TAGS, (image) => `${image}${articleJsonLdHtml(seo)}${modified}`);
}
