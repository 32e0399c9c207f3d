// The HTML check's own rules (scripts/lib/validate-html.ts) on messages as vnu
// writes them, so its exceptions stay as narrow as they claim.
import { describe, expect, it } from 'vitest';
import { formatErrors, isAllowed, isInCriticalCss, type VnuMessage } from '../../scripts/lib/validate-html.ts';

const STYLE_IN_BODY = "A 'style' element in 'body' must be the first child of its parent.";
const error = (message: string, extra: Partial<VnuMessage> = {}): VnuMessage => ({ message, ...extra });

describe('HTML check', () => {
  it("allows Astro's island style in <body> and no other <style> there", () => {
    // vnu points at the start tag's `>` (line 2, column 39 here).
    const page = (style: string) =>
      `<!doctype html><html><head></head>\n<body><a href="#main">跳到主要内容</a>${style}</body></html>`;
    const at = { lastLine: 2, lastColumn: 39 };
    const island = page('<style>astro-island,astro-slot{display:contents}</style>');
    expect(isAllowed(error(STYLE_IN_BODY, at), island)).toBe(true);
    expect(isAllowed(error(STYLE_IN_BODY, at), page('<style>.card{color:red}</style>'))).toBe(false);
    expect(isAllowed(error(STYLE_IN_BODY, { lastLine: 2, lastColumn: 50 }), island)).toBe(false);
    expect(isAllowed(error(STYLE_IN_BODY), island)).toBe(false);
  });

  it('allows the CSS anchor positioning that vnu does not know, and no other CSS error', () => {
    for (const message of [
      "CSS: 'anchor-name': Property 'anchor-name' doesn't exist.",
      "CSS: 'position-anchor': Property 'position-anchor' doesn't exist.",
      "CSS: 'position-try-fallbacks': Property 'position-try-fallbacks' doesn't exist.",
      "CSS: 'top': 'anchor(bottom)' is not a 'top' value.",
      "CSS: 'width': 'anchor-size(width)' is not a 'width' value.",
    ])
      expect(isAllowed(error(message), ''), message).toBe(true);
    for (const message of [
      "CSS: 'colour': Property 'colour' doesn't exist.",
      "CSS: 'top': 'bottom' is not a 'top' value.",
      "Attribute 'anchor-name' not allowed on element 'div' at this point.",
    ])
      expect(isAllowed(error(message), ''), message).toBe(false);
  });

  it('lists each error as file:line:column: message, relative to the checkout', () => {
    const errors = [
      error("Bad value '' for attribute 'action' on element 'form': Must be non-empty.", {
        url: 'file:/repo/dist/news-center/index.html',
        lastLine: 15,
        firstColumn: 12837,
      }),
      error("End tag 'p' implied.", { url: 'file:/repo/dist/en/index.html', firstLine: 3, lastLine: 4, firstColumn: 7 }),
    ];
    expect(formatErrors(errors, '/repo')).toBe(
      [
        "dist/news-center/index.html:15:12837: Bad value '' for attribute 'action' on element 'form': Must be non-empty.",
        "dist/en/index.html:3:7: End tag 'p' implied.",
      ].join('\n'),
    );
  });

  it('allows CSS errors inside the critical CSS only, by where vnu places them', () => {
    const page =
      '<head><title>页</title>\n<style data-critical>@property --x{syntax:"*"}</style>\n<style>@property --y{}</style></head>';
    const css = (line: number, column: number) =>
      error("CSS: Unrecognized at-rule '@property'", { lastLine: line, firstColumn: column });
    expect(isInCriticalCss(css(2, 22), page)).toBe(true);
    expect(isInCriticalCss(error('CSS: Parse Error.', { lastLine: 2, lastColumn: 50 }), page)).toBe(true);
    expect(isInCriticalCss(css(3, 8), page)).toBe(false);
    expect(isInCriticalCss(error("Stray end tag 'p'.", { lastLine: 2, firstColumn: 22 }), page)).toBe(false);
    expect(isInCriticalCss(css(2, 22), page.replace(' data-critical', ''))).toBe(false);
  });
});
