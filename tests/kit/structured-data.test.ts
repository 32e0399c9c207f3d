// Structured data: the JSON-LD a page carries parses, names the right schema.org
// types for its kind of page, and no title can close its script element.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import StructuredData from '~/components/common/StructuredData.astro';
import { useTranslations } from '~/i18n';
import { localeOfPath } from '~/i18n/locales';

const container = await AstroContainer.create();

async function graphOf(path: string, props: { title: string; description?: string; service?: boolean }) {
  const locale = localeOfPath(path);
  const html = await container.renderToString(StructuredData, {
    props: { description: 'A page.', ...props },
    locals: { locale, t: useTranslations(locale) },
    request: new Request(`https://example.com${path}`),
  });
  const { document } = new Window();
  document.body.innerHTML = html;
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const json = JSON.parse(scripts[0]!.textContent ?? '') as { '@context': string; '@graph': Record<string, any>[] };
  expect(json['@context']).toBe('https://schema.org');
  return json['@graph'];
}

const types = (graph: Record<string, unknown>[]) => graph.map((node) => node['@type']);

describe('structured data', () => {
  it('describes the company on the home page', async () => {
    const graph = await graphOf('/', { title: '碳中和综合服务中心' });
    expect(types(graph)).toEqual(['Organization']);
    expect(graph[0]).toMatchObject({
      name: '碳中和综合服务中心',
      email: 'service@cnsc.example.com',
      telephone: '+864000002060',
      address: { '@type': 'PostalAddress', addressCountry: 'CN' },
      contactPoint: { '@type': 'ContactPoint' },
    });
    expect(graph[0]!.logo).toMatch(/^https?:\/\/.+\/favicon\.svg$/);
  });

  it('gives a page below the home its breadcrumb trail, in its language', async () => {
    const graph = await graphOf('/en/about/', { title: 'About Us' });
    expect(types(graph)).toEqual(['BreadcrumbList']);
    expect(graph[0]!.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'About Us']);
    expect(graph[0]!.itemListElement[1]).toMatchObject({ position: 2, item: expect.stringMatching(/\/en\/about\/?$/) });
  });

  it('places a case under the case list', async () => {
    const graph = await graphOf('/success-cases/1/', { title: '某钢铁集团碳资产管理' });
    expect(graph[0]!.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      '首页',
      '成功案例',
      '某钢铁集团碳资产管理',
    ]);
  });

  it('describes the service on a service page', async () => {
    const graph = await graphOf('/en/product-service/carbon-consulting/', { title: 'Carbon consulting', service: true });
    expect(types(graph)).toEqual(['BreadcrumbList', 'Service']);
    expect(graph[0]!.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Products & Services',
      'Carbon consulting',
    ]);
    expect(graph[1]).toMatchObject({ name: 'Carbon consulting', provider: { '@type': 'Organization' } });
  });

  it('never lets a text close the script', async () => {
    const title = '</script><script>alert(1)</script>';
    const html = await container.renderToString(StructuredData, {
      props: { title, description: 'x' },
      locals: { locale: 'zh', t: useTranslations('zh') },
      request: new Request('https://example.com/about/'),
    });
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const graph = await graphOf('/about/', { title });
    expect(graph[0]!.itemListElement[1].name).toBe(title);
  });
});
