import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves a core to its main process by default: one worker on a 2-core machine,
    // which then starts every file in turn. Test files wait on their own startup more than on the CPU.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        // scrypt at a test cost (store/password.ts): the production cost takes seconds per hash.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], env: { SCRYPT_TEST_LOG2N: '10' } },
      },
      './vitest.kit.config.ts',
      // What runs Astro's own tooling (a content sync in a copy of the site): too slow for the unit layer.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 120_000 } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // One store and one key prefix for every file: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
