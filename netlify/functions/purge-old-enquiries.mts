import type { Config } from '@netlify/functions';
import { purgeContactsBefore } from '../../store/contact-repository.ts';
import { retentionCutoff } from '../lib/retention.ts';

// Daily: enquiries older than CONTACT_RETENTION_DAYS (default 365) are deleted,
// as the privacy policy promises.
export default async () => {
  const cutoff = retentionCutoff(new Date(), process.env.CONTACT_RETENTION_DAYS);
  const purged = await purgeContactsBefore(cutoff);
  console.log(`[purge-old-enquiries] deleted ${purged} enquiries created before ${cutoff.toISOString()}`);
};

export const config: Config = { schedule: '@daily' };
