// The news form's values (what the inputs hold) and their conversion to and
// from what the API sends and receives.
import type { NewsCategory, NewsStatus } from '~/shared/constants';
import type { NewsItem } from '~/shared/news';
import type { NewsDraft } from '~/admin/api/endpoints';
import { fromLocalInput, toLocalInput } from '~/admin/lib/format';

export interface NewsFormValues {
  title: string;
  content: string;
  imageUrl: string;
  author: string;
  /** '' = English pages name the author only when it has no Chinese. */
  authorEn: string;
  /** '' until chosen: a new article has no category, so a forgotten choice is asked for, not filed under the first one. */
  category: NewsCategory | '';
  featured: boolean;
  status: NewsStatus;
  /** `<input type="datetime-local">` value, Beijing time (lib/format.ts); "" = now. */
  publishedAt: string;
  titleEn: string;
  contentEn: string;
  /** '' = suggested by the server (English title, else pinyin). */
  slug: string;
  summary: string;
  summaryEn: string;
}

export const EMPTY_VALUES: NewsFormValues = {
  title: '',
  content: '',
  imageUrl: '',
  author: '',
  authorEn: '',
  category: '',
  featured: false,
  status: 'draft',
  publishedAt: '',
  titleEn: '',
  contentEn: '',
  slug: '',
  summary: '',
  summaryEn: '',
};

export function valuesOf(item: NewsItem): NewsFormValues {
  return {
    title: item.title,
    content: item.content,
    imageUrl: item.imageUrl ?? '',
    author: item.author,
    authorEn: item.authorEn ?? '',
    category: item.category,
    featured: item.featured,
    status: item.status,
    publishedAt: toLocalInput(item.publishedAt),
    titleEn: item.titleEn ?? '',
    contentEn: item.contentEn ?? '',
    slug: item.slug ?? '',
    summary: item.summary ?? '',
    summaryEn: item.summaryEn ?? '',
  };
}

/**
 * The body of POST or PUT. publishedAt is always sent (a PUT without it would
 * reset the date): the stored instant when the admin left the field as it was
 *  (the input drops seconds), now when it is empty, else the typed Beijing time.
 */
export function draftOf(values: NewsFormValues, original?: NewsItem, now = new Date()): NewsDraft {
  const untouched = original && values.publishedAt === toLocalInput(original.publishedAt);
  const publishedAt = untouched ? original.publishedAt : (fromLocalInput(values.publishedAt) ?? now.toISOString());
  // A category left empty ('') never reaches the server: the form's schema asks for one first (choiceRequired).
  return { ...values, category: values.category as NewsCategory, publishedAt };
}
