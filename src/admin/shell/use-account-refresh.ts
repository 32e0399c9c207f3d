import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/queries.ts';
import { getMe } from '../api/staff.ts';
import { refreshAccount } from '../stores/session.ts';

/**
 * Reads the signed-in account from the server once per session (when the app
 * starts or after a sign-in), so a role change, a new name or a pending password
 * change takes effect; a disabled account answers 401, which ends the session.
 */
export function useAccountRefresh(token: string | undefined): void {
  const me = useQuery({
    queryKey: [...queryKeys.me, token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== undefined,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (me.data) refreshAccount(me.data);
  }, [me.data]);
}
