/**
 * A smaller copy of a library image from Netlify's Image CDN (docs/API.md,
 * 'GET /media/{id}'), so a grid of camera photos stays light. Locally the
 * servers answer with the original (docs/DEVELOPMENT.md).
 */
export const thumbnailUrl = (url: string, width: number): string => `/.netlify/images?url=${encodeURIComponent(url)}&w=${width}`;
