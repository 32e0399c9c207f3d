// The footer's copyright line carries the year the site is built, not a fixed one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteFooter from '~/components/common/SiteFooter.astro';
import { copyrightYear, SITE } from '~/config/site';
import { render } from './render.ts';

// The footer reads its copy and its columns from src/content/ (the Container API has no content store).
vi.mock('astro:content', async (importOriginal) => {
  const [{ readFileSync }, { parse }, { sharedSchema }, { menusSchema }] = await Promise.all([
    import('node:fs'),
    import('yaml'),
    import('~/content/schema/shared.ts'),
    import('~/content/schema/menus.ts'),
  ]);
  const schemas = { shared: sharedSchema, menus: menusSchema };
  return {
    ...(await importOriginal<object>()),
    getEntry: async (collection: keyof typeof schemas, id: string) => ({
      id,
      collection,
      data: schemas[collection].parse(parse(readFileSync(`src/content/${id}.yaml`, 'utf8'))),
    }),
  };
});

describe('the footer copyright', () => {
  afterEach(() => vi.useRealTimers());

  it('is the year of the build, in China (UTC+8)', () => {
    expect(copyrightYear(new Date('2031-06-01T00:00:00Z'))).toBe(2031);
    expect(copyrightYear(new Date('2031-12-31T16:30:00Z'))).toBe(2032); // 00:30 on 1 January in Shanghai
    expect(copyrightYear(new Date('2031-12-31T15:30:00Z'))).toBe(2031);
  });

  it.each([
    ['zh', '© 2031 碳中和综合服务中心'],
    ['en', '© 2031 Carbon Neutrality Services Center'],
  ] as const)('shows the build year in the footer (%s)', async (locale, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T08:00:00Z'));
    const doc = await render(SiteFooter, { languagePath: '/' }, locale);
    const line = [...doc.querySelectorAll('footer p')].find((p) => p.textContent!.startsWith('©'));
    expect(line!.textContent).toContain(text);
    expect(text).toContain(SITE.name[locale]);
  });
});
