// A page's share card (og:image): a 1200×630 PNG drawn at build time from its
// title and section, in the look of the page heroes (src/components/kit/PageHero.astro):
// the brand's dark green, its contour lines, an accent eyebrow, the logo.
// satori lays it out, resvg rasterises it. Noto Sans SC (both weights) is read
// here, at build time only: no font reaches dist/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import satori from 'satori';
import LogoMark from '../../src/components/common/LogoMark.tsx';
import { phrasesOf } from '../../src/components/kit/phrases.ts';
import { SITE } from '../../src/config/site.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { SHARE_CARD_SIZE } from '../../src/shared/share-image.ts';

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
const PADDING = 80;
/** The title's box: the card's width inside its padding. */
export const TITLE_WIDTH = WIDTH - 2 * PADDING;
export const TITLE_MAX_LINES = 3;
const TITLE_LINE_HEIGHT = 1.25;

export interface CardFacts {
  /** The page's own title, as the page shows it. */
  title: string;
  /** The page's section (its main-menu item), when it has one. */
  section?: string;
  locale: Locale;
}

const src = (path: string) => new URL(`../../src/${path}`, import.meta.url);

/** The theme's colours by token name (`brand-900`), read from the one place they are defined. */
function themeColours(css = readFileSync(src('styles/theme.css'), 'utf8')): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]));
}

/**
 * An SVG whose colours are theme classes (`fill-brand-600`, `stroke-accent-300/15`),
 * as the pages draw them, with those classes written out as attributes: the
 * card has no CSS. An unknown token fails the build.
 */
export function withThemeColours(svg: string, colours: Record<string, string>): string {
  return svg.replace(/class="(fill|stroke)-([\w-]+?)(?:\/(\d+))?"/g, (_, property: string, token: string, alpha?: string) => {
    const colour = colours[token];
    if (!colour) throw new Error(`share card: no theme colour --color-${token} (src/styles/theme.css)`);
    return `${property}="${colour}"${alpha ? ` ${property}-opacity="${Number(alpha) / 100}"` : ''}`;
  });
}

/** Chinese wraps only between BudouX's phrases: a word joiner (U+2060) holds each phrase's characters together. */
function unbreakablePhrases(text: string): string {
  const chinese = /\p{Script=Han}/u.test(text);
  return phrasesOf(text, chinese ? 'zh' : 'en')
    .map((phrase) => (chinese ? [...phrase].join('\u2060') : phrase))
    .join('');
}

/**
 * The title's font size, and whether it must be cut: the largest size that fits
 * the title in two lines, else in three (estimated: a Chinese character is 1 em
 * wide, anything else about 0.52, where Noto Sans SC Bold averages 0.47; lines
 * end early at phrase boundaries, hence the slack). A title that fits is
 * balanced over its lines; one longer than three lines at the smallest size is
 * cut with an ellipsis (satori's lineClamp, which cannot be combined with balancing).
 */
export function titleLayout(title: string): { size: number; cut: boolean } {
  const ems = [...title].reduce((sum, char) => sum + (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(char) ? 1 : 0.52), 0);
  const fits = (size: number, lines: number) => ems * size <= TITLE_WIDTH * lines * 0.85;
  if (fits(72, 2)) return { size: 72, cut: false };
  if (fits(60, TITLE_MAX_LINES)) return { size: 60, cut: false };
  return { size: 52, cut: !fits(52, TITLE_MAX_LINES) };
}

