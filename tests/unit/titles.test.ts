// Every page's <title> fits in a search result: at most 70 Latin characters wide,
// a Chinese character counting as two. A property over every content file that gives a page its title
// (pages, topics, services, cases, home, news centre), which must fit with the
// company's name, and over the demo articles, whose titles staff write.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageTitle, SITE, siteVars, TITLE_MAX_WIDTH, titleWidth } from '~/config/site';
import { LOCALES } from '~/i18n/locales';
import { format } from '~/i18n/translate';
import { SEED_ARTICLES } from '../../scripts/seed-data.ts';

type Localized = { zh: string; en: string };
const yamlIn = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => join(folder, file));
const read = (file: string) => parse(readFileSync(file, 'utf8')) as { seo?: { title: Localized }; title?: Localized };

/** Each content file's page title: its seo.title, or a success case's own title. */
const titles = [
  ...['src/content/pages', 'src/content/topics', 'src/content/services'].flatMap(yamlIn),
  'src/content/home.yaml',
  'src/content/news-center.yaml',
].map((file) => ({ file, title: read(file).seo!.title }));
const cases = yamlIn('src/content/cases').map((file) => ({ file, title: read(file).title! }));

const companyName = { zh: SITE.name.zh, en: SITE.shortName.en };
const hasCompanyName = (full: string, locale: 'zh' | 'en') =>
  full === SITE.name[locale] || full.endsWith(` | ${companyName[locale]}`);

describe('page titles', () => {
  it('covers every page kind', () => {
    expect(titles.length).toBeGreaterThan(20);
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`fit in ${TITLE_MAX_WIDTH} characters' width in ${locale}, the company's name included`, () => {
      const tooLong = [...titles, ...cases]
        .map(({ file, title }) => ({ file, full: pageTitle(format(title[locale], siteVars(locale)), locale) }))
        .filter(({ full }) => titleWidth(full) > TITLE_MAX_WIDTH || !hasCompanyName(full, locale))
        .map(({ file, full }) => `${file}: ${full} (${titleWidth(full)})`);
      expect(tooLong).toEqual([]);
    });
  }

  it('measure a Chinese character as two Latin ones', () => {
    expect(titleWidth('About us')).toBe(8);
    expect(titleWidth('关于我们')).toBe(8);
    expect(titleWidth('ISO 14064：区别')).toBe(15);
  });

  it('name the company by its short name in English and its full name in Chinese', () => {
    expect(pageTitle('About us', 'en')).toBe('About us | CNSC');
    expect(pageTitle('关于我们', 'zh')).toBe('关于我们 | 碳中和综合服务中心');
  });

  it("leave the company's name out when it would push the title past the limit", () => {
    const english = 'Green certificates now cover all renewable power in China this year';
    expect(pageTitle(english, 'en')).toBe(english);
    const chinese = '绿证覆盖全部可再生能源电量：企业绿色电力消费如何举证';
    expect(pageTitle(chinese, 'zh')).toBe(chinese);
  });

  it('fit for every demo article, in both languages', () => {
    const tooLong = SEED_ARTICLES.flatMap(({ id, article }) => [
      ...(titleWidth(article.title) > TITLE_MAX_WIDTH ? [`${id}: ${article.title}`] : []),
      ...(article.titleEn && titleWidth(article.titleEn) > TITLE_MAX_WIDTH ? [`${id}: ${article.titleEn}`] : []),
    ]);
    expect(tooLong).toEqual([]);
  });
});
