import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS } from '~/content/privacy';
import { retentionDays } from '~/shared/retention';

describe('privacy policy', () => {
  it('keeps enquiries 365 days unless CONTACT_RETENTION_DAYS says another whole number', () => {
    expect(retentionDays(undefined)).toBe(365);
    expect(retentionDays('')).toBe(365);
    expect(retentionDays('30')).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'abc']) expect(retentionDays(bad), bad).toBe(365);
  });

  it('says what is collected, why, where, how long and how to delete, in both languages', () => {
    expect(PRIVACY_SECTIONS.map((s) => s.id)).toEqual(
      expect.arrayContaining(['collect', 'purpose', 'storage', 'retention', 'deletion']),
    );
    for (const section of PRIVACY_SECTIONS) {
      expect(section.body.zh.length, section.id).toBeGreaterThan(0);
      expect(section.body.en.length, section.id).toBe(section.body.zh.length);
    }
    const storage = PRIVACY_SECTIONS.find((s) => s.id === 'storage')!;
    expect(storage.body.zh.join('')).toContain('中国大陆境外');
    expect(storage.body.en.join('')).toContain('outside mainland China');
    expect(PRIVACY_SECTIONS.find((s) => s.id === 'retention')!.body.en.join('')).toContain('{days}');
  });
});
