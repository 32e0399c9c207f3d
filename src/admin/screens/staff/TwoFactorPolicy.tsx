// The site-wide setting (docs/API.md, 'PUT /api/admin/security-settings'):
// two-factor required of every staff account. An admin turns on their own first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getSecuritySettings, saveSecuritySettings } from '../../api/security.ts';
import { card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';

const settingsKey = ['security-settings'] as const;

export default function TwoFactorPolicy() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getSecuritySettings(signal) });
  const save = useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success(t(saved.requireTwoFactor ? 'users.policyOn' : 'users.policyOff'));
    },
    onError: (error) => toast.error(errorText(error, t)),
  });
  if (!settings.data) return null;
  return (
    <div className={`${card} mb-6 flex items-start gap-3 p-4 sm:px-6`}>
      <input
        id="require-two-factor"
        type="checkbox"
        className="mt-1 size-4 accent-brand-700"
        checked={settings.data.requireTwoFactor}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
      <div>
        <label htmlFor="require-two-factor" className="text-small font-medium text-ink">
          {t('users.requireTwoFactor')}
        </label>
        <p className="text-small text-muted">{t('users.requireTwoFactorHint')}</p>
      </div>
    </div>
  );
}
