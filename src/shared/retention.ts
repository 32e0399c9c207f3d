// How long enquiries are kept: read by the daily purge and printed in the privacy policy.

export const DEFAULT_RETENTION_DAYS = 365;

/** CONTACT_RETENTION_DAYS as a whole number of days ≥ 1, or null when it is malformed. */
export function parseRetentionDays(setting: string | undefined): number | null {
  if (setting === undefined || setting.trim() === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(setting);
  return Number.isInteger(days) && days >= 1 ? days : null;
}

/** The days in force: a malformed setting keeps the default (deletes less, never more). */
export function retentionDays(setting: string | undefined): number {
  return parseRetentionDays(setting) ?? DEFAULT_RETENTION_DAYS;
}
