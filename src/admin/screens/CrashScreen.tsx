// The router's error boundary: an unexpected crash shows the status or the
// message and a way back, instead of a blank page.
import { AlertOctagon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonPrimary } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

export default function CrashScreen() {
  const error = useRouteError();
  const { t } = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-16">
      <AlertOctagon aria-hidden="true" className="size-10 text-red-700" />
      <h1 className="text-h3 font-semibold text-ink">Unexpected Application Error!</h1>
      <p className="text-small text-ink-soft">{t('crash.hint')}</p>
      <pre className="w-full overflow-x-auto rounded-lg bg-surface p-4 text-small text-ink whitespace-pre-wrap">
        {describe(error)}
      </pre>
      <Link to="/dashboard" className={buttonPrimary}>
        {t('crash.back')}
      </Link>
    </div>
  );
}
