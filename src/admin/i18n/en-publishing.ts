import type { zhPublishing } from './zh-publishing.ts';

// English texts of site publishing, checked against zh-publishing.ts. Part of en.ts.
export const enPublishing = {
  'site.onSite': 'On the site',
  'site.updating': 'Updating the site',
  'site.title': 'Site publishing',
  'site.updatingSince': 'Updating the site (requested {ago} ago)',
  'site.upToDate': 'The site is up to date',
  'site.updatedAt': 'The site holds every change made before {time}',
  'site.lastDeploy': 'Last deploy',
  'site.noDeploy': 'No deploy recorded yet',
  'site.deployReady': '{time}, succeeded',
  'site.deployError': '{time}, failed',
  'site.problem': 'Needs attention',
  'site.stale':
    'A site update was requested {ago} ago and no deploy has followed. Check Deploys in Netlify: the build may be queued or stuck.',
  'site.failed':
    'The last deploy failed: {error}. The site still shows the last successful deploy; see the build log in Netlify.',
  'site.noReason': 'no reason given',
  'site.requestError': 'Requesting a site update failed ({time}): {error}. It is retried every 5 minutes.',
  'site.hookMissingTitle': 'The build hook (NETLIFY_BUILD_HOOK_URL) is not set',
  'site.hookMissingBody':
    'Until it is set, unpublishing and scheduling cannot work: article pages change only when the site is rebuilt. Section 6.1 of the deployment guide says how to set it.',
  'site.agoSeconds': '{count} s',
  'site.agoMinutes': '{count} min',
  'site.agoHours': '{count} h',
} satisfies Record<keyof typeof zhPublishing, string>;
