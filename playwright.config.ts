import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { PORTS } from './scripts/lib/ports.ts';

// End-to-end tests run against the built site served like production
// (scripts/e2e-server.ts: its own Redis, never a running dev server).
const PORT = PORTS.e2eHttp;
// The e2e server's JWT secret, shared with the tests (inherited by the server and the
// workers) so a test can sign a token that has really expired.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, use: { viewport: { width: 1440, height: 900 } } },
    // Narrow-screen behaviour (mobile menu) on a 390 px touch screen.
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Without it Playwright SIGKILLs the server and its daemonized redis-server outlives the run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
