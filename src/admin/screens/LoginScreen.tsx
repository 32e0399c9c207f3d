// Sign-in, outside the shell. Submit stays disabled until both fields are
// filled; errors come from the server (or say the network failed) and clear
// as soon as a field is edited.
import { useStore } from '@nanostores/react';
import { ArrowLeft, Info } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { login } from '../api/endpoints.ts';
import { useDocumentTitle } from '../components/PageHeader.tsx';
import { buttonPrimary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { DEV_ACCOUNT } from '../lib/dev-account.ts';
import { errorText } from '../lib/errors.ts';
import { safeNextPath } from '../lib/next-path.ts';
import { rememberTemporaryPassword } from '../lib/temporary-password.ts';
import Brand from '../shell/Brand.tsx';
import LanguageToggle from '../shell/LanguageToggle.tsx';
import { $session, $signOutNotice, signIn } from '../stores/session.ts';
import LoginFields from './login/LoginFields.tsx';

export default function LoginScreen() {
  const { t } = useT();
  useDocumentTitle(t('login.title'));
  const session = useStore($session);
  const notice = useStore($signOutNotice);
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (session) return <Navigate to={safeNextPath(params.get('next'))} replace />;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError('');
    try {
      const result = await login(username.trim(), password);
      // First sign-in with a temporary password: the shell opens the password form next.
      if (result.user.mustChangePassword) rememberTemporaryPassword(result.user.username, password);
      signIn(result);
    } catch (failure) {
      setError(errorText(failure, t, t('login.failed')));
      setSubmitting(false);
    }
  }

  const noticeText =
    notice === 'expired' ? t('error.sessionExpired') : notice === 'passwordChanged' ? t('settings.signInAgain') : '';

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <a href="/" className="inline-flex items-center gap-1.5 text-small text-ink-soft hover:text-brand-700">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common.backToSite')}
        </a>
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className={`${card} w-full max-w-md p-6 shadow-sm sm:p-8`}>
          <Brand />
          <h1 className="mt-6 text-h3 font-semibold text-ink">{t('login.title')}</h1>
          <p className="mt-1 text-small text-muted">{t('login.subtitle')}</p>
          {noticeText && (
            <p role="status" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-small text-amber-900">
              {noticeText}
            </p>
          )}
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            <LoginFields
              username={username}
              password={password}
              onUsername={edit(setUsername)}
              onPassword={edit(setPassword)}
              invalid={error !== ''}
            />
            {error && (
              <p role="alert" id="login-error" className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
                {error}
              </p>
            )}
            <button type="submit" className={`${buttonPrimary} w-full py-2.5`} disabled={!canSubmit}>
              {submitting ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
          {DEV_ACCOUNT && (
            <div data-testid="dev-account" className="mt-6 flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-small text-brand-900">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-medium">{t('login.devHint')}</p>
                <p>{t('login.devUsername', { username: DEV_ACCOUNT.username })}</p>
                <p>{t('login.devPassword', { password: DEV_ACCOUNT.password })}</p>
              </div>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
