// A list's search, filters and page kept in the URL, so reloading, sharing a
// link or going back restores exactly what the admin was looking at.
import { useSearchParams } from 'react-router';

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
  const update = (patch: Partial<Record<F | 'q' | 'page', string | number | undefined>>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });
  };

  return { q, page, values, update };
}
