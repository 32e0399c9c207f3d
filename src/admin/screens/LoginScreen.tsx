// Sign-in, outside the shell. Submit stays disabled until both fields are
// filled; the shared schema checks them first, then the server's refusal (or
// the network's failure) shows above the button and clears as soon as a field
// is edited.
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Info } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { LoginResult } from '~/shared/auth';
import { Navigate, useSearchParams } from 'react-router';
import { loginSchema } from '~/shared/auth';
import { login } from '~/admin/api/endpoints';
import { useDocumentTitle } from '~/admin/components/PageHeader';
import { buttonPrimary, card } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import { setServerErrors } from '~/admin/forms/server-errors';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { DEV_ACCOUNT } from '~/admin/lib/dev-account';
import { errorText } from '~/admin/lib/errors';
import { formatChinaDateTime } from '~/admin/lib/format';
import { safeNextPath } from '~/admin/lib/next-path';
import { rememberTemporaryPassword } from '~/admin/lib/temporary-password';
import Brand from '~/admin/shell/Brand';
import LanguageToggle from '~/admin/shell/LanguageToggle';
import { $session, $signOutNotice, signIn } from '~/admin/stores/session';
import CodeStep from './login/CodeStep.tsx';
import LoginFields, { type Credentials } from './login/LoginFields.tsx';

export default function LoginScreen() {
  const { t, locale } = useT();
  // The password was right and two-factor is on: the code step, for this challenge.
  const [challenge, setChallenge] = useState<string | null>(null);
  useDocumentTitle(t('login.title'));
  const session = useStore($session);
  const notice = useStore($signOutNotice);
  const [params] = useSearchParams();
  const form = useAdminForm<Credentials>({ schema: loginSchema, defaultValues: { username: '', password: '' } });
  const [username, password] = useWatch({ control: form.control, name: ['username', 'password'] });
  const signInNow = useMutation({
    mutationFn: (credentials: Credentials) => login(credentials.username.trim(), credentials.password),
    onSuccess: (result, { password }) => {
      if ('challenge' in result) {
        form.setValue('password', '');
        return setChallenge(result.challenge);
      }
      // First sign-in with a temporary password: the shell opens the password form next.
      if (result.user.mustChangePassword) rememberTemporaryPassword(result.user.username, password);
      complete(result);
    },
    onError: (error) => setServerErrors(form, error, errorText(error, t, t('login.failed'))),
  });

  /** Signed in; an admin's reset of this account's two-factor is told now, once (docs/API.md). */
  function complete(result: LoginResult) {
    const reset = result.user.twoFactorResetBy;
    if (reset)
      toast.warning(t('twoFactor.resetNotice', { name: reset.name, time: formatChinaDateTime(reset.at, locale) }), {
        duration: 15_000,
      });
    signIn(result);
  }

  if (session) return <Navigate to={safeNextPath(params.get('next'))} replace />;

  const canSubmit = username.trim() !== '' && password !== '' && !signInNow.isPending;
  const NOTICES: Partial<Record<NonNullable<typeof notice>, string>> = {
    expired: t('error.sessionExpired'),
    disabled: t('error.accountDisabled'),
    passwordChanged: t('settings.signInAgain'),
    idle: t('sessions.idleEnded'),
    ended: t('sessions.endedElsewhere'),
  };
  const noticeText = (notice && NOTICES[notice]) ?? '';

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
          {challenge ? (
            <CodeStep
              challenge={challenge}
              onSignedIn={complete}
              onRestart={(reason) => {
                setChallenge(null);
                if (reason) form.setError('root', { type: 'server', message: reason });
              }}
            />
          ) : (
            <form
              className="mt-6 flex flex-col gap-4"
              onSubmit={form.handleSubmit((credentials) => signInNow.mutate(credentials))}
              noValidate
            >
              <LoginFields control={form.control} errorId="login-error" />
              <FormError control={form.control} id="login-error" />
              <button type="submit" className={`${buttonPrimary} w-full py-2.5`} disabled={!canSubmit}>
                {signInNow.isPending ? t('login.submitting') : t('login.submit')}
              </button>
            </form>
          )}
          {DEV_ACCOUNT && (
            <div
              data-testid="dev-account"
              className="mt-6 flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-small text-brand-900"
            >
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
