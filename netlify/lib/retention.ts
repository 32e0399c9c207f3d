import { DEFAULT_RETENTION_DAYS, parseRetentionDays } from '../../src/shared/retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Enquiries created before this instant are past retention. A malformed setting keeps the default (deletes less, never more). */
export function retentionCutoff(now: Date, setting: string | undefined): Date {
  const days = parseRetentionDays(setting);
  if (days === null) {
    console.error(
      `[retention] CONTACT_RETENTION_DAYS=${JSON.stringify(setting)} is not a whole number of days ≥ 1; using ${DEFAULT_RETENTION_DAYS}.`,
    );
  }
  return new Date(now.getTime() - (days ?? DEFAULT_RETENTION_DAYS) * DAY_MS);
}
