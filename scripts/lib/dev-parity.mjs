// `astro dev` only: what @netlify/vite-plugin does differently from Netlify.
// - The client address: the plugin takes it from X-Forwarded-For, whoever sent
//   it; Netlify (and `context.ip`) give the socket's peer. So the header is
//   replaced by the socket's address unless LOCAL_TRUST_X_FORWARDED_FOR=1.
// - Methods: a page or file answers GET and HEAD only (405 with Allow, as on
//   Netlify); TRACE never reaches a function, whose Request would refuse it.
// The URL functions get is already the one the browser asked for (the plugin builds it from Host).
const FUNCTION_PATHS = /^\/(api(\/|$)|(en\/)?news-detail\/)/;
const TOOLING_PATHS = /^\/(@|__|\.netlify\/|node_modules\/)/;
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** @returns {import('vite').Plugin} Place it before the Netlify plugin, whose middleware must run after it. */
export function productionParityInDev() {
  return {
    name: 'production-parity-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(function productionParity(req, res, next) {
        const method = req.method ?? 'GET';
        const path = req.url ?? '/';
        const staticMethod = method === 'GET' || method === 'HEAD';
        if (FORBIDDEN_METHODS.has(method) || (!staticMethod && !FUNCTION_PATHS.test(path) && !TOOLING_PATHS.test(path))) {
          res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Method Not Allowed');
          return;
        }
        if (process.env.LOCAL_TRUST_X_FORWARDED_FOR !== '1') {
          req.headers['x-forwarded-for'] = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
        }
        next();
      });
    },
  };
}
