// Staff accounts (admins only): the list, and create, edit, disable/enable and
// reset password. Actions that end a colleague's sessions are confirmed first;
// a temporary password is shown once, with what to tell the colleague.
import { useStore } from '@nanostores/react';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { StaffAccount } from '~/shared/auth';
import { AdminApiError } from '../api/client.ts';
import { useStaffAccounts } from '../api/queries.ts';
import ConfirmDialog from '../components/ConfirmDialog.tsx';
import Modal from '../components/Modal.tsx';
import PageHeader from '../components/PageHeader.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { buttonPrimary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { $session } from '../stores/session.ts';
import NotAllowedScreen from './NotAllowedScreen.tsx';
import CreateStaffForm from './staff/CreateStaffForm.tsx';
import EditStaffForm from './staff/EditStaffForm.tsx';
import TemporaryPassword from './staff/TemporaryPassword.tsx';
import StaffTable from './staff/StaffTable.tsx';
import TwoFactorPolicy from './staff/TwoFactorPolicy.tsx';
import { useAccountActions } from './staff/use-account-actions.ts';

type Confirming = { kind: 'disable' | 'reset' | 'resetTwoFactor' | 'endSessions'; user: StaffAccount };
type Issued = { username: string; password: string; created: boolean };

export default function StaffScreen() {
  const { t } = useT();
  const me = useStore($session)?.user.username;
  const users = useStaffAccounts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const actions = useAccountActions((username, password) => {
    setConfirming(null);
    setIssued({ username, password, created: false });
  });

  // The session still said admin, the server no longer does.
  if (users.error instanceof AdminApiError && users.error.code === 'FORBIDDEN') return <NotAllowedScreen />;

  const confirm = () => {
    if (confirming?.kind === 'disable')
      actions.setDisabled.mutate({ user: confirming.user, disabled: true }, { onSettled: () => setConfirming(null) });
    if (confirming?.kind === 'reset') actions.reset.mutate(confirming.user, { onError: () => setConfirming(null) });
    if (confirming?.kind === 'resetTwoFactor')
      actions.resetTwoFactor.mutate(confirming.user, { onSettled: () => setConfirming(null) });
    if (confirming?.kind === 'endSessions') actions.endSessions.mutate(confirming.user, { onSettled: () => setConfirming(null) });
  };
  const name = confirming?.user.name ?? '';
  const dialog = {
    disable: {
      title: t('users.disableTitle', { name }),
      message: t('users.disableConfirm', { name }),
      label: t('users.disable'),
    },
    reset: { title: t('users.resetTitle', { name }), message: t('users.resetConfirm'), label: t('users.reset') },
    resetTwoFactor: {
      title: t('users.resetTwoFactorTitle', { name }),
      message: t('users.resetTwoFactorConfirm'),
      label: t('users.resetTwoFactor'),
    },
    endSessions: {
      title: t('users.endSessionsTitle', { name }),
      message: t('users.endSessionsConfirm'),
      label: t('users.endSessions'),
    },
  }[confirming?.kind ?? 'disable'];

  return (
    <>
      <PageHeader title={t('users.title')}>
        <button type="button" className={buttonPrimary} onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('users.add')}
        </button>
      </PageHeader>
      <p className="-mt-3 mb-6 max-w-3xl text-small text-muted">{t('users.intro')}</p>
      <TwoFactorPolicy />
      <div className={`${card} p-4 sm:p-6`}>
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <ErrorState error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.length === 0 ? (
          <EmptyState />
        ) : (
          <StaffTable
            users={users.data}
            me={me}
            busy={actions.busy}
            onEdit={setEditing}
            onDisable={(user) => setConfirming({ kind: 'disable', user })}
            onEnable={(user) => actions.setDisabled.mutate({ user, disabled: false })}
            onReset={(user) => setConfirming({ kind: 'reset', user })}
            onResetTwoFactor={(user) => setConfirming({ kind: 'resetTwoFactor', user })}
            onEndSessions={(user) => setConfirming({ kind: 'endSessions', user })}
          />
        )}
      </div>

      <Modal open={creating} title={t('users.createTitle')} onClose={() => setCreating(false)}>
        <CreateStaffForm
          onCancel={() => setCreating(false)}
          onCreated={(username, password) => {
            setCreating(false);
            setIssued({ username, password, created: true });
          }}
        />
      </Modal>
      <Modal open={editing !== null} title={t('users.editTitle')} onClose={() => setEditing(null)}>
        {editing && <EditStaffForm user={editing} self={editing.username === me} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        open={issued !== null}
        title={issued?.created ? t('users.createdTitle') : t('users.resetDoneTitle')}
        onClose={() => setIssued(null)}
      >
        {issued && (
          <>
            <TemporaryPassword username={issued.username} password={issued.password} />
            <div className="mt-5 flex justify-end">
              <button type="button" className={buttonPrimary} onClick={() => setIssued(null)}>
                {t('users.done')}
              </button>
            </div>
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.label}
        cancelLabel={t('common.cancel')}
        busy={actions.busy !== undefined}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
