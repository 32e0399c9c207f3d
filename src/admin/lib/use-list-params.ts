// A list's search, filters and page kept in the URL, so reloading, sharing a
// link or going back restores exactly what the admin was looking at.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per page of the admin's lists. */
export const PAGE_SIZE = 20;

type Patch<F extends string> = Partial<Record<F | 'q' | 'page', string | number | undefined>>;

export function useListParams<F extends string>(filters: Record<F, readonly string[]>) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const values = {} as Record<F, string | undefined>;
  for (const name of Object.keys(filters) as F[]) {
    const value = params.get(name) ?? '';
    values[name] = filters[name].includes(value) ? value : undefined;
  }

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (patch: Patch<F>, options?: { replace?: boolean }) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    }, options);
  };

  return { q, page, values, update };
}

/**
 * A page past the last one (an old link, or the last rows deleted) would show
 * an empty list without a pager: once the total is known, go to the last page,
 * replacing the URL so Back does not return to the empty one.
 */
export function usePageInRange(
  { page, update }: { page: number; update: (patch: { page: number }, options: { replace: boolean }) => void },
  total: number | undefined,
  pageSize: number,
) {
  const last = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  // biome-ignore lint/correctness/useExhaustiveDependencies: update is new on every render; the page and the last page decide
  useEffect(() => {
    if (last !== undefined && page > last) update({ page: last }, { replace: true });
    // Not on `update`, which is new on every render: the page and the last page decide.
  }, [page, last]);
}
