// The inbox's CSV export (docs/API.md, 'GET /api/admin/contact/export'): what the
// list shows (filter, search, assignment), headers and labels in the staff
// member's language, times in Beijing time, streamed a batch at a time.
import type { Locale } from '../../src/i18n/locales.ts';
import type { EnquiryStatus } from '../../src/shared/constants.ts';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { sourceName } from '../../src/shared/enquiry-sources.ts';
import { type EnquirySelection, selectedEnquiries } from '../../store/enquiry-repository.ts';
import { listStaffAccounts } from '../../store/staff-repository.ts';
import { csvStream } from './csv.ts';

const HEADERS: Record<Locale, string[]> = {
  zh: ['编号', '提交时间（北京时间）', '姓名', '公司', '联系方式', '留言', '来源页面', '状态', '负责人', '备注'],
  en: ['ID', 'Submitted (Beijing time)', 'Name', 'Company', 'Contact', 'Message', 'Source page', 'Status', 'Assignee', 'Note'],
};

const STATUS_LABELS: Record<Locale, Record<EnquiryStatus, string>> = {
  zh: { 未处理: '未处理', 处理中: '处理中', 已处理: '已处理', 垃圾: '垃圾' },
  en: { 未处理: 'New', 处理中: 'In progress', 已处理: 'Done', 垃圾: 'Spam' },
};

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (UTC+8 all year, no daylight saving since 1991). */
export function beijingTime(iso: string): string {
  return new Date(Date.parse(iso) + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The CSV of what `selection` selects. The first batch is read before the
 * response starts, so a store that cannot answer still gets a 503, not a cut file.
 * `onEnd` gets the number of rows sent once the file ends or its reader leaves.
 */
export async function enquiryCsv(
  selection: EnquirySelection,
  lang: Locale,
  onEnd: (rowCount: number) => Promise<void>,
): Promise<ReadableStream<Uint8Array>> {
  const names = new Map((await listStaffAccounts()).map((account) => [account.username, account.name]));
  const row = (enquiry: Enquiry) => [
    enquiry.id,
    beijingTime(enquiry.createdAt),
    enquiry.name,
    enquiry.company,
    enquiry.contact,
    enquiry.message,
    sourceName(enquiry.source, lang),
    STATUS_LABELS[lang][enquiry.status],
    enquiry.assignee ? (names.get(enquiry.assignee) ?? enquiry.assignee) : '',
    enquiry.note,
  ];
  const batches = selectedEnquiries(selection);
  const first = await batches.next();
  let recorded = false;
  const record = async (rowCount: number) => {
    if (recorded) return;
    recorded = true;
    await onEnd(rowCount);
  };
  // `finally` runs when the file is complete and when the reader goes away mid-file.
  async function* rows(): AsyncGenerator<string[][]> {
    let count = 0;
    try {
      if (first.done) return;
      count += first.value.length;
      yield first.value.map(row);
      for await (const batch of batches) {
        count += batch.length;
        yield batch.map(row);
      }
    } finally {
      await record(count);
    }
  }
  const iterator = rows();
  // A reader gone before the first row never started the generator, whose `finally` then never runs.
  const recordedOnReturn: AsyncIterator<string[][]> = {
    next: () => iterator.next(),
    return: async () => {
      const result = await iterator.return(undefined);
      await record(0);
      return result;
    },
  };
  return csvStream(HEADERS[lang], recordedOnReturn);
}
