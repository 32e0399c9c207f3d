// Baidu's site-verification tag (docs/DEPLOY.md, 10.1): on the home pages when
// src/config/site.ts gives a code, nowhere when it gives none.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE } from '~/config/site';
import { useTranslations } from '~/i18n';
import BaseLayout from '~/layouts/BaseLayout.astro';

const container = await AstroContainer.create();
const configured = SITE.baiduSiteVerification;

function page(path: string) {
  const locale = path.startsWith('/en') ? 'en' : 'zh';
  return container.renderToString(BaseLayout, {
    props: { locale, title: 'Title', description: 'Description' },
    request: new Request(`http://localhost${path}`),
    locals: { locale, t: useTranslations(locale) },
  });
}

const TAG = /<meta name="baidu-site-verification" content="([^"]*)"/;

afterEach(() => Object.assign(SITE, { baiduSiteVerification: configured }));

describe('the Baidu verification tag', () => {
  it('is on the home pages, with the configured code, when one is set', async () => {
    Object.assign(SITE, { baiduSiteVerification: 'codeva-Test123' });
    expect(TAG.exec(await page('/'))?.[1]).toBe('codeva-Test123');
    expect(TAG.exec(await page('/en/'))?.[1]).toBe('codeva-Test123');
    expect(await page('/about/')).not.toMatch(TAG);
  });

  it('is absent when none is set', async () => {
    Object.assign(SITE, { baiduSiteVerification: '' });
    expect(await page('/')).not.toMatch(TAG);
  });
});
