import { pluralKey } from '~/i18n/plural';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES, pickMessages, useTranslations } from '~/i18n';
import { en } from '~/i18n/en';
import { createTranslate, format, type MessageKey } from '~/i18n/translate';
import { zh } from '~/i18n/zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('have the same keys in both languages, none of them empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const dictionary of Object.values(DICTIONARIES)) {
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders for a key in both languages', () => {
    for (const key of Object.keys(zh) as MessageKey[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('have at least the groups the spec names', () => {
    const groups = new Set(Object.keys(zh).map((key) => key.split('.')[0]));
    for (const group of ['nav', 'search', 'common', 'footer', 'products', 'news', 'solutions', 'about']) {
      expect(groups).toContain(group);
    }
  });
});

describe('t', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the text of the page language', () => {
    expect(useTranslations('zh')('nav.news')).toBe('新闻中心');
    expect(useTranslations('en')('nav.news')).toBe('News Center');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    const t = useTranslations('en');
    expect(t('footer.copyright', { year: 2025, name: 'ACME' })).toBe('© 2025 ACME. All rights reserved.');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('warns and shows the key itself when a message is missing at run time', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslate({ 'nav.news': 'News' }, 'en');
    expect(t('nav.about')).toBe('nav.about');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nav.about"'));
    expect(t('nav.news')).toBe('News');
  });
});

describe('pickMessages', () => {
  it('keeps only the groups an island asks for', () => {
    const picked = pickMessages('en', ['service']);
    expect(Object.keys(picked).length).toBeGreaterThan(0);
    expect(Object.keys(picked).every((key) => key.startsWith('service.'))).toBe(true);
    expect(picked['service.title']).toBe(en['service.title']);
  });

  it('does not mistake a group for the start of another group name', () => {
    const picked = pickMessages('zh', ['nav']);
    expect(Object.keys(picked).every((key) => key.startsWith('nav.'))).toBe(true);
  });
});

describe('counted nouns', () => {
  it('say 1 article and 1 view in English, the plural otherwise, and one form in Chinese', () => {
    const t = createTranslate(en, 'en');
    expect(t(pluralKey('en', 1, 'newsList.count'), { total: 1 })).toBe('1 article');
    expect(t(pluralKey('en', 0, 'newsList.count'), { total: 0 })).toBe('0 articles');
    expect(t(pluralKey('en', 1, 'article.views'), { count: 1 })).toBe('1 view');
    expect(t(pluralKey('en', 21, 'article.views'), { count: 21 })).toBe('21 views');
    expect(pluralKey('zh', 1, 'article.views')).toBe('article.views.other');
  });
});
