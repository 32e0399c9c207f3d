// The content files' schemas: every page file passes, and a wrong file fails the
// build with the file and the field named (decisions.md, 'Staff and marketers').
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { homeSchema } from '~/content/schema/home';
import { pageSchema } from '~/content/schema/page';
import { sharedSchema } from '~/content/schema/shared';

const root = join(import.meta.dirname, '..', '..');
const fixture = (name: string) => parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));
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

  it('rejects a text without its English translation, naming the field', () => {
    expect(issuesOf(fixture('missing-en.yaml'))).toEqual(['sections.0.heading.title.en: missing translation']);
  });

  it('rejects an empty translation, an unknown section kind and a misspelt field', () => {
    const page = fixture('missing-en.yaml');
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

  it(
    'fails the content sync of build and check with the file and the field named',
    () => {
      const copy = mkdtempSync(join(tmpdir(), 'content-schema-'));
      try {
        for (const entry of ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'scripts/lib']) {
          cpSync(join(root, entry), join(copy, entry), { recursive: true });
        }
        symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
        cpSync(join(import.meta.dirname, 'fixtures', 'missing-en.yaml'), join(copy, 'src', 'content', 'pages', 'broken.yaml'));
        // No store: the news collection then loads nothing (the API tests may have set one up in this process).
        const env = { ...process.env, UPSTASH_REDIS_REST_URL: '', UPSTASH_REDIS_REST_TOKEN: '', NO_COLOR: '1', FORCE_COLOR: '0' };
        const run = spawnSync('npx', ['astro', 'sync'], { cwd: copy, encoding: 'utf8', timeout: 110_000, env });
        // CI's terminal may still colour the output: compare the text a marketer reads.
        const output = stripVTControlCharacters(run.stdout + run.stderr);
        expect(run.status, output).not.toBe(0);
        expect(output).toContain('pages → broken data does not match collection schema');
        expect(output).toContain('sections.0.heading.title.en: missing translation');
        expect(output).toContain('src/content/pages/broken.yaml');
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
