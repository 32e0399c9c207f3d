// The news feed of each language (/rss.xml, /en/rss.xml), built with the site
// from the articles it was built with; every page's head links its language's.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { SITE } from '~/config/site';
import { feedItems } from '~/content/news-feed';
import { listedNews } from '~/content/published-news';
import { useTranslations } from '~/i18n';
import { HTML_LANG, localeStaticPaths, localizePath, type Locale } from '~/i18n/locales';

export const getStaticPaths = () => localeStaticPaths();

export const GET: APIRoute = async ({ params, site }) => {
  const locale: Locale = params.locale === 'en' ? 'en' : 'zh';
  const t = useTranslations(locale);
  return rss({
    title: `${t('rss.title')} | ${SITE.name[locale]}`,
    description: t('rss.description', { site: SITE.name[locale] }),
    // The channel's link: the language's news centre (article links are paths from the site's root).
    site: new URL(localizePath('/news-center', locale), site ?? 'http://localhost:4321').href,
    items: feedItems(await listedNews(locale), locale),
    customData: `<language>${HTML_LANG[locale]}</language>`,
  });
};
