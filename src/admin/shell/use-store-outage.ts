import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { checkHealth } from '../api/endpoints.ts';
import { useT } from '../i18n/index.ts';
import { $storeDown } from '../stores/store-status.ts';

/** Often enough to notice the store's return within seconds, rare enough to cost nothing. */
const RECHECK_MS = 5_000;

/**
 * Whether the store is down. While it is, asks GET /api/health every few
 * seconds (the admin may just be typing, calling nothing); once any call
 * succeeds again, says so and reloads what failed meanwhile. Saves are not
 * repeated from here: their forms kept the values, and the admin presses save again.
 */
export function useStoreOutage(): boolean {
  const { t } = useT();
  const queryClient = useQueryClient();
  const down = useStore($storeDown);

  useEffect(() => {
    if (!down) return;
    // The client reports the answer to the store status; nothing to do with it here.
    const timer = setInterval(() => void checkHealth().catch(() => undefined), RECHECK_MS);
    return () => clearInterval(timer);
  }, [down]);

  useEffect(
    () =>
      $storeDown.listen((nowDown) => {
        if (nowDown) return;
        toast.success(t('outage.back'));
        // Failed loads start again; those still retrying do so by themselves (and a load that
        // keeps failing while the store answers still ends in its error with a retry button).
        void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
      }),
    [queryClient, t],
  );

  return down;
}
