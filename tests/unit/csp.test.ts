import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import island from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_REDIRECT_SCRIPT } from '~/i18n/language-preference';
import { AFTER_PAINT_SCRIPT } from '../../scripts/lib/after-paint.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
const policies = [...toml.matchAll(/^\s*Content-Security-Policy = "([^"]+)"/gm)].map((m) => m[1]!);

describe('Content-Security-Policy in netlify.toml', () => {
  // One policy for every path: Netlify would merge a second matching one into a list.
  it('is set once, for every path', () => {
    expect(policies).toHaveLength(1);
  });

  // Astro inlines its island runtime and directive scripts; a change of either (or
  // of our own script) must come with new hashes: the expected list is printed.
  it('allows exactly the inline scripts the pages carry', () => {
    const expected = [LANGUAGE_REDIRECT_SCRIPT, island, idle, visible, load, media, only, AFTER_PAINT_SCRIPT].map(sha256);
    for (const policy of policies) {
      const scriptSrc = policy
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))!
        .trim();
      expect(scriptSrc).toBe(`script-src 'self' ${expected.join(' ')}`);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
    }
  });
});
