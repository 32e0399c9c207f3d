// The blocks with state: their ARIA state as served in the static HTML, and the
// form section with its island; Sections maps each kind to its block.
import { describe, expect, it, vi } from 'vitest';
import Accordion from '~/components/kit/Accordion.astro';
import ContactSection from '~/components/kit/ContactSection.astro';
import Sections from '~/components/kit/Sections.astro';
import SelectableCards from '~/components/kit/SelectableCards.astro';
import Tabs from '~/components/kit/Tabs.astro';
import { SITE } from '~/config/site';
import { render } from './render.ts';

// The form section reads the enquiry form's confirmation from src/content/shared.yaml (the Container API has no content store).
vi.mock('astro:content', async (importOriginal) => {
  const [{ readFileSync }, { parse }, { sharedSchema }] = await Promise.all([
    import('node:fs'),
    import('yaml'),
    import('~/content/schema/shared.ts'),
  ]);
  return {
    ...(await importOriginal<object>()),
    getEntry: async (collection: string, id: string) => ({
      id,
      collection,
      data: sharedSchema.parse(parse(readFileSync(`src/content/${id}.yaml`, 'utf8'))),
    }),
  };
});

const L = (zh: string, en: string) => ({ zh, en });
const items = [
  { title: L('国家', 'National'), text: L('国家政策', 'National policy') },
  { title: L('地方', 'Local'), text: L('地方政策', 'Local policy') },
  { title: L('国际', 'International'), text: L('国际政策', 'International policy') },
];

describe('Tabs', () => {
  it('is a tab list whose first tab is selected and controls the only visible panel', async () => {
    const tabItems = items.map((item) => ({ label: item.title, title: item.title, text: item.text }));
    const doc = await render(Tabs, { name: 'sol', label: L('方案', 'Solutions'), items: tabItems }, 'en');
    expect(doc.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Solutions');
    const tabs = [...doc.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panels[1]!.id);
    expect(panels[1]!.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(panels[0]!.querySelector('h3')!.textContent).toBe('National');
  });
});

describe('Accordion', () => {
  it('groups exclusive details with the chosen item open and h3 titles', async () => {
    const doc = await render(Accordion, { name: 'policy', items, open: 2 });
    const details = [...doc.querySelectorAll('details')];
    expect(details.map((d) => d.getAttribute('name'))).toEqual(['policy', 'policy', 'policy']);
    expect(details.map((d) => d.hasAttribute('open'))).toEqual([false, true, false]);
    expect([...doc.querySelectorAll('summary h3')].map((h) => h.textContent)).toEqual(['国家', '地方', '国际']);
  });
});

describe('SelectableCards', () => {
  it('is a labelled radio group with the chosen card checked, each radio named by its card', async () => {
    const doc = await render(SelectableCards, { name: 'local', legend: L('特点', 'Features'), items, selected: 1 }, 'en');
    expect(doc.querySelector('fieldset legend')!.textContent).toBe('Features');
    const radios = [...doc.querySelectorAll('input[type="radio"]')];
    expect(radios.map((radio) => radio.hasAttribute('checked'))).toEqual([true, false, false]);
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['local']));
    const first = radios[0]!;
    expect(doc.querySelector(`label[for="${first.id}"]`)!.textContent!.trim()).toBe('National');
    expect(doc.getElementById(first.getAttribute('aria-describedby')!)!.textContent!.trim()).toBe('National policy');
  });
});

describe('ContactSection', () => {
  it('shows the contact details and server-renders the form island with its source', async () => {
    const doc = await render(ContactSection, { source: 'about', map: true }, 'en');
    const section = doc.querySelector('section#contact')!;
    expect(doc.getElementById(section.getAttribute('aria-labelledby')!)!.tagName).toBe('H2');
    expect(doc.querySelector(`a[href="mailto:${SITE.email}"]`)).not.toBeNull();
    expect(doc.body.textContent).toContain(SITE.address.en);
    const island = doc.querySelector('astro-island')!;
    expect(island.getAttribute('client')).toBe('visible');
    expect(island.getAttribute('props')).toContain('about');
    expect([...doc.querySelectorAll('form label')].map((l) => l.textContent!.trim()).slice(0, 4)).toEqual([
      'Name',
      'Company',
      'Phone or email *required',
      'Message *required',
    ]);
    expect(doc.querySelector('input[name="consent"]')!.hasAttribute('checked')).toBe(false);
    // Without JavaScript it is a plain post to the API naming its page (docs/API.md, 'POST /api/contact').
    const form = doc.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.hasAttribute('novalidate')]).toEqual([
      'post',
      '/api/contact',
      false,
    ]);
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]')!.value).toBe('about');
    expect(doc.querySelector('input[type="hidden"][name="page"]')).not.toBeNull();
    // No maxlength: the browser would cut a paste silently.
    expect(doc.querySelector('[maxlength]')).toBeNull();
    expect(doc.querySelector('a[href="/en/privacy/"]')).not.toBeNull();
    expect(doc.querySelector('[role="status"]')).not.toBeNull();
  });

  it('puts the contact before the company on the corporate page', async () => {
    const doc = await render(ContactSection, { source: 'corporate-carbon-management', order: 'contact-first' });
    expect([...doc.querySelectorAll('form label')].map((l) => l.textContent!.trim()).slice(0, 4)).toEqual([
      '姓名',
      '联系方式 *必填',
      '公司名称',
      '留言内容 *必填',
    ]);
  });
});

describe('Sections', () => {
  it('renders each kind with its block, alternating bands and anchors', async () => {
    const heading = (title: string) => ({ title: L(title, title) });
    const sections = [
      { kind: 'steps', id: 'path', heading: heading('Path'), items: items.slice(0, 2) },
      { kind: 'accordion', heading: heading('Policy'), open: 1, items },
      { kind: 'cta', title: L('行动', 'Act'), actions: [{ label: L('联系', 'Contact'), href: '#contact', style: 'primary' }] },
    ];
    const doc = await render(Sections, { sections }, 'en');
    expect([...doc.querySelectorAll('section')].map((s) => s.id)).toEqual(['path', 'section-2', 'section-3']);
    expect([...doc.querySelectorAll('section h2')].map((h) => h.textContent!.trim())).toEqual(['Path', 'Policy', 'Act']);
    expect(doc.querySelector('#path')!.className).toContain('bg-white');
    expect(doc.querySelector('#section-2')!.className).toContain('bg-surface');
    expect(doc.querySelector('#section-2 details')).not.toBeNull();
  });
});
