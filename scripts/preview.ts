// `npm run preview`: the built site, functions and netlify.toml rules on PORT, else on
// 8888 or, when another checkout's preview holds it, the next free port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareLocalStore } from './lib/local-dev.ts';
import { useLocalBlobsIfUnset } from './lib/local-blobs.ts';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';
import { choosePort, PREVIEW_PORT } from './lib/ports.ts';
import { startPreviewServer } from './lib/preview-server.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// Chosen before anything starts, so a taken PORT leaves nothing behind.
const port = await choosePort({ preferred: PREVIEW_PORT, explicit: process.env.PORT, name: 'PORT' }).catch((error: Error) => {
  console.error(`preview: ${error.message}`);
  process.exit(1);
});
if (port !== PREVIEW_PORT && !process.env.PORT)
  console.log(`Port ${PREVIEW_PORT} is taken (another checkout's preview?): using ${port}.`);
// Decided before the local store fills UPSTASH_REDIS_REST_URL in: demo content
// and the kept JWT secret are for the local store only.
const localStore = !process.env.UPSTASH_REDIS_REST_URL;
const store = await useLocalStoreIfUnset();
// Before the first-start seeding, which stores the demo cover in the blob server.
const blobs = await useLocalBlobsIfUnset();
if (localStore) await prepareLocalStore({ devAdmin: false });
// PREVIEW_HOST=0.0.0.0 opens it to the network (a phone at the machine's address).
const server = await startPreviewServer(port, process.env.PREVIEW_HOST || '127.0.0.1');
console.log(`Preview: ${server.url}/ (zh) and ${server.url}/en/ (en), API at ${server.url}/api/health`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  await blobs.stop();
  await store.release();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
