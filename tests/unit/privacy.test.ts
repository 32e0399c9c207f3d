import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { PageContent } from '~/content/schema/page';
import { retentionDays } from '~/shared/retention';

const policy: PageContent = parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'content', 'pages', 'privacy.yaml'), 'utf8'),
);
const textOf = (id: string, locale: 'zh' | 'en') =>
  JSON.stringify(policy.sections.find((section) => section.id === id))
    .match(new RegExp(`"${locale}":"[^"]*`, 'g'))!
    .join('');

describe('privacy policy', () => {
  it('keeps enquiries 365 days unless CONTACT_RETENTION_DAYS says another whole number', () => {
    expect(retentionDays(undefined)).toBe(365);
    expect(retentionDays('')).toBe(365);
    expect(retentionDays('30')).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'abc']) expect(retentionDays(bad), bad).toBe(365);
  });

  it('says what is collected, why, where, how long and how to delete', () => {
    expect(policy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['collect', 'purpose', 'storage', 'retention', 'deletion']),
    );
    expect(textOf('storage', 'zh')).toContain('中国大陆境外');
    expect(textOf('storage', 'en')).toContain('outside mainland China');
    expect(textOf('retention', 'en')).toContain('{days}');
    expect(textOf('deletion', 'zh')).toContain('{email}');
  });
});
