// @ts-check
import { existsSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { DEV_PLUGIN_FEATURES } from './scripts/lib/netlify-features.mjs';
import { adminShellInDev } from './scripts/lib/admin-dev-shell.mjs';
import { productionParityInDev } from './scripts/lib/dev-parity.mjs';
import { mediaInDev } from './scripts/lib/media-dev.mjs';
import { builtPages } from './scripts/lib/sitemap-pages.mjs';
import { shareCards } from './scripts/lib/share-cards.ts';
import { afterPaint } from './scripts/lib/after-paint.mjs';
import { criticalCss } from './scripts/lib/critical-css.mjs';
import { heroPreloads } from './scripts/lib/hero-preload.mjs';

// @netlify/vite-plugin does not read .env itself.
if (existsSync('.env')) process.loadEnvFile('.env');

// Netlify sets URL at build time; SITE_URL overrides it (canonical links, sitemap).
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

const pages = builtPages(new URL('./dist/', import.meta.url));

// Each group takes the modules its members import too (the header: the locales,
// the language preference, nanostores ...).
const ON_EVERY_PAGE = /node_modules\/(react|react-dom|scheduler|@astrojs\/react\/dist)\/|\/src\/islands\/SiteHeader\.tsx$/;
const SHARED_BY_NEWS = /\/src\/(islands\/news\/NewsBits\.tsx|stores\/news\.ts|shared\/news-view\.ts)$/;
const SHARED_BY_ISLANDS = ['/src/config/news.ts', '/src/shared/api-client.ts'];

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  // The site's stylesheet stays one file, cached across pages, loaded after the first
  // paint: each page inlines only the rules it uses (criticalCss below); a component's
  // few hundred bytes are inlined as they are (docs/PERFORMANCE.md).
  build: { format: 'directory', inlineStylesheets: 'auto' },
  i18n: {
    locales: ['zh', 'en'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    // Each page's og:image, drawn once the pages are written (docs/CONTENT.md, 'Share cards').
    shareCards(),
    // Each page's critical CSS inlined, the stylesheet loaded without blocking (docs/PERFORMANCE.md).
    criticalCss(),
    // Then the stylesheet, module scripts and islands wait for the first paint (docs/PERFORMANCE.md).
    afterPaint(),
    // And the hero's photograph is asked for with the document's first bytes (docs/PERFORMANCE.md).
    heroPreloads(),
    sitemap({
      i18n: { defaultLocale: 'zh', locales: { zh: 'zh-CN', en: 'en' } },
      // Error pages (404, a service or case that does not exist) and the article shell
      // (netlify.toml serves it for articles newer than the build) stay out of it.
      // So do the feeds, and pages marked noindex (an article's English address when it has no English text).
      filter: (page) =>
        !page.includes('/admin') && !/\/404(\/|$)|\/news-detail\/?$|\/rss\.xml/.test(page) && pages.indexable(page),
      // An article's lastmod is when it was last edited (its page's article:modified_time).
      serialize: (item) => {
        const modified = pages.modified(item.url);
        return modified ? { ...item, lastmod: modified } : item;
      },
    }),
  ],
  vite: {
    build: {
      // Astro inlines small <script>s of components; the CSP (netlify.toml) allows
      // none of ours inline, so they stay files under /_astro/ (cached for a year).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      rollupOptions: {
        output: {
          // Gzip compresses one file better than several: React, Astro's React renderer
          // and the header island (with all it imports) are on every public page, so they
          // travel as one file; what the news islands share as another, and the islands'
          // other tiny shared modules as a third (docs/PERFORMANCE.md).
          manualChunks: (id) =>
            ON_EVERY_PAGE.test(id)
              ? 'base'
              : SHARED_BY_NEWS.test(id)
                ? 'news'
                : SHARED_BY_ISLANDS.some((path) => id.endsWith(path))
                  ? 'islands-shared'
                  : undefined,
        },
      },
    },
    plugins: [
      tailwindcss(),
      // Client address and methods as on Netlify; before the Netlify plugin, whose middleware comes after it.
      productionParityInDev(),
      // Emulates functions and netlify.toml rules in `astro dev`, pages always from the source.
      netlify(DEV_PLUGIN_FEATURES),
      adminShellInDev(),
      mediaInDev(),
    ],
  },
});
