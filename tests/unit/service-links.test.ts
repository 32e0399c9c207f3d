// decisions.md: every service id the site links to has a real detail page, so
// no menu, card or button leads to '服务不存在'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const entries = new Set(readdirSync(join(SRC, 'content/services')).map((file) => file.replace(/\.yaml$/, '')));

/** Every `/product-service/{id}` written in src/ (menus, content files, components). */
function linkedServiceIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|astro|yaml|md)$/.test(file)) continue;
    for (const match of readFileSync(join(SRC, file), 'utf8').matchAll(/\/product-service\/([a-z0-9-]+)/g)) {
      ids.add(match[1]!);
    }
  }
  return ids;
}

describe('service detail pages', () => {
  it('exist for every service id the site links to', () => {
    const linked = linkedServiceIds();
    expect(linked.size).toBeGreaterThanOrEqual(8);
    expect([...linked].filter((id) => !entries.has(id))).toEqual([]);
  });
});
