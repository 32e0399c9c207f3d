// The dashboard's recent activity: what changed last, whatever the articles'
// publish dates (a far-future scheduled article is not news today; one written
// today with an older publish date is).
import type { Enquiry } from '~/shared/enquiry';
import type { NewsItem } from '~/shared/news';

/** An article saved again more than a minute after it was created counts as updated. */
const EDIT_GRACE_MS = 60_000;

export type Activity =
  | { kind: 'article'; at: string; edited: boolean; item: NewsItem }
  | { kind: 'enquiry'; at: string; message: Enquiry };

/** Articles by their last write, enquiries by their arrival; newest first, at most `max`. */
export function latestActivity(articles: NewsItem[], enquiries: Enquiry[], max: number): Activity[] {
  const fromArticles = articles.map((item): Activity => {
    const edited = Date.parse(item.updatedAt) - Date.parse(item.createdAt) > EDIT_GRACE_MS;
    return { kind: 'article', at: edited ? item.updatedAt : item.createdAt, edited, item };
  });
  const fromEnquiries = enquiries.map((message): Activity => ({ kind: 'enquiry', at: message.createdAt, message }));
  return [...fromArticles, ...fromEnquiries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, max);
}
