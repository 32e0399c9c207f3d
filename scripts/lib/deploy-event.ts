// The event Netlify hands netlify/functions/deploy-events.mts when a deploy ends,
// for the local stand-ins that play Netlify (the e2e server's build hook, API tests).
import type { DeploySucceededEvent } from '@netlify/functions';

export function deployEvent(options: {
  id: string;
  /** When Netlify created the deploy: its build read the store after this. */
  createdAt: Date;
  /** The build hook's trigger_title, when a rebuild request started it. */
  title: string | null;
  /** Netlify's message when the deploy failed. */
  errorMessage?: string | null;
}): DeploySucceededEvent {
  const { id, createdAt, title, errorMessage = null } = options;
  return {
    deploy: {
      id,
      siteId: 'local',
      buildId: id,
      state: errorMessage ? 'error' : 'ready',
      errorMessage,
      url: '',
      sslUrl: '',
      permalinkUrl: '',
      adminUrl: '',
      context: 'production',
      branch: 'main',
      commitRef: null,
      commitUrl: null,
      commitMessage: null,
      committer: null,
      title,
      createdAt: createdAt.toISOString(),
      publishedAt: errorMessage ? null : new Date().toISOString(),
      time: 1,
      manual: false,
      framework: 'astro',
    },
    site: { id: 'local', name: 'local', url: '', adminUrl: '' },
  };
}
