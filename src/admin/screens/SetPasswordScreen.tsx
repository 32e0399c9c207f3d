// First sign-in with a temporary password (or any call answered 403
// PASSWORD_CHANGE_REQUIRED): the shell shows only this screen, whatever the
// URL, until a new password is set; then the requested screen opens.
import { useStore } from '@nanostores/react';
import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDocumentTitle } from '../components/PageHeader.tsx';
import { buttonGhost, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { formatChinaDateTime } from '../lib/format.ts';
import { forgetTemporaryPassword, recallTemporaryPassword } from '../lib/temporary-password.ts';
import Brand from '../shell/Brand.tsx';
import LanguageToggle from '../shell/LanguageToggle.tsx';
import { useLogout } from '../shell/use-logout.ts';
import { $session } from '../stores/session.ts';
import PasswordFields from './settings/PasswordFields.tsx';
import { usePasswordChange } from './settings/use-password-change.ts';

export default function SetPasswordScreen() {
  const { t, locale } = useT();
  useDocumentTitle(t('firstPassword.title'));
  const user = useStore($session)?.user;
  const username = user?.username ?? '';
  const logout = useLogout();
  const [known] = useState(() => recallTemporaryPassword(username));
  const change = usePasswordChange(username, {
    current: known,
    onChanged: () => {
      forgetTemporaryPassword();
      toast.success(t('firstPassword.done'));
    },
  });
  // Asked for when this tab does not know it (after a reload), or once the server refused it.
  const [askCurrent, setAskCurrent] = useState(known === undefined);
  if (!askCurrent && change.form.formState.errors.currentPassword) setAskCurrent(true);

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="flex items-center justify-between gap-2 px-4 py-4 sm:px-8">
        {/* The mark alone on phones, so both buttons keep one line. */}
        <div className="sm:hidden">
          <Brand compact />
        </div>
        <div className="hidden sm:block">
          <Brand />
        </div>
        <div className="flex items-center gap-1 whitespace-nowrap">
          <LanguageToggle />
          <button type="button" className={buttonGhost} onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className={`${card} w-full max-w-md p-6 shadow-sm sm:p-8`}>
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound className="size-5" />
          </span>
          <h1 className="mt-4 text-h3 font-semibold text-ink">{t('firstPassword.title')}</h1>
          <p className="mt-2 mb-6 text-small text-ink-soft">{t('firstPassword.intro', { name: user?.name ?? username })}</p>
          {/* Who reset the password and when (docs/API.md, 'AdminUser'): a reset its owner did not ask for shows at once. */}
          {user?.resetBy && (
            <p
              role="status"
              className="-mt-3 mb-6 rounded-lg bg-amber-50 px-3 py-2 text-small text-amber-900"
              data-testid="reset-notice"
            >
              {t('firstPassword.resetBy', { name: user.resetBy.name, time: formatChinaDateTime(user.resetBy.at, locale) })}
            </p>
          )}
          <PasswordFields
            username={username}
            change={change}
            askCurrent={askCurrent}
            currentLabel={t('firstPassword.current')}
            submitLabel={t('firstPassword.submit')}
            wideSubmit
          />
        </div>
      </main>
    </div>
  );
}
