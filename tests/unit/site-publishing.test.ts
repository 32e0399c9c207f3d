// The pure rules of publishing (src/shared/site-publishing.ts, netlify/lib/rebuild.ts;
// docs/API.md, Publishing): an article's site state, and the request id a deploy's title carries.
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../netlify/lib/rebuild.ts';
import { siteStateOf } from '~/shared/site-publishing';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-25T12:00:00Z');

describe('siteStateOf', () => {
  const published = { status: 'published' as const, publishedAt: '2026-11-25T08:00:00Z', updatedAt: '2026-11-25T09:00:00Z' };

  it('is not-public for drafts and articles not yet due, whatever the deploys', () => {
    expect(siteStateOf({ ...published, status: 'draft' }, NOW, NOW)).toBe('not-public');
    expect(siteStateOf({ ...published, publishedAt: '2026-11-26T00:00:00Z' }, NOW, NOW)).toBe('not-public');
  });

  it('is on-site when the last public change came before the last successful deploy was created', () => {
    expect(siteStateOf(published, NOW, at('2026-11-25T10:00:00Z'))).toBe('on-site');
    expect(siteStateOf(published, NOW, at('2026-11-25T09:00:00Z'))).toBe('updating');
    expect(siteStateOf(published, NOW, null)).toBe('updating');
  });

  it('counts coming due as a change: a scheduled article written before the deploy but due after it is updating', () => {
    const cameDue = { status: 'published' as const, publishedAt: '2026-11-25T11:00:00Z', updatedAt: '2026-11-24T00:00:00Z' };
    expect(siteStateOf(cameDue, NOW, at('2026-11-25T10:00:00Z'))).toBe('updating');
    expect(siteStateOf(cameDue, NOW, at('2026-11-25T11:30:00Z'))).toBe('on-site');
  });
});

describe('requestIdOf', () => {
  it('reads the id from the trigger title Netlify gives the deploy', () => {
    expect(requestIdOf('site update Ab3_x-9')).toBe('Ab3_x-9');
    expect(requestIdOf('Deploy from build hook: site update Ab3_x-9')).toBe('Ab3_x-9');
  });

  it('is undefined for deploys no request started', () => {
    expect(requestIdOf(null)).toBeUndefined();
    expect(requestIdOf('Merge pull request #12')).toBeUndefined();
  });
});
