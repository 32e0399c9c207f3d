// Disable, enable, reset password, reset two-factor and end sessions for one account at a time, each ending
// in a toast (the server's message on failure, e.g. its 400 for one's own account).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StaffAccount } from '~/shared/auth';
import { queryKeys } from '../../api/queries.ts';
import { endStaffSessions, resetStaffTwoFactor } from '../../api/security.ts';
import { resetStaffPassword, updateStaffAccount } from '../../api/staff.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';

export function useAccountActions(onReset: (username: string, temporaryPassword: string) => void) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.users });
  const fail = (error: unknown) => toast.error(errorText(error, t));

  const setDisabled = useMutation({
    mutationFn: ({ user, disabled }: { user: StaffAccount; disabled: boolean }) =>
      updateStaffAccount(user.username, { disabled }),
    onSuccess: (_, { user, disabled }) =>
      toast.success(t(disabled ? 'users.disabledDone' : 'users.enabledDone', { name: user.name })),
    onError: fail,
    onSettled: refresh,
  });
  const reset = useMutation({
    mutationFn: (user: StaffAccount) => resetStaffPassword(user.username),
    onSuccess: (password, user) => onReset(user.username, password),
    onError: fail,
    onSettled: refresh,
  });

  const resetTwoFactor = useMutation({
    mutationFn: (user: StaffAccount) => resetStaffTwoFactor(user.username),
    onSuccess: (_, user) => toast.success(t('users.twoFactorResetDone', { name: user.name })),
    onError: fail,
    onSettled: refresh,
  });
  const endSessions = useMutation({
    mutationFn: (user: StaffAccount) => endStaffSessions(user.username),
    onSuccess: (count, user) => toast.success(t('users.sessionsEndedDone', { name: user.name, count })),
    onError: fail,
  });

  const running = [setDisabled, reset, resetTwoFactor, endSessions].find((mutation) => mutation.isPending);
  const variables = running?.variables as StaffAccount | { user: StaffAccount } | undefined;
  const busy = variables && ('user' in variables ? variables.user.username : variables.username);
  return { setDisabled, reset, resetTwoFactor, endSessions, busy };
}
