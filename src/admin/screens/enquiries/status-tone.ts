import type { EnquiryStatus } from '~/shared/constants';

/** The colours of a status control, the same in the list and the detail view. */
export const STATUS_TONE: Record<EnquiryStatus, string> = {
  未处理: 'border-amber-300 bg-amber-50 text-amber-900',
  处理中: 'border-sky-300 bg-sky-50 text-sky-900',
  已处理: 'border-brand-200 bg-brand-50 text-brand-800',
  垃圾: 'border-line bg-surface text-muted',
};
