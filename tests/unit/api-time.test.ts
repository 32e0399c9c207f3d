import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../../netlify/lib/retention.ts';
import { shanghaiDate, shanghaiMonth } from '../../store/time.ts';

describe('shanghaiMonth', () => {
  it('starts the month at midnight China time, which is 16:00 UTC the day before', () => {
    const month = shanghaiMonth(new Date('2025-03-15T12:00:00Z'));
    expect(new Date(month.start).toISOString()).toBe('2025-02-28T16:00:00.000Z');
    expect(new Date(month.end).toISOString()).toBe('2025-03-31T16:00:00.000Z');
  });

  it('already counts the evening of the last UTC day as the next month in China', () => {
    const month = shanghaiMonth(new Date('2025-03-31T17:00:00Z'));
    expect(new Date(month.start).toISOString()).toBe('2025-03-31T16:00:00.000Z');
  });

  it('rolls over the year in December', () => {
    const month = shanghaiMonth(new Date('2025-12-31T15:59:59Z'));
    expect(new Date(month.end).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });
});

describe('shanghaiDate', () => {
  it('names the date in China', () => {
    expect(shanghaiDate(new Date('2025-06-30T16:30:00Z'))).toBe('2025-07-01');
  });
});

describe('retentionCutoff', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('defaults to 365 days', () => {
    expect(retentionCutoff(now, undefined).toISOString()).toBe('2024-06-01T00:00:00.000Z');
    expect(retentionCutoff(now, '').toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });

  it('uses CONTACT_RETENTION_DAYS when it is a whole number of days', () => {
    expect(retentionCutoff(now, '30').toISOString()).toBe('2025-05-02T00:00:00.000Z');
  });

  it.each(['0', '-5', '30d', '1.5'])('keeps the default for the malformed value %s rather than deleting more', (value) => {
    expect(retentionCutoff(now, value).toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });
});
