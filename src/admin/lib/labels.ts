// Labels of the fixed vocabularies (stored in Chinese) in the admin's language.
import { NEWS_CATEGORY_INFO } from '~/content/news-categories';
import type { Locale } from '~/i18n/locales';
import type { StaffRole } from '~/shared/auth';
import type { EnquiryStatus, NewsCategory } from '~/shared/constants';
import type { NewsItem } from '~/shared/news';
import type { AdminTranslate } from '../i18n/index.ts';

export function categoryLabel(category: string, locale: Locale): string {
  const info = NEWS_CATEGORY_INFO[category as NewsCategory];
  return info ? info.label[locale] : locale === 'zh' ? '其他' : 'Other';
}

export function enquiryStatusLabel(status: EnquiryStatus, t: AdminTranslate): string {
  return t(`contact.status.${status}`);
}

export function roleLabel(role: StaffRole, t: AdminTranslate): string {
  return t(`nav.role.${role}`);
}

/** An article's title and author as staff read them: the English ones in English when it has them. */
export function articleTitle(item: Pick<NewsItem, 'title' | 'titleEn'>, locale: Locale): string {
  return (locale === 'en' && item.titleEn?.trim()) || item.title;
}

export function articleAuthor(item: Pick<NewsItem, 'author' | 'authorEn'>, locale: Locale): string {
  return (locale === 'en' && item.authorEn?.trim()) || item.author;
}
