// Each kit block's markup: heading levels, links, texts in the page's language.
import { describe, expect, it } from 'vitest';
import Architecture from '~/components/kit/Architecture.astro';
import CallToAction from '~/components/kit/CallToAction.astro';
import CardGrid from '~/components/kit/CardGrid.astro';
import Honours from '~/components/kit/Honours.astro';
import Icon from '~/components/kit/Icon.astro';
import Illustration from '~/components/kit/Illustration.astro';
import LinkButton from '~/components/kit/LinkButton.astro';
import LogoWall from '~/components/kit/LogoWall.astro';
import PageHero from '~/components/kit/PageHero.astro';
import PricingTable from '~/components/kit/PricingTable.astro';
import Prose from '~/components/kit/Prose.astro';
import Section from '~/components/kit/Section.astro';
import Split from '~/components/kit/Split.astro';
import Stats from '~/components/kit/Stats.astro';
import Steps from '~/components/kit/Steps.astro';
import Testimonial from '~/components/kit/Testimonial.astro';
import Timeline from '~/components/kit/Timeline.astro';
import ValueList from '~/components/kit/ValueList.astro';
import { render } from './render.ts';

const L = (zh: string, en: string) => ({ zh, en });
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent!.trim());

describe('PageHero', () => {
  it('is the page h1 with its lead and actions, English links under /en', async () => {
    const hero = {
      eyebrow: L('关于', 'About'),
      title: L('标题', 'Title'),
      lead: L('导语', 'Lead'),
      actions: [
        { label: L('联系', 'Contact'), href: '/about#contact', style: 'primary' },
        { label: L('下一节', 'Next'), href: '#next', style: 'secondary' },
      ],
      illustration: 'about-campus',
    };
    const doc = await render(PageHero, { hero }, 'en');
    expect(texts(doc, 'h1')).toEqual(['Title']);
    expect(doc.querySelector('section')!.getAttribute('aria-labelledby')).toBe('page-title');
    expect([...doc.querySelectorAll('a')].map((a) => [a.textContent!.trim(), a.getAttribute('href')])).toEqual([
      ['Contact', '/en/about/#contact'],
      ['Next', '#next'],
    ]);
    expect(doc.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('Section', () => {
  it('is labelled by its h2 heading, with eyebrow and lead', async () => {
    const doc = await render(Section, {
      id: 'values',
      heading: { eyebrow: L('眉题', 'Eyebrow'), title: L('价值观', 'Values'), lead: L('导语', 'Lead') },
    });
    const section = doc.querySelector('section#values')!;
    expect(section.getAttribute('aria-labelledby')).toBe('values-title');
    expect(doc.getElementById('values-title')!.tagName).toBe('H2');
    expect(texts(doc, 'h2')).toEqual(['价值观']);
    expect(doc.body.textContent).toContain('眉题');
  });
});

describe('LinkButton', () => {
  it('localizes site paths and keeps anchors', async () => {
    expect(
      (await render(LinkButton, { href: '/solution', label: L('方案', 'Solution') }, 'en'))
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe('/en/solution/');
    expect(
      (await render(LinkButton, { href: '/solution', label: L('方案', 'Solution') }, 'zh'))
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe('/solution/');
  });
});

describe('CardGrid and FeatureCard', () => {
  it('renders h3 cards; a card with href is one link; numbered cards count from 01', async () => {
    const items = [
      { icon: 'leaf', title: L('绿色', 'Green'), text: L('文字', 'Text'), tags: [L('标签', 'Tag')] },
      { title: L('链接', 'Linked'), href: '/about' },
    ];
    const doc = await render(CardGrid, { items, numbered: true }, 'en');
    expect(texts(doc, 'li > * h3, li > * > h3')).toEqual(['Green', 'Linked']);
    expect(doc.querySelector('a')!.getAttribute('href')).toBe('/en/about/');
    expect(doc.querySelector('a')!.textContent).toContain('Learn more');
    expect(doc.body.textContent).toContain('01');
    expect(texts(doc, 'ul ul li')).toEqual(['Tag']);
  });

  it('draws the illustration of a card across its top, as decoration', async () => {
    const doc = await render(CardGrid, { items: [{ title: L('案例', 'Case'), illustration: 'about-campus' }] });
    expect(doc.querySelector('li svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('centres a short last row: five cards in three columns end with two in the middle', async () => {
    const items = ['一', '二', '三', '四', '五'].map((n) => ({ title: L(n, n) }));
    const cells = [...(await render(CardGrid, { items })).querySelectorAll('ul > li')].map((li) => li.className);
    expect(cells[3]).toContain('lg:col-start-2');
    expect(cells[4]).toContain('sm:col-start-2');
    expect(cells.slice(0, 3).join(' ')).not.toContain('col-start');
  });

  it('puts four cards in a row only from 1280 px, centring a short last row there', async () => {
    const items = ['一', '二', '三', '四', '五'].map((n) => ({ title: L(n, n) }));
    const grid = (await render(CardGrid, { items, columns: 4 })).querySelector('ul')!;
    expect(grid.className).toContain('xl:grid-cols-8');
    expect(grid.className).not.toMatch(/\blg:grid-cols/);
    const cells = [...grid.querySelectorAll(':scope > li')].map((li) => li.className);
    expect(cells[4]).toContain('sm:col-start-2');
    expect(cells[4]).toContain('xl:col-start-4');
  });
});

describe('Steps, Timeline', () => {
  it('are ordered lists of h3 items', async () => {
    const steps = await render(
      Steps,
      {
        items: [
          { title: L('一', 'One'), text: L('甲', 'A') },
          { title: L('二', 'Two'), text: L('乙', 'B') },
        ],
      },
      'en',
    );
    expect(texts(steps, 'ol > li h3')).toEqual(['One', 'Two']);
    const timeline = await render(Timeline, {
      items: [
        { phase: L('启动', 'Start'), period: L('1 月', 'Jan'), text: L('甲', 'A') },
        { phase: L('交付', 'Deliver'), period: L('3 月', 'Mar'), text: L('乙', 'B') },
      ],
    });
    expect(texts(timeline, 'ol > li h3')).toEqual(['启动', '交付']);
  });
});

describe('Stats, ValueList, PricingTable', () => {
  it('pairs each figure with its label, values and prices with h3 titles', async () => {
    const stats = await render(Stats, { items: [{ value: '98', unit: L('%', '%'), label: L('满意度', 'Satisfaction') }] }, 'en');
    expect(texts(stats, 'dt')).toEqual(['Satisfaction']);
    expect(texts(stats, 'dd')[0]).toMatch(/^98\s*%$/);
    const worded = await render(Stats, { items: [{ value: L('100万+', '¥1M+'), label: L('年节约', 'Saved a year') }] }, 'en');
    expect(texts(worded, 'dd')).toEqual(['¥1M+']);
    const values = await render(ValueList, { items: [{ title: L('降本', 'Lower cost'), text: L('文字', 'Text') }] }, 'en');
    expect(texts(values, 'li h3')).toEqual(['Lower cost']);
    const pricing = await render(PricingTable, {
      items: [{ name: L('方案编制', 'Plan'), price: L('8-15万元', 'CNY 80k–150k'), text: L('说明', 'Scope') }],
    });
    expect(texts(pricing, 'li h3')).toEqual(['方案编制']);
    expect(texts(pricing, '[data-price]')).toEqual(['8-15万元']);
  });
});

describe('CallToAction, Testimonial, Prose', () => {
  it('heads the band with h2 and links its buttons', async () => {
    const doc = await render(
      CallToAction,
      {
        id: 'cta',
        title: L('立即咨询', 'Talk to us'),
        actions: [{ label: L('联系', 'Contact'), href: '#contact', style: 'primary' }],
      },
      'en',
    );
    expect(doc.querySelector('section')!.getAttribute('aria-labelledby')).toBe('cta-title');
    expect(texts(doc, 'h2')).toEqual(['Talk to us']);
    expect(doc.querySelector('a')!.getAttribute('href')).toBe('#contact');
  });

  it('quotes the client with author and position', async () => {
    const doc = await render(
      Testimonial,
      { quote: L('很好', 'Great'), author: L('王经理', 'Ms Wang'), position: L('总监', 'Director') },
      'en',
    );
    expect(texts(doc, 'blockquote')).toEqual(['Great']);
    expect(doc.querySelector('figcaption')!.textContent).toContain('Ms Wang');
  });

  it('writes paragraphs, lists and h3 subheadings with placeholders filled', async () => {
    const body = [
      { subheading: L('小标题', 'Sub') },
      { paragraph: L('写信到 {email}', 'Write to {email}') },
      { list: [L('一', 'one'), L('二', 'two')] },
    ];
    const doc = await render(Prose, { body, vars: { email: 'a@b.c' } }, 'en');
    expect(texts(doc, 'h3')).toEqual(['Sub']);
    expect(texts(doc, 'p')).toEqual(['Write to a@b.c']);
    expect(texts(doc, 'li')).toEqual(['one', 'two']);
  });
});

describe('Split, Architecture, LogoWall, Honours', () => {
  it('renders each item with an h3 in the page language', async () => {
    const split = await render(
      Split,
      {
        items: [
          {
            title: L('画像', 'Profiling'),
            text: L('文字', 'Text'),
            illustration: 'about-campus',
            action: { label: L('了解', 'More'), href: '#contact', style: 'primary' },
          },
        ],
      },
      'en',
    );
    expect(texts(split, 'h3')).toEqual(['Profiling']);
    expect(split.querySelector('a')!.getAttribute('href')).toBe('#contact');
    const arch = await render(
      Architecture,
      {
        layers: [
          { title: L('应用层', 'Apps'), items: [L('看板', 'Dashboards')] },
          { title: L('数据层', 'Data'), items: [L('电表', 'Meters')] },
        ],
      },
      'en',
    );
    expect(texts(arch, 'ol > li > h3')).toEqual(['1Apps', '2Data']);
    const logos = await render(LogoWall, {
      items: [
        { name: L('伙伴', 'Partner'), icon: 'leaf' },
        { name: L('银行', 'Bank'), icon: 'landmark' },
      ],
    });
    expect(texts(logos, 'li')).toEqual(['伙伴', '银行']);
    const honours = await render(
      Honours,
      {
        items: [
          { style: 'certificate', title: L('证书', 'Certificate'), issuer: L('机构', 'Body'), year: '2020' },
          { style: 'badge', title: L('奖项', 'Award'), issuer: L('协会', 'Association'), year: '2023' },
        ],
      },
      'en',
    );
    expect(texts(honours, 'li h3')).toEqual(['Certificate', 'Award']);
  });
});

describe('Icon and Illustration', () => {
  it('are hidden from screen readers unless labelled', async () => {
    expect((await render(Icon, { name: 'leaf' })).querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    const labelled = (await render(Illustration, { name: 'office-map', label: '地图' })).querySelector('svg')!;
    expect([labelled.getAttribute('role'), labelled.getAttribute('aria-label')]).toEqual(['img', '地图']);
  });
});
