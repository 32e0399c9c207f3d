import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_REDIRECT_SCRIPT } from '~/i18n/language-preference';
import { localizePath } from '~/i18n/locales';

useTestStorageEngine();
const { $language } = await import('~/stores/language');
const { switchLanguage } = await import('~/i18n/language-links');

/** Runs the inline pre-paint script against a stored value and a URL; returns where it moved, if anywhere. */
function runRedirect(stored: string | null, url: string): string | undefined {
  const { pathname, search, hash } = new URL(url, 'https://example.test');
  const replace = vi.fn();
  const localStorage = { getItem: (key: string) => (key === 'language' ? stored : null) };
  new Function('localStorage', 'location', LANGUAGE_REDIRECT_SCRIPT)(localStorage, { pathname, search, hash, replace });
  return replace.mock.calls[0]?.[0];
}

describe('language preference', () => {
  beforeAll(() => cleanTestStorage());
  afterEach(() => {
    cleanTestStorage();
    vi.unstubAllGlobals();
  });

  it('stores the choice under "language" and opens the same page in that language', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => stored.set(key, value) });
    const navigate = vi.fn();
    switchLanguage('en', { pathname: '/news-center/', search: '?category=x', hash: '#list' }, navigate);
    expect(Object.fromEntries(stored)).toEqual({ language: 'en' });
    expect(navigate).toHaveBeenCalledWith('/en/news-center/?category=x#list');

    switchLanguage('zh', { pathname: '/en/', search: '', hash: '' }, navigate);
    expect(Object.fromEntries(stored)).toEqual({ language: 'zh' });
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('still follows the link when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('denied');
      },
    });
    const navigate = vi.fn();
    switchLanguage('en', { pathname: '/about', search: '', hash: '' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/en/about/');
  });

  it('ignores a stored value that is not a language', () => {
    setTestStorageKey('language', 'fr');
    expect($language.get()).toBeUndefined();
  });
});

describe('pre-paint language script', () => {
  it('moves nothing without a stored preference', () => {
    expect(runRedirect(null, '/about')).toBeUndefined();
    expect(runRedirect(null, '/en/about')).toBeUndefined();
  });

  it('moves to the counterpart when the preference differs, keeping query and hash', () => {
    expect(runRedirect('en', '/about?x=1#contact')).toBe('/en/about?x=1#contact');
    expect(runRedirect('en', '/')).toBe('/en/');
    expect(runRedirect('zh', '/en/')).toBe('/');
    expect(runRedirect('zh', '/en')).toBe('/');
    expect(runRedirect('zh', '/en/news-center?search=a')).toBe('/news-center?search=a');
  });

  it('stays when the page is already in the preferred language', () => {
    expect(runRedirect('zh', '/about')).toBeUndefined();
    expect(runRedirect('en', '/en/about')).toBeUndefined();
    expect(runRedirect('fr', '/about')).toBeUndefined();
  });

  it('does not mistake /enterprise-... for an English page', () => {
    expect(runRedirect('zh', '/enterprise-carbon-asset-management')).toBeUndefined();
    expect(runRedirect('en', '/enterprise-carbon-asset-management')).toBe('/en/enterprise-carbon-asset-management');
  });

  it('agrees with localizePath on every shape of path', () => {
    for (const path of ['/', '/about/', '/product-service/carbon-finance/', '/en/', '/en/success-cases/2/']) {
      for (const locale of ['zh', 'en'] as const) {
        const expected = localizePath(path, locale);
        expect(runRedirect(locale, path) ?? path).toBe(expected);
      }
    }
  });

  // Issue 19: on /en//evil.example/... a visitor who chose Chinese was sent to evil.example.
  it.each([
    ['/en//evil.example/p', '/evil.example/p'],
    ['/en///evil.example', '/evil.example'],
    ['/en/\\evil.example/p', '/evil.example/p'],
    ['/en/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/en/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ])('keeps %s on this site', (pathname, expected) => {
    const replace = vi.fn();
    const localStorage = { getItem: () => 'zh' };
    new Function('localStorage', 'location', LANGUAGE_REDIRECT_SCRIPT)(localStorage, { pathname, search: '', hash: '', replace });
    const target = replace.mock.calls[0]?.[0] as string;
    expect(target).toBe(expected);
    expect(new URL(target, 'https://example.test').origin).toBe('https://example.test');
    expect(localizePath(pathname, 'zh')).toBe(localizePath(expected, 'zh'));
  });

  it('survives storage that throws (privacy modes)', () => {
    const replace = vi.fn();
    const localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() =>
      new Function('localStorage', 'location', LANGUAGE_REDIRECT_SCRIPT)(localStorage, { pathname: '/', replace }),
    ).not.toThrow();
    expect(replace).not.toHaveBeenCalled();
  });
});
