// `astro dev` only: Netlify's Image CDN (`/.netlify/images?url=/media/...&w=...`)
// is production's. Offline, the request is answered with the original image: it
// is rewritten to its `url` before the Netlify plugin's middleware, which then
// serves /media/* through the media function (docs/DEVELOPMENT.md).

/** @returns {import('vite').Plugin} */
export function imageCdnServesOriginalInDev() {
  return {
    name: 'image-cdn-serves-original-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const requested = new URL(req.url ?? '/', 'http://localhost');
        const source = requested.searchParams.get('url') ?? '';
        if (requested.pathname === '/.netlify/images' && source.startsWith('/') && !source.startsWith('//')) req.url = source;
        next();
      });
      // Before every other middleware, so the Netlify plugin sees the rewritten path.
      server.middlewares.stack.unshift(server.middlewares.stack.pop());
    },
  };
}
