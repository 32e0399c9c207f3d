// @ts-check
import { existsSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { UNUSED_NETLIFY_FEATURES } from './scripts/lib/netlify-features.mjs';

// @netlify/vite-plugin does not read .env itself.
if (existsSync('.env')) process.loadEnvFile('.env');

// Netlify sets URL at build time; SITE_URL overrides it (canonical links, sitemap).
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['zh', 'en'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: 'zh', locales: { zh: 'zh-CN', en: 'en' } },
      // Not the 404 page, nor the article shell (netlify.toml serves it for articles newer than the build).
      filter: (page) => !page.includes('/admin') && !/\/(404|news-detail)\/?$/.test(page),
    }),
  ],
  vite: {
    // Never inline a component's <script> into the page: the CSP allows no
    // inline script beyond the hashed ones (netlify.toml). Other assets as usual.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    plugins: [
      tailwindcss(),
      // Emulates functions and netlify.toml rules in `astro dev`.
      netlify(UNUSED_NETLIFY_FEATURES),
    ],
  },
});
