import type { StaffAccount } from '~/shared/auth';
import { buttonGhost, table, tableCell, tableCellBare, tableHead, tableHeadCell, tableRow } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { roleLabel } from '../../lib/labels.ts';
import AccountStatus from './AccountStatus.tsx';

interface Props {
  users: StaffAccount[];
  /** The signed-in admin: their own row offers no disabling and no reset (and the role cannot be lowered). */
  me: string | undefined;
  /** The account an action is running for; its buttons wait. */
  busy: string | undefined;
  onEdit: (user: StaffAccount) => void;
  onDisable: (user: StaffAccount) => void;
  onEnable: (user: StaffAccount) => void;
  onReset: (user: StaffAccount) => void;
  onResetTwoFactor: (user: StaffAccount) => void;
  onEndSessions: (user: StaffAccount) => void;
}

const action = `${buttonGhost} px-2.5 py-1.5`;

/** Username, name, role, status and last sign-in, with the actions an admin may take. */
export default function StaffTable({
  users,
  me,
  busy,
  onEdit,
  onDisable,
  onEnable,
  onReset,
  onResetTwoFactor,
  onEndSessions,
}: Props) {
  const { t, locale } = useT();
  return (
    <table className={table}>
      <thead className={tableHead}>
        <tr>
          <th className={tableHeadCell}>{t('users.username')}</th>
          <th className={`${tableHeadCell} whitespace-nowrap`}>{t('users.name')}</th>
          <th className={tableHeadCell}>{t('users.role')}</th>
          <th className={tableHeadCell}>{t('users.status')}</th>
          <th className={`${tableHeadCell} whitespace-nowrap`}>{t('users.lastLogin')}</th>
          <th className={tableHeadCell}>{t('common.actions')}</th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {users.map((user) => {
          const self = user.username === me;
          const label = (
            key: 'common.edit' | 'users.disable' | 'users.enable' | 'users.reset' | 'users.resetTwoFactor' | 'users.endSessions',
          ) => `${t(key)}: ${user.username}`;
          return (
            <tr key={user.username} className={tableRow} data-testid="user-row">
              <td className={`${tableCellBare} pb-2 font-medium text-ink md:pb-3.5`}>
                <span className="font-mono text-body whitespace-nowrap md:text-small">{user.username}</span>
                {self && (
                  <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-normal text-ink-soft">
                    {t('users.you')}
                  </span>
                )}
              </td>
              <td className={tableCell} data-label={t('users.name')}>
                {user.name}
              </td>
              <td className={`${tableCell} whitespace-nowrap`} data-label={t('users.role')}>
                {roleLabel(user.role, t)}
              </td>
              <td className={tableCell} data-label={t('users.status')}>
                <AccountStatus user={user} />
                {user.twoFactor && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs whitespace-nowrap text-brand-800">
                    {t('users.twoFactorOn')}
                  </span>
                )}
              </td>
              <td className={`${tableCell} whitespace-nowrap text-ink-soft`} data-label={t('users.lastLogin')}>
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t('users.never')}
              </td>
              {/* py-2 instead of the table's 3.5: the buttons' own padding brings their text level with the row's. */}
              <td className="block pt-2 align-top md:table-cell md:py-2 md:pr-0 md:pl-3">
                {/* Two columns from 768 px, Edit always first: four actions in a row ran past the card (English, 1440 px). */}
                <span className="-ml-2.5 inline-flex flex-wrap gap-1 md:grid md:grid-cols-[repeat(2,auto)] md:justify-start md:justify-items-start md:gap-x-1 md:gap-y-0.5 md:whitespace-nowrap">
                  <button type="button" className={action} aria-label={label('common.edit')} onClick={() => onEdit(user)}>
                    {t('common.edit')}
                  </button>
                  {!self && (
                    <button
                      type="button"
                      className={action}
                      aria-label={label('users.reset')}
                      disabled={busy === user.username}
                      onClick={() => onReset(user)}
                    >
                      {t('users.reset')}
                    </button>
                  )}
                  {!self && user.twoFactor && (
                    <button
                      type="button"
                      className={action}
                      aria-label={label('users.resetTwoFactor')}
                      disabled={busy === user.username}
                      onClick={() => onResetTwoFactor(user)}
                    >
                      {t('users.resetTwoFactor')}
                    </button>
                  )}
                  {!self && !user.disabled && (
                    <button
                      type="button"
                      className={action}
                      aria-label={label('users.endSessions')}
                      disabled={busy === user.username}
                      onClick={() => onEndSessions(user)}
                    >
                      {t('users.endSessions')}
                    </button>
                  )}
                  {!self &&
                    (user.disabled ? (
                      <button
                        type="button"
                        className={action}
                        aria-label={label('users.enable')}
                        disabled={busy === user.username}
                        onClick={() => onEnable(user)}
                      >
                        {t('users.enable')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={`${buttonGhost} px-2.5 py-1.5 text-red-700 hover:bg-red-50 hover:text-red-800`}
                        aria-label={label('users.disable')}
                        disabled={busy === user.username}
                        onClick={() => onDisable(user)}
                      >
                        {t('users.disable')}
                      </button>
                    ))}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
