import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/shared/markdown.ts';

describe('renderMarkdown', () => {
  it('renders a plain-text body as before: each non-empty line a paragraph', () => {
    expect(renderMarkdown('第一段。\n  第二段。\n\n\n第三段。')).toBe('<p>第一段。</p>\n<p>第二段。</p>\n<p>第三段。</p>\n');
    // A first-line indent of four spaces is text, not code.
    expect(renderMarkdown('    缩进的段落')).toBe('<p>缩进的段落</p>\n');
  });

  it('renders headings, lists, emphasis, quotes and tables', () => {
    const html = renderMarkdown(
      '## 政策要点\n### 细则\n- 一\n- **二**\n\n1. *甲*\n2. 乙\n\n> 引文\n\n| 行业 | 年份 |\n|---|---|\n| 钢铁 | 2025 |',
    );
    expect(html).toContain('<h2>政策要点</h2>');
    expect(html).toContain('<h3>细则</h3>');
    expect(html).toContain('<ul>\n<li>一</li>\n<li><strong>二</strong></li>\n</ul>');
    expect(html).toContain('<ol>\n<li><em>甲</em></li>');
    expect(html).toContain('<blockquote>\n<p>引文</p>\n</blockquote>');
    expect(html).toContain('<th>行业</th>');
    expect(html).toContain('<td>钢铁</td>');
  });

  it('links http(s), mailto, tel and site paths; external ones open apart, without referrer', () => {
    const html = renderMarkdown('[a](https://example.com/x) [b](/news-center) [c](mailto:hi@example.com) [d](tel:+8610123)');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="/news-center">b</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">c</a>');
    expect(html).toContain('<a href="tel:+8610123">d</a>');
  });

  it('leaves raw HTML, event handlers, javascript: links and entities inert', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n[x](javascript:alert(3)) [y](//evil.example) [z](data:text/html,hi)\n&lt;b&gt; &amp;',
    );
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('[x](javascript:alert(3))');
    expect(html).toContain('&lt;b&gt; &amp;');
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('gives media-library images their size, resized candidates and alt text', () => {
    const html = renderMarkdown('![园区 "光伏"](/media/k3j2h4c9x0p1-1600x900.jpg)');
    expect(html).toContain('alt="园区 &quot;光伏&quot;"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('srcset="/.netlify/images?url=%2Fmedia%2Fk3j2h4c9x0p1-1600x900.jpg&amp;w=480 480w, ');
    expect(html).toContain('&amp;w=1600 1600w"');
    expect(html).toContain('sizes="(min-width: 1024px) 736px, 100vw"');
  });
});
