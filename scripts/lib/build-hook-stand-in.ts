// Netlify's side of publishing, for the end-to-end server: NETLIFY_BUILD_HOOK_URL
// points here, and a test plays Netlify finishing a build with
// `POST /__deploy-succeeded` or `POST /__deploy-failed`, which hands the real
// deploy-events function (netlify/functions/deploy-events.mts) the event Netlify
// would send: a deploy created now, titled with the last build request's trigger_title. It runs in the
// server's process, so the function writes to the e2e store as on Netlify.
import { createServer } from 'node:http';
import { deployEvent } from './deploy-event.ts';

interface BuildRequest {
  title: string | null;
  at: string;
}

const FAILURE = 'Build script returned non-zero exit code: 2';

/** Listens on `port`; the build hook is `http://127.0.0.1:<port>/build-hook`. */
export async function startBuildHookStandIn(port: number): Promise<{ hookUrl: string; close(): Promise<void> }> {
  const requests: BuildRequest[] = [];
  let deploys = 0;
  const server = createServer((req, res) => {
    req.resume();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/__received') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    }
    if (req.method === 'POST' && url.pathname === '/build-hook') {
      requests.push({ title: url.searchParams.get('trigger_title'), at: new Date().toISOString() });
      return void res.writeHead(200).end();
    }
    const outcome = { '/__deploy-succeeded': 'succeeded', '/__deploy-failed': 'failed' }[url.pathname];
    if (req.method === 'POST' && outcome) {
      const last = requests.at(-1);
      if (!last) return void res.writeHead(409).end('no build was requested');
      deploys++;
      const id = `e2e-deploy-${deploys}`;
      const event = deployEvent({
        id,
        createdAt: new Date(),
        title: last.title,
        errorMessage: outcome === 'failed' ? FAILURE : null,
      });
      void import('../../netlify/functions/deploy-events.mts')
        .then(({ default: events }) => (outcome === 'failed' ? events.deployFailed! : events.deploySucceeded!)(event))
        .then(
          () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id })),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    hookUrl: `http://127.0.0.1:${port}/build-hook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