const fontFile = (weight: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`));

interface Assets {
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
  colours: Record<string, string>;
  /** What every card shares, as SVG markup laid under satori's drawing (see shareCardSvg). */
  backdrop: string;
}

const LOGO_SIZE = 64;
const box = (style: CSSProperties, ...children: ReactNode[]) => h('div', { style: { display: 'flex', ...style } }, ...children);

/** An SVG's drawing without its <svg> element (but with its fill), placed with a transform. */
function drawing(svg: string, transform: string): string {
  const fill = /<svg[^>]*?( fill="[^"]*")/.exec(svg)?.[1] ?? '';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '');
  return `<g transform="${transform}"${fill}>${inner}</g>`;
}

/**
 * The page hero's ground and contour lines (drawn larger: the card is taller
 * than a hero band) and the logo, as plain vector markup: given to satori as
 * images or backgrounds, resvg drew them through patterns and masks at twice
 * the cost of the rest of the card.
 */
function backdrop(colours: Record<string, string>): string {
  const logo = withThemeColours(renderToStaticMarkup(h(LogoMark)), colours);
  const contours = withThemeColours(readFileSync(src('assets/illustrations/contours.svg'), 'utf8'), colours);
  return [
    `<defs><linearGradient id="card-ground" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0.55" stop-color="${colours['brand-900']}"/><stop offset="1" stop-color="${colours['brand-800']}"/>`,
    `</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#card-ground)"/>`,
    drawing(contours, 'translate(-300 260) scale(1.25)'),
    // LogoMark's viewBox is 40 units wide.
    drawing(logo, `translate(${PADDING} 72) scale(${LOGO_SIZE / 40})`),
  ].join('');
}

let assets: Assets | undefined;

/** Fonts, colours and the backdrop: read once per build. */
function loadAssets(): Assets {
  if (assets) return assets;
  const colours = themeColours();
  assets = {
    fonts: [
      { name: 'Noto Sans SC', data: fontFile('400Regular'), weight: 400, style: 'normal' },
      { name: 'Noto Sans SC', data: fontFile('700Bold'), weight: 700, style: 'normal' },
    ],
    colours,
    backdrop: backdrop(colours),
  };
  return assets;
}

function card({ title, section, locale }: CardFacts, { colours }: Assets): ReactNode {
  const { size, cut } = titleLayout(title);
  return box(
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: `72px ${PADDING}px 64px`,
      color: 'white',
      fontFamily: 'Noto Sans SC',
    },
    // Beside the backdrop's logo; the home page's title is the name already.
    box(
      { height: LOGO_SIZE, alignItems: 'center', paddingLeft: LOGO_SIZE + 20, fontSize: 30, fontWeight: 700 },
      title === SITE.name[locale] ? '' : SITE.name[locale],
    ),
    box(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
      section && section !== title
        ? box(
            { alignItems: 'center', gap: 16, marginBottom: 20, fontSize: 30, color: colours['accent-300'] },
            box({ width: 40, height: 4, borderRadius: 2, backgroundColor: colours['accent-400'] }),
            section,
          )
        : null,
      h(
        'div',
        {
          style: {
            width: TITLE_WIDTH,
            fontSize: size,
            fontWeight: 700,
            lineHeight: TITLE_LINE_HEIGHT,
            overflowWrap: 'anywhere',
            ...(cut ? { lineClamp: TITLE_MAX_LINES, textOverflow: 'ellipsis' } : { textWrap: 'balance' }),
            // Should the estimate ever fall short, the title is clipped, never drawn over the slogan.
            maxHeight: Math.ceil(size * TITLE_LINE_HEIGHT) * TITLE_MAX_LINES,
            overflow: 'hidden',
          } as CSSProperties,
        },
        unbreakablePhrases(title),
      ),
    ),
    box(
      { alignItems: 'center', gap: 20, fontSize: 24, color: colours['brand-100'] },
      box({ width: 8, height: 8, borderRadius: 4, backgroundColor: colours['accent-400'] }),
      SITE.slogan[locale],
    ),
  );
}

/** The card as SVG; `embedFont: false` keeps its text as <text> (what the tests read). */
export async function shareCardSvg(facts: CardFacts, { embedFont = true } = {}): Promise<string> {
  const loaded = loadAssets();
  const svg = await satori(card(facts, loaded), { width: WIDTH, height: HEIGHT, fonts: loaded.fonts, embedFont });
  // The backdrop first, so satori's drawing (transparent where nothing is) lies over it.
  return svg.replace(/^<svg[^>]*>/, (root) => `${root}${loaded.backdrop}`);
}

/** The card as a PNG of exactly 1200×630. */
export async function shareCardPng(facts: CardFacts): Promise<Buffer> {
  // Its text is drawn as paths already: resvg need not read the system's fonts (half its time per card).
  const resvg = new Resvg(await shareCardSvg(facts), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}
