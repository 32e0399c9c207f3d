// `npm run test:mirror` (part of `npm test`, after `npm run build:e2e`): the
// mainland mirror with the real nginx (tests/mirror/global-setup.ts). Not one of
// vitest.config.ts's projects: it needs the built site, which the plain
// `vitest run` of `npm test` runs before.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mirror',
    include: ['tests/mirror/**/*.test.ts'],
    globalSetup: ['tests/mirror/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
