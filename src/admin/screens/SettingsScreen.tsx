// Settings: the account, the password change, two-factor sign-in and the sessions. The server ends every token
// issued before the change, this one included; since the admin has just typed
// the new password, the app signs in again with it, so this device stays
// signed in (as people expect) while every other session is over.
import { useStore } from '@nanostores/react';
import PageHeader from '../components/PageHeader.tsx';
import { card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { roleLabel } from '../lib/labels.ts';
import { $session } from '../stores/session.ts';
import PasswordForm from './settings/PasswordForm.tsx';
import SessionsPanel from './two-factor/SessionsPanel.tsx';
import TwoFactorPanel from './two-factor/TwoFactorPanel.tsx';

export default function SettingsScreen() {
  const { t } = useT();
  const user = useStore($session)?.user;
  const rows: [string, string][] = user
    ? [
        [t('settings.username'), user.username],
        [t('settings.name'), user.name],
        [t('settings.role'), roleLabel(user.role, t)],
      ]
    : [];
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section className={`${card} h-fit p-4 sm:p-6`} aria-labelledby="settings-account">
          <h2 id="settings-account" className="mb-4 text-h4 font-semibold text-ink">
            {t('settings.account')}
          </h2>
          <dl className="flex flex-col gap-3 text-small">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-line pb-3 last:border-b-0 last:pb-0">
                <dt className="text-muted">{label}</dt>
                <dd className="truncate font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <PasswordForm />
          <TwoFactorPanel />
          <SessionsPanel />
        </div>
      </div>
    </>
  );
}
