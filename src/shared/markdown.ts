// The one renderer of article bodies (docs/CONTENT.md, 'Writing articles'):
// Markdown with raw HTML off, used by the pre-rendered article pages (at build
// time), the public article API (GET /api/news/:id answers the body rendered
// here, so the client-rendered shell page ships no renderer) and the admin
// preview. Only http:, https:, mailto:, tel: links and paths of this site are
// links; anything else stays text. A line is a paragraph, as plain-text bodies
// always rendered.
import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import { ARTICLE_IMAGE_SIZES, mediaImage } from './media-srcset.ts';
import { isSitePath } from './site-path.ts';

const LINK_SCHEME = /^(https?:\/\/[^\s/\\?#]+|mailto:|tel:)/i;
const EXTERNAL = /^https?:\/\//i;

/** Whether `url` may be a link or an image source: http(s), mailto, tel, or a path of this site. */
export function isAllowedLink(url: string): boolean {
  return LINK_SCHEME.test(url) || isSitePath(url);
}

/**
 * A paragraph of several lines becomes one paragraph per line (plain-text
 * bodies always showed a line as a paragraph). Lines split only outside
 * emphasis or links; a line break inside them, or in a tight list item, stays
 * a <br>.
 */
function linesAsParagraphs(state: StateCore): void {
  const out: Token[] = [];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    const inline = tokens[i + 1];
    const close = tokens[i + 2];
    if (open.type !== 'paragraph_open' || !inline || inline.type !== 'inline' || !close) {
      out.push(open);
      continue;
    }
    const lines: Token[][] = [[]];
    let depth = 0;
    for (const child of inline.children ?? []) {
      if (child.type === 'softbreak' && depth === 0 && !open.hidden) lines.push([]);
      else {
        if (child.type === 'softbreak') child.type = 'hardbreak';
        depth += child.nesting;
        lines[lines.length - 1]!.push(child);
      }
    }
    for (const children of lines) {
      const paragraphOpen = Object.assign(new state.Token('paragraph_open', 'p', 1), {
        block: true,
        hidden: open.hidden,
        level: open.level,
      });
      const content = Object.assign(new state.Token('inline', '', 0), { children, level: inline.level, content: '' });
      const paragraphClose = Object.assign(new state.Token('paragraph_close', 'p', -1), {
        block: true,
        hidden: close.hidden,
        level: close.level,
      });
      out.push(paragraphOpen, content, paragraphClose);
    }
    i += 2;
  }
  state.tokens = out;
}

function createRenderer(): MarkdownIt {
  const md = markdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });
  // Indented lines are common in Chinese text (first-line indents): text, not code.
  md.disable(['code', 'fence']);
  md.validateLink = isAllowedLink;
  md.core.ruler.push('lines_as_paragraphs', linesAsParagraphs);

  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    if (EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return self.renderToken(tokens, idx, options);
  };

  md.renderer.rules.image = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    token.attrSet('alt', self.renderInlineAsText(token.children ?? [], options, _env));
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    const media = mediaImage(src);
    if (media) {
      token.attrSet('width', String(media.width));
      token.attrSet('height', String(media.height));
      token.attrSet('srcset', media.srcset);
      token.attrSet('sizes', ARTICLE_IMAGE_SIZES);
    }
    return self.renderToken(tokens, idx, options);
  };
  return md;
}

let renderer: MarkdownIt | undefined;

/** The body as HTML: safe to insert (raw HTML in it is shown as text). */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  return renderer.render(source);
}

/** An article with its bodies rendered (the public article API and the pre-rendered pages). */
export function withRenderedBody<T extends { content: string; contentEn?: string }>(
  item: T,
): T & { contentHtml: string; contentEnHtml?: string } {
  return {
    ...item,
    contentHtml: renderMarkdown(item.content),
    ...(item.contentEn ? { contentEnHtml: renderMarkdown(item.contentEn) } : {}),
  };
}
