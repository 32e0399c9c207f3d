// `astro dev` only, for the media library (docs/DEVELOPMENT.md, 'Local Netlify Blobs'):
// - Netlify's Image CDN (`/.netlify/images?url=/media/...&w=...`) is production's.
//   Offline the request is answered with the original image: it is rewritten to
//   its `url` before the Netlify plugin, which serves /media/* through the media function.
// - @netlify/vite-plugin hands a function its request body as text, which breaks
//   binary uploads; so `POST /api/admin/media` runs the API function in this
//   process (vite's SSR loader), with the body as sent.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

const UPLOAD_PATH = '/api/admin/media';

/** @returns {import('vite').Plugin} */
export function mediaInDev() {
  return {
    name: 'media-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const requested = new URL(req.url ?? '/', 'http://localhost');
        const source = requested.searchParams.get('url') ?? '';
        if (requested.pathname === '/.netlify/images' && source.startsWith('/') && !source.startsWith('//')) req.url = source;
        if (req.method !== 'POST' || requested.pathname !== UPLOAD_PATH) return next();
        upload(server, req, res).catch(next);
      });
      // Before every other middleware, so the Netlify plugin sees the rewritten path and never the upload.
      server.middlewares.stack.unshift(server.middlewares.stack.pop());
    },
  };
}

/** @param {import('vite').ViteDevServer} server @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
async function upload(server, req, res) {
  const { default: api } = await server.ssrLoadModule('/netlify/functions/api.mts');
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: 'POST',
    headers,
    body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
    duplex: 'half',
  });
  const ip = req.socket.remoteAddress ?? '';
  const context = {
    ip,
    params: {},
    requestId: randomUUID(),
    waitUntil: (/** @type {Promise<unknown>} */ p) => void p.catch(() => {}),
  };
  const response = await api(request, context);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
