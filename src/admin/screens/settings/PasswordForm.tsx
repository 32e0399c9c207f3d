import { useStore } from '@nanostores/react';
import { toast } from 'sonner';
import { card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { $session } from '../../stores/session.ts';
import PasswordFields from './PasswordFields.tsx';
import { usePasswordChange } from './use-password-change.ts';

/** Current, new and repeated password; the server's rules and messages decide. */
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
