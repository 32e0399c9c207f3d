// The build's share-card step (astro.config.mjs): once every page is written,
// draws each page's card (scripts/lib/share-card.ts) from what the page itself
// says: the og:image it names and the title and section it writes beside it
// (src/shared/share-image.ts). So a card's text is the page's, from the same
// content files and article data, with no second list of pages or titles.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isLocale } from '../../src/i18n/locales.ts';
import { type CardFacts, shareCardPng } from './share-card.ts';

const OWN_CARD = /<meta property="og:image" content="([^"]*)" data-card-title="([^"]*)"(?: data-card-section="([^"]*)")?>/;
const ANY_IMAGE = /<meta property="og:image" content="([^"]*)"/;
const CARD_PATH = /^\/og\/(zh|en)\/.+\.png$/;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every HTML file under `dir`, admin aside (it has no share image). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => join(dir, file));
}

/** The cards the pages under `dir` name, by their path in dist/; fails on a page naming a card nobody draws. */
export function cardsToDraw(dir: string): Map<string, CardFacts> {
  const cards = new Map<string, CardFacts>();
  const named = new Map<string, string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const url = ANY_IMAGE.exec(html)?.[1];
    if (!url) throw new Error(`share cards: ${file} has no og:image`);
    const path = decodeURI(new URL(unescapeAttribute(url)).pathname);
    if (!CARD_PATH.test(path)) continue; // an article's cover
    named.set(path, file);
    const own = OWN_CARD.exec(html);
    const locale = path.split('/')[2];
    if (own && isLocale(locale)) {
      cards.set(path, { title: unescapeAttribute(own[2]!), ...(own[3] ? { section: unescapeAttribute(own[3]) } : {}), locale });
    }
  }
  const missing = [...named].filter(([path]) => !cards.has(path));
  if (missing.length > 0) {
    throw new Error(`share cards: no page draws ${missing.map(([path, file]) => `${path} (named by ${file})`).join(', ')}`);
  }
  return cards;
}

export function shareCards(): AstroIntegration {
  return {
    name: 'share-cards',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const out = fileURLToPath(dir);
        const cards = cardsToDraw(out);
        for (const [path, facts] of cards) {
          const file = join(out, path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, await shareCardPng(facts));
        }
        const { user, system } = process.cpuUsage(cpu);
        const seconds = (performance.now() - started) / 1000;
        logger.info(
          `${cards.size} share cards drawn in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU)`,
        );
      },
    },
  };
}
