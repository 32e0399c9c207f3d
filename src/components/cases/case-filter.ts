// The list's filter as the URL carries it (?category=...&q=...), and which
// cards it keeps. Shared by the list's script and its unit test.

export interface CaseFilter {
  /** A category slug; empty for every category. */
  category: string;
  query: string;
}

export function readCaseFilter(search: string): CaseFilter {
  const params = new URLSearchParams(search);
  return { category: params.get('category') ?? '', query: params.get('q') ?? '' };
}

/** The query string of a filter; empty parts are left out, so the whole list is the bare path. */
export function caseFilterSearch(filter: CaseFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.query.trim()) params.set('q', filter.query.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A card stays when it is in the category and its text (title and description) contains the query, ignoring case. */
export function caseMatches(card: { category: string; text: string }, filter: CaseFilter): boolean {
  const query = filter.query.trim().toLocaleLowerCase();
  return (!filter.category || card.category === filter.category) && card.text.toLocaleLowerCase().includes(query);
}
