import { ExternalLink, List, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import Panel from './Panel.tsx';

const action =
  'flex items-center gap-3 rounded-lg border border-line px-4 py-3 text-small font-medium text-ink transition-colors hover:border-brand-200 hover:bg-brand-50';

export default function QuickActions() {
  const { t } = useT();
  return (
    <Panel title={t('dashboard.quickActions')}>
      <div className="flex flex-col gap-3">
        <Link to="/news/create" className={action}>
          <PlusCircle aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.newArticle')}
        </Link>
        <Link to="/news" className={action}>
          <List aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.allArticles')}
        </Link>
        <a href="/" className={action}>
          <ExternalLink aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.viewSite')}
        </a>
      </div>
    </Panel>
  );
}
