// Whether the pre-rendered site shows the latest changes (GET /api/admin/site-status,
// docs/API.md): a rebuild on its way, the last deploy and, for admins, what needs attention.
import { useStore } from '@nanostores/react';
import { AlertTriangle, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import type { Locale } from '~/i18n/locales';
import type { SiteStatus } from '~/shared/site-publishing';
import { useSiteStatus } from '../../api/queries.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useT, type AdminTranslate } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { agoText, useNow } from '../../lib/time-ago.ts';
import { $session } from '../../stores/session.ts';
import Panel from './Panel.tsx';

/** What an admin should act on: a request no deploy followed, a failed deploy, a failed request. */
function problemsOf(status: SiteStatus, now: number, t: AdminTranslate, locale: Locale): string[] {
  const problems: string[] = [];
  if (status.pendingRequest?.stale) problems.push(t('site.stale', { ago: agoText(status.pendingRequest.requestedAt, now, t) }));
  if (status.lastDeploy?.state === 'error')
    problems.push(t('site.failed', { error: status.lastDeploy.error || t('site.noReason') }));
  if (status.lastRequestError) {
    const { at, message } = status.lastRequestError;
    problems.push(t('site.requestError', { time: formatDateTime(at, locale), error: message }));
  }
  return problems;
}

function upToDate(status: SiteStatus): boolean {
  if (!status.siteUpdatedAt || status.pendingRequest) return false;
  return !status.changedAt || Date.parse(status.changedAt) < Date.parse(status.siteUpdatedAt);
}

export default function SitePublishing() {
  const { t, locale } = useT();
  const isAdmin = useStore($session)?.user.role === 'admin';
  const query = useSiteStatus();
  const now = useNow();
  if (query.isPending) {
    return (
      <Panel title={t('site.title')}>
        <LoadingState />
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <Panel title={t('site.title')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  }
  const status = query.data;
  const pending = status.pendingRequest && !status.pendingRequest.stale ? status.pendingRequest : null;
  const deploy = status.lastDeploy;
  const problems = isAdmin ? problemsOf(status, now, t, locale) : [];
  return (
    <Panel title={t('site.title')}>
      <div className="flex flex-col gap-3 text-small">
        {pending ? (
          <p className="flex items-center gap-2 font-medium text-sky-900" data-testid="site-pending">
            <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
            {t('site.updatingSince', { ago: agoText(pending.requestedAt, now, t) })}
          </p>
        ) : (
          upToDate(status) && (
            <p className="flex items-center gap-2 font-medium text-brand-800">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              {t('site.upToDate')}
            </p>
          )
        )}
        <p className="flex flex-wrap items-center gap-x-2 text-ink-soft" data-testid="last-deploy">
          <span className="text-muted">{t('site.lastDeploy')}</span>
          {deploy ? (
            <span className={`inline-flex items-center gap-1 ${deploy.state === 'error' ? 'text-red-700' : 'text-ink'}`}>
              {deploy.state === 'error' && <XCircle aria-hidden="true" className="size-4" />}
              {t(deploy.state === 'error' ? 'site.deployError' : 'site.deployReady', {
                time: formatDateTime(deploy.finishedAt, locale),
              })}
            </span>
          ) : (
            <span>{t('site.noDeploy')}</span>
          )}
        </p>
        {status.siteUpdatedAt && (
          <p className="text-muted">{t('site.updatedAt', { time: formatDateTime(status.siteUpdatedAt, locale) })}</p>
        )}
        {problems.length > 0 && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900" data-testid="site-problems">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
              {t('site.problem')}
            </p>
            <ul className="mt-1 list-disc pl-6">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Panel>
  );
}
