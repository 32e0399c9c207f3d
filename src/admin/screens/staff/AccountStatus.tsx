import type { StaffAccount } from '~/shared/auth';
import { useT } from '../../i18n/index.ts';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** Active or disabled, and whether the account still has to replace a temporary password. */
export default function AccountStatus({ user }: { user: Pick<StaffAccount, 'disabled' | 'mustChangePassword'> }) {
  const { t } = useT();
  if (user.disabled) return <span className={`${badge} bg-surface text-ink-soft ring-line`}>{t('users.statusDisabled')}</span>;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${badge} bg-brand-50 text-brand-800 ring-brand-200`}>{t('users.statusActive')}</span>
      {user.mustChangePassword && (
        <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>{t('users.statusTemporary')}</span>
      )}
    </span>
  );
}
