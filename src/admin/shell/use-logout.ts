import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from '../api/endpoints.ts';
import { endSession } from '../stores/session.ts';

/**
 * Revokes the token on the server, then forgets the session whatever the
 * server said (an unreachable server must not keep anyone signed in here).
 * The shell's guard then opens the login screen.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    endSession('loggedOut');
    queryClient.clear();
  }, [queryClient]);
}
