// For admins, on every screen: production without NETLIFY_BUILD_HOOK_URL cannot
// take an article off the pre-rendered site or publish a scheduled one (docs/DEPLOY.md 6.1).
import { useStore } from '@nanostores/react';
import { AlertTriangle } from 'lucide-react';
import { useSiteStatus } from '../api/queries.ts';
import { useT } from '../i18n/index.ts';
import { $session } from '../stores/session.ts';

export default function BuildHookBanner() {
  const { t } = useT();
  const isAdmin = useStore($session)?.user.role === 'admin';
  const status = useSiteStatus({ enabled: isAdmin });
  if (!isAdmin || status.data?.buildHook !== 'missing') return null;
  return (
    <div className="mb-6 flex gap-3 rounded-card border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-small">
        <strong className="block font-semibold">{t('site.hookMissingTitle')}</strong>
        {t('site.hookMissingBody')}
      </p>
    </div>
  );
}
