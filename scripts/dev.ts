// `npm run dev`: local Redis (unless UPSTASH_REDIS_REST_URL is set), then astro dev
// with functions on the same port: 4321, or the next free one when another checkout's
// dev server holds it (`npm run dev -- --port N` chooses); everything it started stops with it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareLocalStore } from './lib/local-dev.ts';
import { useLocalBlobsIfUnset } from './lib/local-blobs.ts';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';
import { choosePort, DEV_PORT } from './lib/ports.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));

// Chosen before anything starts, so a taken --port leaves nothing behind.
const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const explicitPort = portFlag === -1 ? undefined : args.splice(portFlag, 2)[1];
const port = await choosePort({ preferred: DEV_PORT, explicit: explicitPort, name: '--port' }).catch((error: Error) => {
  console.error(`dev: ${error.message}`);
  process.exit(1);
});
if (port !== DEV_PORT && !explicitPort) console.log(`Port ${DEV_PORT} is taken (another checkout's dev server?): using ${port}.`);

// Decided before the local store fills UPSTASH_REDIS_REST_URL in: demo content,
// the development admin and the kept JWT secret are for the local store only.
const localStore = !process.env.UPSTASH_REDIS_REST_URL;
const store = await useLocalStoreIfUnset();
// The media library's blob server (.data/blobs); functions inherit NETLIFY_BLOBS_CONTEXT.
// Started before the first-start seeding, which stores the demo cover there.
const blobs = await useLocalBlobsIfUnset();
if (localStore) await prepareLocalStore({ devAdmin: true });
const astro = spawn('astro', ['dev', '--port', String(port), ...args], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (astro.exitCode === null) astro.kill('SIGTERM');
  await blobs.stop();
  await store.release();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
astro.on('exit', (code) => void stop(code ?? 0));
