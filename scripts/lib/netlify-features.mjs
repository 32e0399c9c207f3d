// Netlify features the local emulators (dev plugin, preview, tests) must leave off:
// each would download Deno or start an engine this project does not use.
export const UNUSED_NETLIFY_FEATURES = {
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  blobs: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
};

// `astro dev` renders every page itself. The plugin's static files would be dist/
// (netlify.toml's publish), and a page a rule matches (/en/*, /success-cases/*)
// would then come from the last build instead of the source.
export const DEV_PLUGIN_FEATURES = { ...UNUSED_NETLIFY_FEATURES, staticFiles: { enabled: false } };
