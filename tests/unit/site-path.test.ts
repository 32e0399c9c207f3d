import { describe, expect, it } from 'vitest';
import { isSitePath } from '~/shared/site-path';

// Issue 19: `/\evil.example/p.png` passed as a path of this site.
describe('isSitePath', () => {
  it.each(['/', '/images/news/1.webp', '/a/b?x=1#top', '/%E5%9B%BE.png', '/a%20b.png'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'images/a.png',
    '//evil.example/p.png',
    '/\\evil.example/p.png',
    '\\\\evil.example/p.png',
    '/%2F%2Fevil.example/p.png',
    '/%2f/evil.example',
    '/%5C%5Cevil.example/p.png',
    '/%5cevil.example',
    '/a\u0000.png',
    '/a\n.png',
    '/a\u007f.png',
    '/a%0A.png',
    '/a%7f.png',
    '/a b.png',
  ])('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

describe('content link targets', () => {
  it('take site paths and anchors, never another host', async () => {
    const { href } = await import('~/content/schema/text');
    for (const ok of ['/about', '/about#contact', '#contact']) expect(href.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example', 'about'])
      expect(href.safeParse(bad).success, bad).toBe(false);
  });
});
