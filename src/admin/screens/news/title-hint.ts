import { TITLE_MAX_WIDTH, titleWidth } from '~/config/site';
import type { AdminTranslate } from '~/admin/i18n';

/** The hint under a title field: how much of it search results show (src/config/site.ts). */
export function titleHint(title: string, t: AdminTranslate): string {
  const width = titleWidth(title.trim());
  return t(width > TITLE_MAX_WIDTH ? 'form.titleTooLong' : 'form.titleHint', { width: String(width) });
}
