// `astro dev` only: Astro itself serves the admin shell page at every admin path.
// netlify.toml rewrites /admin/* to /admin/ (status 200), but @netlify/vite-plugin
// serves no files in dev (DEV_PLUGIN_FEATURES), so the rewrite finds none and the
// request would reach Astro at its own path, which has no page. So admin page requests
// bypass the plugin's middleware and reach Astro as /admin/; the browser keeps its
// URL for the app's router.
const ADMIN_PAGE = /^\/admin(\/|\?|$)/;

/** @returns {import('vite').Plugin} Place it after the Netlify plugin. */
export function adminShellInDev() {
  return {
    name: 'admin-shell-in-dev',
    apply: 'serve',
    configureServer(server) {
      const layer = server.middlewares.stack.find((entry) => entry.handle.name === 'netlifyPreMiddleware');
      if (!layer) return;
      const netlifyMiddleware = layer.handle;
      layer.handle = function adminAwareNetlifyMiddleware(req, res, next) {
        if (req.method === 'GET' && ADMIN_PAGE.test(req.url ?? '')) {
          req.url = '/admin/';
          return next();
        }
        return netlifyMiddleware(req, res, next);
      };
    },
  };
}
