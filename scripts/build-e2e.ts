// `npm run build:e2e` (part of `npm test`): builds the site the end-to-end tests
// run against. A temporary store of its own, seeded with the demo content that
// scripts/e2e-server.ts seeds too (same ids), lets the build pre-render the demo
// articles. Needs only redis-server, never a running store or development data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { startScratchStore } from './lib/scratch-store.ts';

const store = await startScratchStore({ redisPort: PORTS.e2eBuildRedis, name: 'e2e-build' });
let code = 1;
try {
  Object.assign(process.env, { ...store.env, REDIS_KEY_PREFIX: '' });
  // The store module reads its configuration when first loaded: import after the env is set.
  const { seedDemoContent } = await import('./lib/seed-content.ts');
  const { articles } = await seedDemoContent();
  console.log(`build:e2e: ${articles} demo articles in a temporary store`);
  code = await new Promise<number>((done) => {
    const build = spawn(join(repoRoot, 'node_modules', '.bin', 'astro'), ['build'], { cwd: repoRoot, stdio: 'inherit' });
    build.on('exit', (status) => done(status ?? 1));
  });
} finally {
  await store.stop();
}
process.exit(code);
