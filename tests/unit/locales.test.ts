import { describe, expect, it } from 'vitest';
import { localeOfPath, localeStaticPaths, localizePath, neutralPath } from '~/i18n/locales';

describe('locale paths', () => {
  it('serves zh unprefixed and en under /en', () => {
    expect(localeStaticPaths().map((p) => p.params.locale)).toEqual([undefined, 'en']);
  });

  it('gives each path of a page its two languages, keeping its parameters and props', () => {
    const paths = localeStaticPaths([{ params: { id: '1' }, props: { n: 1 } }]);
    expect(paths).toEqual([
      { params: { id: '1', locale: undefined }, props: { n: 1 } },
      { params: { id: '1', locale: 'en' }, props: { n: 1 } },
    ]);
  });

  it('maps a page to its counterpart in the other language', () => {
    expect(localizePath('/about', 'en')).toBe('/en/about/');
    expect(localizePath('/en/about/', 'zh')).toBe('/about/');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/en', 'zh')).toBe('/');
  });

  // Issue 22: Netlify answers /about with a 301 to /about/; links go straight to the canonical form.
  it('ends page links with a slash, keeping query and hash, and leaves files and the API alone', () => {
    expect(localizePath('/news-center?category=policy#list', 'en')).toBe('/en/news-center/?category=policy#list');
    expect(localizePath('/contact-us#form', 'zh')).toBe('/contact-us/#form');
    expect(localizePath('/rss.xml', 'en')).toBe('/en/rss.xml');
    expect(localizePath('/media/x.png', 'zh')).toBe('/media/x.png');
    expect(localizePath('/about/', 'en')).toBe('/en/about/');
  });

  it('does not mistake paths that merely start with "en" for English ones', () => {
    expect(neutralPath('/enterprise-carbon-asset-management')).toBe('/enterprise-carbon-asset-management');
    expect(localeOfPath('/enterprise-carbon-asset-management')).toBe('zh');
    expect(localeOfPath('/en/news-center')).toBe('en');
  });

  // Issue 19: the language links of /en//evil.example/... led to evil.example.
  it.each(['//evil.example/p', '/\\evil.example/p', '///evil.example', '/\\/evil.example', '\\\\evil.example'])(
    'keeps %s (and its /en form) a path of this site in both languages',
    (path) => {
      for (const input of [path, `/en${path}`]) {
        for (const locale of ['zh', 'en'] as const) {
          const built = localizePath(input, locale);
          expect(built).toMatch(/^\/(?![/\\])/);
          expect(new URL(built, 'https://example.test').origin).toBe('https://example.test');
        }
      }
    },
  );
});
