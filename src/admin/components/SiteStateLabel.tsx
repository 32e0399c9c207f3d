import { Globe, RefreshCw } from 'lucide-react';
import type { SiteState } from '~/shared/site-publishing';
import { useT } from '../i18n/index.ts';

/** For a public article: its last change is on the pre-rendered site, or a rebuild will put it there. */
export default function SiteStateLabel({ state }: { state: SiteState }) {
  const { t } = useT();
  if (state === 'not-public' || state === 'untracked') return null;
  const updating = state === 'updating';
  const Icon = updating ? RefreshCw : Globe;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs ${updating ? 'text-sky-900' : 'text-brand-800'}`}
      data-testid="site-state"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(updating ? 'site.updating' : 'site.onSite')}
    </span>
  );
}
