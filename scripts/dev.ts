// `npm run dev`: local Redis (unless UPSTASH_REDIS_REST_URL is set), then astro dev
// with functions on the same port; everything it started stops with it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareLocalStore } from './lib/local-dev.ts';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));

// Decided before the local store fills UPSTASH_REDIS_REST_URL in: demo content,
// the development admin and the kept JWT secret are for the local store only.
const localStore = !process.env.UPSTASH_REDIS_REST_URL;
const store = await useLocalStoreIfUnset();
if (localStore) await prepareLocalStore({ devAdmin: true });
const astro = spawn('astro', ['dev', '--port', '4321', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (astro.exitCode === null) astro.kill('SIGTERM');
  await store.release();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
astro.on('exit', (code) => void stop(code ?? 0));
