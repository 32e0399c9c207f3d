import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/PageHeader.tsx';
import { buttonPrimary } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';

/** Any admin path without a screen. */
export default function NotFoundScreen() {
  const { t } = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <Compass aria-hidden="true" className="size-12 text-brand-500" />
      <p className="text-display font-semibold text-brand-700">404</p>
      <h1 className="text-h3 font-semibold text-ink">{t('notFound.title')}</h1>
      <p className="text-ink-soft">{t('notFound.body')}</p>
      <Link to="/dashboard" className={buttonPrimary}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
