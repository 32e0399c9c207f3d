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
