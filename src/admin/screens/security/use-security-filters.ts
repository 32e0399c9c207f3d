// The security log's filters and page, kept in the URL like the other lists
// (reload, share, Back): account, kind, from and to (Beijing days), page.
import { useSearchParams } from 'react-router';
import { SECURITY_KINDS, type SecurityKind } from '~/shared/security-log';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export type SecurityFilterName = 'account' | 'kind' | 'from' | 'to' | 'page';

export function useSecurityFilters() {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const kind = params.get('kind') ?? '';
  const filters = {
    account: params.get('account') ?? '',
    kind: (SECURITY_KINDS as readonly string[]).includes(kind) ? (kind as SecurityKind) : undefined,
    from: day('from'),
    to: day('to'),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (patch: Partial<Record<SecurityFilterName, string | number | undefined>>) => {
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
  return { filters, update };
}
