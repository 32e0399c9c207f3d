// The content files' schemas: every page file passes, and a wrong file is rejected
// with the field named (the build's own message: tests/build/content-sync.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { homeSchema } from '~/content/schema/home';
import { pageSchema } from '~/content/schema/page';
import { sharedSchema } from '~/content/schema/shared';

const root = join(import.meta.dirname, '..', '..');
const fixture = (name: string) => parse(readFileSync(join(root, 'tests', 'fixtures', name), 'utf8'));
const issuesOf = (data: unknown) => {
  const result = pageSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('page content files', () => {
  for (const folder of ['pages', 'topics']) {
    const dir = join(root, 'src', 'content', folder);
    // A collection without files yet (topics before its pages land) has no folder.
    const files = existsSync(dir) ? readdirSync(dir) : [];
    for (const file of files.filter((name) => name.endsWith('.yaml'))) {
      it(`${folder}/${file} is complete in both languages`, () => {
        expect(issuesOf(parse(readFileSync(join(dir, file), 'utf8')))).toEqual([]);
      });
    }
  }

  it('rejects a text without its English translation and a photograph without its file, naming the field', () => {
    expect(issuesOf(fixture('missing-en.yaml'))).toEqual([
      'hero.photo.file: no photograph src/assets/photos/no-such-photo.jpg',
      'sections.0.heading.title.en: missing translation',
    ]);
  });

  it('rejects an empty translation, an unknown section kind and a misspelt field', () => {
    const page = fixture('missing-en.yaml');
    delete page.hero.photo;
    page.sections[0].heading.title.en = '  ';
    expect(issuesOf(page)).toEqual(['sections.0.heading.title.en: empty translation']);
    page.sections[0] = { kind: 'carousel', heading: { title: { zh: '轮播', en: 'Carousel' } } };
    expect(issuesOf(page)).toEqual(['sections.0.kind: unknown section kind "carousel" (see docs/CONTENT.md for the kinds)']);
    page.sections[0] = { kind: 'steps', heading: { title: { zh: '步骤', en: 'Steps' } }, itmes: [] };
    expect(issuesOf(page).join('\n')).toMatch(/sections\.0\.items: .*\n?.*itmes/s);
  });

  it('the home page names its success cases by id, and an id without a case file is rejected', () => {
    const home = parse(readFileSync(join(root, 'src', 'content', 'home.yaml'), 'utf8'));
    expect(homeSchema.safeParse(home).success).toBe(true);
    const cases = home.sections.findIndex((section: { kind: string }) => section.kind === 'cases');
    home.sections[cases].items = [1, 99];
    const result = homeSchema.safeParse(home);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      `sections.${cases}.items.1: no success case src/content/cases/99.yaml`,
    ]);
  });

  it('the shared copy (footer, menus, customer service, case pages) is complete in both languages', () => {
    const shared = parse(readFileSync(join(root, 'src', 'content', 'shared.yaml'), 'utf8'));
    expect(sharedSchema.safeParse(shared).success).toBe(true);
  });
});
