import type { Config } from '@netlify/functions';
import { checkPublishing } from '../lib/rebuild.ts';

// Every 5 minutes: articles whose publication time has come get their
// pre-rendered pages (one rebuild request), and a change whose request failed
// is asked for again (docs/DEPLOY.md 6.1).
export default async () => {
  const outcome = await checkPublishing();
  if (outcome !== 'nothing') console.log(`[publish-due] ${outcome}`);
};

export const config: Config = { schedule: '*/5 * * * *' };
