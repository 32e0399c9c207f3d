// The admin's copies of the fixed value lists. src/shared's schema modules
// carry zod with them, so the admin imports only their types and keeps these
// lists here; tests/unit/admin-i18n.test.ts checks they stay equal.
import type { StaffRole } from '~/shared/auth';
import type { NewsStatus, NewsStatusFilter } from '~/shared/news';

export const NEWS_STATUSES = ['published', 'draft'] as const satisfies readonly NewsStatus[];
export const NEWS_STATUS_FILTERS = ['published', 'draft', 'scheduled'] as const satisfies readonly NewsStatusFilter[];
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];
/** The new-password rule of POST /api/admin/password (shown as a hint; the server decides). */
export const PASSWORD_MIN = 10;
export const PAGE_SIZE = 20;
