// Suggested article addresses (docs/API.md, 'POST /api/admin/news', `slug`):
// from the English title, else the Chinese title in pinyin. Server side only
// (pinyin-pro's dictionary is large).
import { pinyin } from 'pinyin-pro';
import { SLUG_MAX } from './news.ts';

/** Lower-case words of letters and digits joined by hyphens, at most SLUG_MAX characters. */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX - 4) break; // room for a "-99" suffix
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX - 4) || '';
}

/** The suggestion for an article: its English title, else its title with Chinese in pinyin; 'article' if nothing is left. */
export function suggestSlug(title: string, titleEn?: string): string {
  const english = titleEn ? slugify(titleEn) : '';
  if (english) return english;
  const spelled = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join(' ');
  return slugify(spelled) || 'article';
}

/** `base`, then `base-2`, `base-3`… for the n-th try. */
export const slugCandidate = (base: string, attempt: number) => (attempt === 0 ? base : `${base}-${attempt + 1}`);
