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
import { useAccountActions } from './staff/use-account-actions.ts';

type Confirming = { kind: 'disable' | 'reset'; user: StaffAccount };
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
  };
  const name = confirming?.user.name ?? '';

  return (
    <>
      <PageHeader title={t('users.title')}>
        <button type="button" className={buttonPrimary} onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('users.add')}
        </button>
      </PageHeader>
      <p className="-mt-3 mb-6 max-w-3xl text-small text-muted">{t('users.intro')}</p>
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
        title={confirming?.kind === 'reset' ? t('users.resetTitle', { name }) : t('users.disableTitle', { name })}
        message={confirming?.kind === 'reset' ? t('users.resetConfirm') : t('users.disableConfirm', { name })}
        confirmLabel={confirming?.kind === 'reset' ? t('users.reset') : t('users.disable')}
        cancelLabel={t('common.cancel')}
        busy={actions.busy !== undefined}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
