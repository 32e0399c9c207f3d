import { SECURITY_KINDS, type SecurityKind, type SecurityLogEntry } from '~/shared/security-log';
import { table, tableCell, tableHead, tableHeadCell, tableRow } from '../../components/styles.ts';
import { type AdminTranslate, useT } from '../../i18n/index.ts';
import { formatChinaDateTime } from '../../lib/format.ts';

const isKind = (value: string): value is SecurityKind => (SECURITY_KINDS as readonly string[]).includes(value);

const DETAILS = ['idle', 'endedByOwner', 'endedOthers', 'endedByAdmin', 'totp', 'recoveryCode', 'required', 'optional'] as const;
const isDetail = (detail: string): detail is (typeof DETAILS)[number] => (DETAILS as readonly string[]).includes(detail);

/** The entry's detail in the admin's language: why sessions ended, a role, a renamed field, a row count; ids as they are. */
function detailText({ kind, detail }: SecurityLogEntry, t: AdminTranslate): string {
  if (detail === undefined) return t('security.nobody');
  if (kind === 'sessionsEnded' && isKind(detail)) return t(`security.kind.${detail}`);
  if (detail === 'admin' || detail === 'editor') return t(`nav.role.${detail}`);
  if (kind === 'accountChanged' && detail === 'name') return t('security.detail.name');
  if (kind === 'enquiriesExported') return t('security.detail.rows', { count: detail });
  if (isDetail(detail)) return t(`security.detail.${detail}`);
  return detail;
}

/** Time (Beijing), kind, account, acting account, address, outcome and detail of each entry. */
export default function SecurityLogTable({ items }: { items: SecurityLogEntry[] }) {
  const { t, locale } = useT();
  const nobody = t('security.nobody');
  return (
    <table className={table}>
      <thead className={tableHead}>
        <tr>
          <th className={tableHeadCell}>{t('security.time')}</th>
          <th className={tableHeadCell}>{t('security.kind')}</th>
          <th className={tableHeadCell}>{t('security.account')}</th>
          <th className={tableHeadCell}>{t('security.actor')}</th>
          <th className={tableHeadCell}>{t('security.address')}</th>
          <th className={tableHeadCell}>{t('security.outcome')}</th>
          <th className={tableHeadCell}>{t('security.detail')}</th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {items.map((entry) => (
          <tr key={entry.id} className={tableRow} data-testid="security-row">
            {/* Styles on the values, not the cells: a phone shows each cell's label (::before) in the cell's font. */}
            <td className={`${tableCell} tabular-nums`} data-label={t('security.time')}>
              <time dateTime={entry.at} className="whitespace-nowrap">
                {formatChinaDateTime(entry.at, locale)}
              </time>
            </td>
            <td className={`${tableCell} font-medium text-ink`} data-label={t('security.kind')}>
              {t(`security.kind.${entry.kind}`)}
            </td>
            <td className={tableCell} data-label={t('security.account')}>
              {entry.subject ?? t('security.unknownAccount')}
            </td>
            <td className={tableCell} data-label={t('security.actor')}>
              {entry.actor ?? nobody}
            </td>
            <td className={tableCell} data-label={t('security.address')}>
              <span className="font-mono text-xs leading-[1.4rem]">{entry.address}</span>
            </td>
            <td className={tableCell} data-label={t('security.outcome')}>
              <span className={entry.outcome === 'success' ? 'text-brand-800' : 'font-medium text-red-700'}>
                {t(`security.outcome.${entry.outcome}`)}
              </span>
            </td>
            <td className={`${tableCell} [overflow-wrap:anywhere] text-ink-soft`} data-label={t('security.detail')}>
              {detailText(entry, t)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
