import { HTML_LANG, LOCALES, localeOfPath, otherLocale, type Locale } from '../../src/i18n/locales.ts';
import { crawl, pageKey, type CrawledPage, type Site } from './crawl.ts';
import { expect, test } from './fixtures.ts';

/**
 * Pages netlify.toml's rules serve at paths no link may lead to (unknown pages,
 * cases and services, and the shell of articles newer than the build): the crawl
 * starts there too, so their own links are checked.
 */
const RULE_PAGES = [
  '/no-such-page',
  '/success-cases/no-such-case',
  '/product-service/no-such-service',
  '/news-detail/no-such-article',
];

/**
 * A Chinese page's text alternatives have Chinese in them. No allow-list of
 * proper nouns: a Latin brand name gets its kind in Chinese ('SGS 标志').
 */
const HAN = /\p{Script=Han}/u;
/** Chinese characters, CJK punctuation (，。：) or full-width forms: none belongs in English text. */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

test('every page reached from both home pages links to live targets in its language, pairs its alternates, describes its images in its language and has one h1', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000); // about 100 pages: 4 to 7 s (docs/DEVELOPMENT.md), the rest is room for a crowded machine
  const site = await crawl(request, baseURL!, ['/', '/en/', ...RULE_PAGES.flatMap((path) => [path, `/en${path}`])]);
  const pages = [...site.pages.values()];
  for (const locale of LOCALES) {
    const count = pages.filter((page) => realPage(page) && localeOfPath(page.path) === locale).length;
    test.info().annotations.push({ type: `${locale} pages`, description: String(count) });
    // Fewer in English: an article without English text has no English page to link to.
    expect(count, `${locale} pages crawled`).toBeGreaterThan(locale === 'zh' ? 40 : 35);
  }

  expect.soft(brokenLinks(site), 'links, fragments and assets that lead nowhere').toEqual([]);
  expect.soft(crossLanguageLinks(pages), 'links into the other language that are not a language switch').toEqual([]);
  expect.soft(unpairedAlternates(site), 'hreflang alternates that do not pair up').toEqual([]);
  expect.soft(foreignAltTexts(pages), 'images without a text alternative in the page language').toEqual([]);
  const headings = pages.filter((page) => page.h1Count !== 1).map((page) => `${page.path}: ${page.h1Count} h1`);
  expect.soft(headings, 'pages without exactly one h1').toEqual([]);
});

/** A page a link may lead to: not an error page or the article shell, which answer at any path. */
const realPage = (page: CrawledPage) => page.status === 200 && !page.noindex;

function brokenLinks(site: Site): string[] {
  const offences = new Offences();
  for (const page of site.pages.values()) {
    for (const link of page.links) {
      const key = pageKey(link.url);
      // A link within the page (`#id`) needs only its element, even on a page answering 404 on purpose.
      const target = key === page.path ? page : site.pages.get(key);
      if (target !== page) {
        const status = site.statuses.get(key);
        if (status !== 200) offences.add(`${link.href} answers ${status}`, page);
        else if (target?.noindex) offences.add(`${link.href} is a noindex page (an error page or the article shell)`, page);
      }
      if (link.url.hash !== '' && !target?.ids.has(decodeURIComponent(link.url.hash.slice(1)))) {
        offences.add(`${link.href} points at no element`, page);
      }
    }
    for (const asset of page.assets) {
      const status = site.assets.get(asset.href);
      if (status !== 200) offences.add(`${asset.pathname} answers ${status}`, page);
    }
  }
  return offences.list();
}

function crossLanguageLinks(pages: readonly CrawledPage[]): string[] {
  const offences = new Offences();
  for (const page of pages) {
    const locale = localeOfPath(page.path);
    if (page.lang !== HTML_LANG[locale]) offences.add(`<html lang="${page.lang}"> on a ${locale} page`, page);
    for (const link of page.links) {
      const target = localeOfPath(link.url.pathname);
      // The language switches (footer, mobile menu, the header's language menu) say where they lead.
      const isSwitch = link.languageSwitch === target && link.hreflang === HTML_LANG[target];
      if (target !== locale && !isSwitch) offences.add(`${link.href} leads to the ${target} pages`, page);
    }
  }
  return offences.list();
}

/** zh page ⇄ en page, each naming the other and itself, x-default the zh one, both answering 200 (or a zh page alone). */
function unpairedAlternates(site: Site): string[] {
  const offences: string[] = [];
  for (const page of [...site.pages.values()].filter(realPage)) {
    const locale = localeOfPath(page.path);
    const other = otherLocale(locale);
    const alternate = (of: CrawledPage, lang: Locale) => of.alternates.get(HTML_LANG[lang]);
    const counterpart = site.pages.get(alternate(page, other) ?? '');
    const counterpartStatus = site.statuses.get(alternate(page, other) ?? '');
    const problems = [
      alternate(page, locale) !== page.path && `its ${locale} alternate is ${alternate(page, locale)}`,
      page.alternates.get('x-default') !== alternate(page, 'zh') && `x-default is ${page.alternates.get('x-default')}`,
      // No alternate in the other language: the page exists in its own only (an article without English text).
      alternate(page, other) !== undefined &&
        counterpartStatus !== 200 &&
        `its ${other} alternate ${alternate(page, other)} answers ${counterpartStatus}`,
      counterpart !== undefined &&
        alternate(counterpart, locale) !== page.path &&
        `its ${other} alternate ${counterpart.path} names ${alternate(counterpart, locale)} as the ${locale} page`,
    ];
    offences.push(...problems.filter((problem) => problem !== false).map((problem) => `${page.path}: ${problem}`));
  }
  return offences;
}

function foreignAltTexts(pages: readonly CrawledPage[]): string[] {
  const offences = new Offences();
  for (const page of pages) {
    const locale = localeOfPath(page.path);
    for (const { element, text } of page.images) {
      if (text === null) offences.add(`${element} has no text alternative`, page);
      // alt="" marks a decorative image.
      else if (text === '') continue;
      else if (locale === 'en' && CJK.test(text)) offences.add(`${element} "${text}" is not English`, page);
      else if (locale === 'zh' && !HAN.test(text)) offences.add(`${element} "${text}" is not Chinese`, page);
    }
  }
  return offences.list();
}

/** Offences by what is wrong, each with the pages it happens on (a header link repeats one on every page). */
class Offences {
  readonly #pages = new Map<string, Set<string>>();

  add(offence: string, page: CrawledPage): void {
    this.#pages.set(offence, (this.#pages.get(offence) ?? new Set()).add(page.path));
  }

  list(): string[] {
    return [...this.#pages].map(([offence, pages]) => {
      const paths = [...pages];
      const shown = paths.slice(0, 3).join(', ');
      return `${offence} (on ${paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown})`;
    });
  }
}
