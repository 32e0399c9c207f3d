// Every page's <title> fits in a search result: at most 70 characters in English,
// and a reasonable length in Chinese. A property over every content file that
// gives a page its title (pages, topics, services, cases, home, news centre).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageTitle, siteVars, TITLE_MAX_LENGTH } from '~/config/site';
import { LOCALES } from '~/i18n/locales';
import { format } from '~/i18n/translate';

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

/** Characters as a search result counts them (a Chinese character is about two Latin ones wide). */
const MAX = { en: TITLE_MAX_LENGTH, zh: 35 };

describe('page titles', () => {
  it('covers every page kind', () => {
    expect(titles.length).toBeGreaterThan(20);
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`are at most ${MAX[locale]} characters in ${locale}, the company's name included`, () => {
      const tooLong = [...titles, ...cases]
        .map(({ file, title }) => ({ file, full: pageTitle(format(title[locale], siteVars(locale)), locale) }))
        .filter(({ full }) => [...full].length > MAX[locale])
        .map(({ file, full }) => `${file}: ${full} (${[...full].length})`);
      expect(tooLong).toEqual([]);
    });
  }

  it('name the company by its short name in English and its full name in Chinese', () => {
    expect(pageTitle('About us', 'en')).toBe('About us | CNSC');
    expect(pageTitle('关于我们', 'zh')).toBe('关于我们 | 碳中和综合服务中心');
  });
});
