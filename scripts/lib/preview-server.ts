import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { startFunctionRunner } from './function-runner.ts';
import { repoRoot } from './paths.ts';

/**
 * Serves dist/ plus functions plus netlify.toml rules the way Netlify does:
 * functions through function-runner.ts (loaded once, routed by config.path),
 * everything else through @netlify/dev's request chain. The store must already
 * be configured in process.env (functions run in this process).
 */
export async function startPreviewServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const netlify = new NetlifyDev({
    projectRoot: repoRoot,
    serverAddress: null,
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    functions: { enabled: false },
  });
  await netlify.start();
  const handleFunction = await startFunctionRunner(join(repoRoot, 'netlify', 'functions'));

  const url = `http://localhost:${port}`;
  const server: Server = createServer(async (req, res) => {
    try {
      // NetlifyDev insists on a server address per request when constructed with `serverAddress: null`.
      const response =
        (await handleFunction(req, url)) ?? (await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: url }))?.response;
      if (response) {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) Readable.fromWeb(response.body as never).pipe(res);
        else res.end();
        return;
      }
      // Nothing matched: Netlify would serve the 404 page of the path's language.
      const page = req.url?.startsWith('/en/') ? 'en/404/index.html' : '404.html';
      const html = await readFile(join(repoRoot, 'dist', page));
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      console.error('[preview]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}
