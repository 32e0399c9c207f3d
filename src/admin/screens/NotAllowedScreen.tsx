// An admin-only screen opened by an editor: known from the session's role, or
// from the server's 403 FORBIDDEN when the role changed since the session began.
import { useQueryClient } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../api/queries.ts';
import { useDocumentTitle } from '../components/PageHeader.tsx';
import { buttonPrimary } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';

export default function NotAllowedScreen() {
  const { t } = useT();
  useDocumentTitle(t('forbidden.title'));
  const queryClient = useQueryClient();
  // The account may have lost a role meanwhile: read it again so the menu follows.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center" data-testid="not-allowed">
      <ShieldX aria-hidden="true" className="size-12 text-brand-500" />
      <p className="text-display font-semibold text-brand-700">403</p>
      <h1 className="text-h3 font-semibold text-ink">{t('forbidden.title')}</h1>
      <p className="max-w-md text-ink-soft">{t('forbidden.body')}</p>
      <Link to="/dashboard" className={buttonPrimary}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
