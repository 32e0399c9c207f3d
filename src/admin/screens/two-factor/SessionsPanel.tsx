// Settings: the account's active sessions (docs/API.md, 'Sessions'), this one
// marked; any other can be ended, or all others at once. Ending this one signs out here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endOtherSessions, endSession, listSessions } from '../../api/security.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { buttonGhost, buttonSecondary, card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';

const sessionsKey = ['sessions'] as const;

export default function SessionsPanel() {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => listSessions(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });
  const fail = (error: unknown) => toast.error(errorText(error, t));
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => toast.success(t('sessions.ended')),
    onError: fail,
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (count) => toast.success(t('sessions.othersEnded', { count })),
    onError: fail,
    onSettled: refresh,
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="settings-sessions">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="settings-sessions" className="text-h4 font-semibold text-ink">
            {t('sessions.title')}
          </h2>
          <p className="mt-1 text-small text-muted">{t('sessions.intro')}</p>
        </div>
        {others > 0 && (
          <button type="button" className={buttonSecondary} disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {t('sessions.endOthers')}
          </button>
        )}
      </div>
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="session-row">
              <div className="min-w-0 text-small">
                <p className="font-medium text-ink">
                  {session.device === 'unknown' ? t('sessions.unknownDevice') : session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-normal text-brand-800">
                      {t('sessions.current')}
                    </span>
                  )}
                </p>
                <p className="text-muted">
                  {t('sessions.details', {
                    address: session.address,
                    created: formatDateTime(session.createdAt, locale),
                    active: formatDateTime(session.lastActiveAt, locale),
                  })}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={`${buttonGhost} px-2.5 py-1.5`}
                  aria-label={`${t('sessions.end')}: ${session.device}`}
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                >
                  {t('sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
