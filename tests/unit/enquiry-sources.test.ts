import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_SOURCES, sourceName, sourcePath } from '../../src/shared/enquiry-sources.ts';

const CONTENT = join(import.meta.dirname, '../../src/content');

/** Every `source:` a content file gives an enquiry form. */
function formSources(): string[] {
  const files = ['pages', 'topics'].flatMap((dir) =>
    readdirSync(join(CONTENT, dir))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => join(CONTENT, dir, name)),
  );
  const inFiles = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s+source: ([a-z0-9/-]+)\s*$/gm)].map((m) => m[1]!),
  );
  // Each service page's form names its page as product-service/{id} (src/content/service-page.ts).
  const services = readdirSync(join(CONTENT, 'services'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `product-service/${name.slice(0, -5)}`);
  return [...inFiles, ...services];
}

describe('enquiry sources', () => {
  it('names every page whose form sends a source, so the inbox never shows a raw slug', () => {
    const sources = formSources();
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((source) => !KNOWN_SOURCES.includes(source))).toEqual([]);
  });

  it('names and links a page in each language, and keeps an unknown source as sent', () => {
    expect(sourceName('zero-carbon-park', 'zh')).toBe('零碳园区');
    expect(sourceName('zero-carbon-park', 'en')).toBe('Zero-carbon park');
    expect(sourcePath('zero-carbon-park', 'en')).toBe('/en/zero-carbon-park/');
    expect(sourcePath('about', 'zh')).toBe('/about/');
    expect(sourcePath('product-service/carbon-trading', 'zh')).toBe('/product-service/carbon-trading/');
    expect(sourceName('footer', 'en')).toBe('Footer form');
    expect(sourcePath('footer', 'en')).toBeUndefined();
    expect(sourceName('bench', 'zh')).toBe('bench');
    expect(sourcePath('bench', 'zh')).toBeUndefined();
  });
});
