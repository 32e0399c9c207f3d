// Every page type fits every width, in both languages: no sideways scrolling, no
// box hiding part of its content sideways or letting it stick out, every header
// control fully on screen, no heading line that starts inside a word (in Chinese
// inside a BudouX phrase, src/components/kit/phrases.ts; in both after a word's
// hyphen) and no Chinese paragraph ending on a lone character; all read from the
// rendered boxes. One visit per page; the widths are viewport resizes, so the spec
// stays cheap (axe audits these pages in other specs).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { at, hydrated, LOCALES } from './site.ts';

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920];

/** One page of each type: home, about, service, topic, case, case list, news centre, article, privacy, 404, enquiry sent. */
const PAGES = [
  '/',
  '/about',
  // The service with the longest prices on its fee cards ('Success fee', 'Negotiable').
  '/product-service/carbon-finance',
  '/zero-carbon-park',
  '/success-cases/1',
  '/success-cases',
  '/news-center',
  '/news-detail/seed-ets-expansion',
  '/privacy',
  '/no-such-page',
  '/enquiry-sent',
];

/** What is wrong with the page as laid out now; runs in the page. */
function defects(): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    // Name the widest offenders, so a failure says where to look.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
      .slice(-3)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} "${el.textContent?.trim().slice(0, 30)}"`,
      );
    found.push(`scrolls sideways (${document.documentElement.scrollWidth} px): ${wide.join(', ')}`);
  }
  const header = document.querySelector('header[data-header-style]');
  const shown: { label: string; box: DOMRect }[] = [];
  for (const control of header?.querySelectorAll<HTMLElement>('a, button, input, select') ?? []) {
    const box = control.getBoundingClientRect();
    if (!control.checkVisibility({ visibilityProperty: true }) || box.width <= 1 || box.height <= 1) continue;
    const label = (control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName).slice(0, 30);
    // One control on top of another hides part of it.
    const hidden = shown.find(
      (other) =>
        other.box.left < box.right - 1 &&
        box.left < other.box.right - 1 &&
        other.box.top < box.bottom - 1 &&
        box.top < other.box.bottom - 1,
    );
    if (hidden) found.push(`header controls "${hidden.label}" and "${label}" overlap`);
    shown.push({ label, box });
    if (box.left < -0.5 || box.right > width + 0.5 || box.top < -0.5)
      found.push(`header control "${label}" outside the viewport`);
    // A label cut off inside its control (overflow hidden, or a shrunk flex item).
    else if (control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0)
      found.push(`header control "${label}" cut off`);
  }
  // A box that hides part of its content sideways (a tab row cut off at the container's edge), or lets it stick out.
  for (const box of document.querySelectorAll<HTMLElement>('main *')) {
    if (box.clientWidth <= 1 || box.scrollWidth <= box.clientWidth + 1 || !box.checkVisibility()) continue;
    // Content wider than a box that lets it show sticks out of it (a long word past its card's edge).
    if (getComputedStyle(box).overflowX === 'visible') {
      found.push(
        `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 3).join('.')} "${box.textContent?.trim().slice(0, 30)}" sticks out of its box by ${box.scrollWidth - box.clientWidth} px`,
      );
      continue;
    }
    found.push(
      `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 3).join('.')} hides part of "${box.textContent?.trim().slice(0, 30)}" sideways`,
    );
  }
  for (const heading of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, h4)')) {
    const box = heading.getBoundingClientRect();
    if (!heading.checkVisibility() || box.width <= 1) continue;
    // The characters in order, each with whether a line may begin before it.
    const chars: { range: Range; breakable: boolean; text: string }[] = [];
    let breakNext = true;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if ((node as Element).tagName === 'WBR') breakNext = true;
        continue;
      }
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!;
        if (char === '\u200b' || /\s/.test(char)) {
          breakNext = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // After a space or closing punctuation a line may break in any language; never after a word's hyphen.
        chars.push({ range, breakable: breakNext || /[（《“(]/.test(char), text: char });
        breakNext = /[，。、；：！？）》”,.;:!?)–—/]/.test(char);
      }
    }
    let lastTop: number | undefined;
    let line = '';
    for (const { range, breakable, text } of chars) {
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      // Nor may a line begin with closing punctuation (，。：）…).
      if (
        lastTop !== undefined &&
        rect.top > lastTop + rect.height / 2 &&
        (!breakable || /[，。、；：！？）》」』”]/.test(text))
      ) {
        found.push(
          `heading "${heading.textContent?.replaceAll('\u200b', '').trim().slice(0, 40)}" breaks inside a phrase or before punctuation: "${line}|${text}"`,
        );
        break;
      }
      if (lastTop === undefined || rect.top > lastTop + rect.height / 2) line = '';
      line += text;
      lastTop = rect.top;
    }
  }
  // In Chinese no paragraph or list item ends on a line of one character (孤字): `text-wrap: pretty`.
  if (document.documentElement.lang.startsWith('zh')) {
    for (const block of document.querySelectorAll<HTMLElement>(':is(main, footer) :is(p, li, dd)')) {
      if (!block.checkVisibility() || block.querySelector('p, li, dd, div')) continue;
      const lines: string[] = [];
      // A new line starts below the last character's box (a smaller unit beside a figure is on its line).
      let lastBottom: number | undefined;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (/\s|\u200b/.test(text[i]!)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (lastBottom === undefined || rect.top >= lastBottom - 1) lines.push('');
          lines[lines.length - 1] += text[i];
          lastBottom = rect.bottom;
        }
      }
      const last = lines.at(-1)?.replace(/[，。、；：！？）》”…]/g, '') ?? '';
      if (lines.length > 1 && /^[\u4e00-\u9fff]$/.test(last))
        found.push(
          `"${block.textContent?.trim().slice(0, 30)}" ends on a line of one character: "${lines.at(-2)}|${lines.at(-1)}"`,
        );
    }
  }
  return found;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const { locale, prefix } of LOCALES) {
  test(`every page type fits every width from 320 to 1920 px (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const failures: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(at(path, prefix));
      await hydrated(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        const found = await page.evaluate(defects);
        failures.push(...found.map((defect) => `${at(path, prefix)} at ${width} px: ${defect}`));
      }
    }
    expect(failures).toEqual([]);
  });
}
