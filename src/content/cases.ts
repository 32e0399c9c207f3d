// The success cases in the order the site lists them, and where each one lives.
// The home page links its case cards with these (ids are stable file names).
import { getCollection, type CollectionEntry } from 'astro:content';

export type CaseEntry = CollectionEntry<'cases'>;

export const CASE_LIST_HREF = '/success-cases';

/** The language-neutral path of a case (`/success-cases/1`). */
export function caseHref(id: string): string {
  return `${CASE_LIST_HREF}/${id}`;
}

/** Every case, by id (1, 2, ... 10). */
export async function getCases(): Promise<CaseEntry[]> {
  const cases = await getCollection('cases');
  return cases.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
