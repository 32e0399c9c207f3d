// The layout of every success case page: a case entry (src/content/cases/) and
// the copy all case pages share (shared.yaml) become a page of kit sections in
// the spec's order: results, challenges, solutions, timeline, testimonial,
// pictures, next steps. The hero's facts and tags are the route's own.
import { resultFigures } from '~/components/cases/case-figures.ts';
import type { z } from 'astro/zod';
import { useTranslations, type MessageKey } from '~/i18n';
import { CASE_CATEGORY_LABELS } from './case-categories.ts';
import { CASE_LIST_HREF } from './cases.ts';
import type { CaseData } from './schema/case.ts';
import type { PageContent } from './schema/page.ts';
import type { sharedSchema } from './schema/shared.ts';
import type { Localized } from './types.ts';

/** What every case page says above its figures and ends with (shared.yaml `caseStudy`). */
type CaseStudyCopy = z.infer<typeof sharedSchema>['caseStudy'];

const t = { zh: useTranslations('zh'), en: useTranslations('en') };

/** An interface label (src/i18n) in both languages. */
function label(key: MessageKey): Localized {
  return { zh: t.zh(key), en: t.en(key) };
}

/** The four result figures, each text in both languages. */
function resultStats(results: CaseData['results']) {
  const zh = resultFigures(results, 'zh', t.zh);
  const en = resultFigures(results, 'en', t.en);
  return zh.map((figure, i) => ({
    value: { zh: figure.value, en: en[i]!.value },
    unit: figure.unit === undefined ? undefined : { zh: figure.unit, en: en[i]!.unit! },
    label: { zh: figure.label, en: en[i]!.label },
  }));
}

export function casePage(data: CaseData, copy: CaseStudyCopy): PageContent {
  return {
    seo: { title: data.title, description: data.description },
    hero: { eyebrow: CASE_CATEGORY_LABELS[data.category], title: data.title, lead: data.description, photo: data.photo },
    sections: [
      {
        kind: 'stats',
        id: 'results',
        heading: { title: label('cases.results'), lead: copy.resultsLead },
        items: resultStats(data.results),
      },
      { kind: 'values', id: 'challenges', heading: { title: label('cases.challenges') }, items: data.challenges },
      { kind: 'cards', id: 'solutions', heading: { title: label('cases.solutions') }, columns: 4, items: data.solutions },
      { kind: 'timeline', id: 'timeline', heading: { title: label('cases.timeline') }, items: data.timeline },
      { kind: 'testimonial', id: 'testimonial', heading: { title: label('cases.testimonial') }, ...data.testimonial },
      { kind: 'gallery', id: 'gallery', heading: { title: label('cases.gallery') }, items: data.images, results: data.results },
      {
        kind: 'cta',
        id: 'next',
        title: copy.cta.title,
        text: copy.cta.text,
        actions: [copy.cta.action, { label: label('cases.backToList'), href: CASE_LIST_HREF, style: 'secondary' }],
      },
    ],
  };
}
