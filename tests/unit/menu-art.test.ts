// The mega-menu drawings are <img> files, outside the page's CSS: their colours
// are written in hex and must stay the theme's (src/styles/theme.css).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rawMenus } from './menus-data';

const dir = new URL('../../src/assets/menu/', import.meta.url);
const css = readFileSync(new URL('../../src/styles/theme.css', import.meta.url), 'utf8');
const palette = new Set([...css.matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})\b/gi)].map((m) => m[1]!.toLowerCase()));

/** Every `art:` of the menus file, at any depth. */
function artNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(artNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'art' && typeof inner === 'string' ? [inner] : artNames(inner),
  );
}

describe('menu drawings', () => {
  const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));

  it.each(files)('%s uses theme colours only, no text, and stays small', (file) => {
    const svg = readFileSync(new URL(file, dir), 'utf8');
    const colours = [...svg.matchAll(/#[0-9a-f]{3,6}\b/gi)].map((m) => m[0].toLowerCase());
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour === '#fff' || palette.has(colour), colour).toBe(true);
    expect(svg).not.toMatch(/<text|<foreignObject|<script/);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/);
    expect(svg.length).toBeLessThan(6 * 1024);
  });

  // Read from the file as written, so a misspelt name is reported here too, not only by the build.
  const used = artNames(rawMenus()).map((name) => `${name}.svg`);

  it('exist for every drawing src/content/menus.yaml names', () => {
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((file) => !existsSync(new URL(file, dir)))).toEqual([]);
  });

  it('are each used by a menu (an unused one is listed here: delete it or name it in menus.yaml)', () => {
    expect(files.filter((file) => !used.includes(file))).toEqual([]);
  });
});
