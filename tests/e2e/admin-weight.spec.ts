// The admin app's code must never load on a public page: follow every script
// a public page of dist/ can load (islands, their renderers and imports) and
// check that none of them is the admin's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.ts';

const dist = join(process.cwd(), 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Every /_astro/*.js a page can load: module scripts, island and renderer URLs, then their static and dynamic imports. */
function scriptsOf(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(`/_astro/${match[1]!.slice(2)}`);
    }
  }
  return seen;
}

test('no public page loads admin code', () => {
  test.skip(!existsSync(join(dist, 'admin', 'index.html')), 'needs a build');
  const adminEntry = readFileSync(join(dist, 'admin', 'index.html'), 'utf8').match(/component-url="([^"]+)"/)![1]!;
  expect(adminEntry).toMatch(/AdminApp/);
  const pages = htmlFiles(dist).filter((file) => !relative(dist, file).startsWith('admin'));
  expect(pages.length).toBeGreaterThan(3);
  for (const page of pages) {
    const scripts = scriptsOf(readFileSync(page, 'utf8'));
    expect([...scripts].filter((url) => /AdminApp/.test(url)), relative(dist, page)).toEqual([]);
    for (const url of scripts) {
      const code = readFileSync(join(dist, url), 'utf8');
      // Markers of the admin's own modules and of its libraries.
      expect(code, `${relative(dist, page)} loads ${url}`).not.toMatch(/登录已过期，请重新登录|Unexpected Application Error!|adminToken/);
    }
  }
});
