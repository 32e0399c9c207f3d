import type { DeploySucceededEvent, NetlifyFunction } from '@netlify/functions';
import { deployFinished } from '../lib/rebuild.ts';

// Netlify's deploy events (docs/DEPLOY.md 6.1): each finished deploy is
// recorded, so the admin knows what the site shows; after a successful one,
// changes made since its build started get a follow-up rebuild.
async function finished({ deploy }: DeploySucceededEvent, state: 'ready' | 'error'): Promise<void> {
  const outcome = await deployFinished({ ...deploy, state });
  console.log(`[deploy-events] deploy ${deploy.id} ${state}: ${outcome}`);
}

export default {
  deploySucceeded: (event) => finished(event, 'ready'),
  deployFailed: (event) => finished(event, 'error'),
} satisfies NetlifyFunction;
