// Success cases: every case file is complete, and the list's filter and the
// figures read as the pages show them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatCaseDate, formatCost, resultFigures } from '~/components/cases/case-figures';
import { caseFilterSearch, caseMatches, readCaseFilter } from '~/components/cases/case-filter';
import { caseSchema } from '~/content/schema/case';
import { useTranslations } from '~/i18n';

const dir = join(import.meta.dirname, '..', '..', 'src', 'content', 'cases');
const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'));
const read = (file: string) => parse(readFileSync(join(dir, file), 'utf8'));
const issuesOf = (data: unknown) => {
  const result = caseSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('case files', () => {
  it('are the six cases the routes promise, /success-cases/1 to /6', () => {
    expect(files.sort()).toEqual(['1.yaml', '2.yaml', '3.yaml', '4.yaml', '5.yaml', '6.yaml']);
  });

  for (const file of files) {
    it(`${file} is complete in both languages`, () => expect(issuesOf(read(file))).toEqual([]));
  }

  it('reject an unknown category and a chart as the card picture, naming the field', () => {
    const data = read('1.yaml');
    data.category = 'forestry';
    data.images = [...data.images.slice(1), data.images[0]];
    expect(issuesOf(data)).toEqual([
      'category: must be one of zero-carbon-park, carbon-management, carbon-footprint, esg-report, carbon-trading',
      'images: the first image must be a scene (it is also the card picture)',
    ]);
  });
});

describe('case figures', () => {
  it('write the date and the yearly saving the way each language does', () => {
    expect(formatCaseDate('2023-06', 'zh')).toBe('2023年6月');
    expect(formatCaseDate('2024-12', 'en')).toBe('December 2024');
    expect(formatCost(3200, 'zh')).toBe('3,200');
    expect(formatCost(1850, 'en')).toBe('18.5');
  });

  it('are the four results in order, with their labels', () => {
    const results = { carbonReduction: 45, energySaving: 22, costSaving: 3200, renewableEnergy: 38 };
    expect(resultFigures(results, 'en', useTranslations('en'))).toEqual([
      { key: 'carbonReduction', value: '45%', label: 'Lower emissions' },
      { key: 'energySaving', value: '22%', label: 'Energy saved' },
      { key: 'costSaving', value: '32', unit: 'million CNY', label: 'Saved each year' },
      { key: 'renewableEnergy', value: '38%', label: 'Renewable electricity' },
    ]);
  });
});

describe('case filter', () => {
  const card = { category: 'zero-carbon-park', text: 'A zero-carbon CAMPUS for a university' };

  it('keeps a card in the category whose text contains the query, ignoring case', () => {
    expect(caseMatches(card, { category: '', query: '' })).toBe(true);
    expect(caseMatches(card, { category: 'zero-carbon-park', query: ' campus ' })).toBe(true);
    expect(caseMatches(card, { category: 'carbon-trading', query: 'campus' })).toBe(false);
    expect(caseMatches(card, { category: '', query: 'factory' })).toBe(false);
  });

  it('round-trips through the URL, leaving out what is empty', () => {
    const filter = { category: 'esg-report', query: '报告' };
    expect(readCaseFilter(caseFilterSearch(filter))).toEqual(filter);
    expect(caseFilterSearch({ category: '', query: '  ' })).toBe('');
    expect(readCaseFilter('?q=CBAM')).toEqual({ category: '', query: 'CBAM' });
  });
});
