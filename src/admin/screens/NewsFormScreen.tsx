// Create (/news/create) or edit (/news/edit/{id}) an article. Edit mode first
// loads the article; the editor itself lives in news/NewsEditor.tsx.
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminApiError } from '../api/client.ts';
import { useNewsItem } from '../api/queries.ts';
import PageHeader from '../components/PageHeader.tsx';
import { ErrorState, LoadingState } from '../components/States.tsx';
import { buttonSecondary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import NewsEditor from './news/NewsEditor.tsx';

export default function NewsFormScreen() {
  const { id } = useParams();
  const { t } = useT();
  const article = useNewsItem(id);

  if (id === undefined) return <NewsEditor key="create" />;
  const missing = article.error instanceof AdminApiError && article.error.status === 404;
  // Once loaded, the editor stays when a later reload fails (an outage): what the admin typed lives in it.
  // Keyed by version too: loading the newer version after a conflict opens it afresh.
  if (article.data && !missing) return <NewsEditor key={`${id}@${article.data.updatedAt}`} original={article.data} />;

  return (
    <>
      <PageHeader title={t('form.editTitle')} />
      <div className={`${card} p-6`}>
        {article.isPending ? (
          <LoadingState />
        ) : missing ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-ink">{t('form.notFound')}</p>
            <Link to="/news" className={buttonSecondary}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('form.backToList')}
            </Link>
          </div>
        ) : (
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        )}
      </div>
    </>
  );
}
