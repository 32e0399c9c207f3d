import type { Config } from '@netlify/functions';
import { purgeEnquiriesBefore } from '../../store/enquiry-repository.ts';
import { retentionCutoff } from '../lib/retention.ts';
import { purgeSecurityLog } from '../../store/security-log-repository.ts';

// Daily: enquiries older than CONTACT_RETENTION_DAYS (default 365) are deleted,
// as the privacy policy promises; security-log entries older than 180 days too
// (docs/API.md, 'Security log').
export default async () => {
  const cutoff = retentionCutoff(new Date(), process.env.CONTACT_RETENTION_DAYS);
  const purged = await purgeEnquiriesBefore(cutoff);
  console.log(`[purge-old-enquiries] deleted ${purged} enquiries created before ${cutoff.toISOString()}`);
  const entries = await purgeSecurityLog(Date.now());
  console.log(`[purge-old-enquiries] deleted ${entries} security-log entries older than 180 days`);
};

export const config: Config = { schedule: '@daily' };
