import type { Config } from '@netlify/functions';
import { purgeEnquiriesBefore, purgeSpamBefore } from '../../store/enquiry-repository.ts';
import { retentionCutoff } from '../lib/retention.ts';
import { purgeSecurityLog } from '../../store/security-log-repository.ts';

// Daily: enquiries older than CONTACT_RETENTION_DAYS (default 365) are deleted,
// as the privacy policy promises; spam older than 30 days (docs/API.md,
// 'Enquiries'); security-log entries older than 180 days (docs/API.md, 'Security log').
const SPAM_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export default async () => {
  const cutoff = retentionCutoff(new Date(), process.env.CONTACT_RETENTION_DAYS);
  const purged = await purgeEnquiriesBefore(cutoff);
  console.log(`[purge-old-enquiries] deleted ${purged} enquiries created before ${cutoff.toISOString()}`);
  const spamCutoff = new Date(Date.now() - SPAM_DAYS * DAY_MS);
  const spam = await purgeSpamBefore(spamCutoff);
  console.log(`[purge-old-enquiries] deleted ${spam} spam enquiries created before ${spamCutoff.toISOString()}`);
  const entries = await purgeSecurityLog(Date.now());
  console.log(`[purge-old-enquiries] deleted ${entries} security-log entries older than 180 days`);
};

export const config: Config = { schedule: '@daily' };
