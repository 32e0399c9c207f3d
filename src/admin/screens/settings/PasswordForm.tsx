import { useStore } from '@nanostores/react';
import { toast } from 'sonner';
import { card } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { $session } from '~/admin/stores/session';
import PasswordFields from './PasswordFields.tsx';
import { usePasswordChange } from './use-password-change.ts';

/** Current, new and repeated password, checked by the shared schema and then the server. */
export default function PasswordForm() {
  const { t } = useT();
  const username = useStore($session)?.user.username ?? '';
  const change = usePasswordChange(username, { onChanged: () => toast.success(t('settings.changed')) });
  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="settings-password">
      <h2 id="settings-password" className="text-h4 font-semibold text-ink">
        {t('settings.password')}
      </h2>
      <p className="mt-1 mb-5 text-small text-muted">{t('settings.passwordIntro')}</p>
      <PasswordFields username={username} change={change} askCurrent submitLabel={t('settings.submit')} />
    </section>
  );
}
