// The media library's part of `npm run bench:api`: uploads of a camera-sized
// JPEG (about 3.5 MB, under the 4 MB limit) one after another, then autocannon
// on /media/{id} for that image and for a typical 200 KB one.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LoadResult } from './bench-load.ts';

const UPLOADS = 10;

export interface MediaBench {
  uploadBytes: number;
  uploadMs: { p50: number; max: number };
  serving: Array<{ bytes: number; result: LoadResult }>;
}

/** Random pixels at half size, doubled: a JPEG that compresses like a detailed photo. */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(width * 2, height * 2, { kernel: 'nearest' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function signIn(origin: string): Promise<string> {
  const { upsertStaffAccount } = await import('../../store/staff-repository.ts');
  const password = randomBytes(12).toString('hex');
  await upsertStaffAccount({ username: 'bench-editor', name: '基准测试编辑', role: 'editor', password });
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-editor', password }),
  });
  return (await response.json()).data.token;
}

async function upload(origin: string, token: string, bytes: Buffer): Promise<{ url: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/media?name=bench.jpg`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  });
  const answer = await response.json();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
  return { url: answer.data.url, ms: performance.now() - started };
}

export async function measureMedia(origin: string, load: (url: string) => Promise<LoadResult>): Promise<MediaBench> {
  const token = await signIn(origin);
  const large = await photo(1300, 900);
  const times: number[] = [];
  let largeUrl = '';
  for (let i = 0; i < UPLOADS; i++) {
    const { url, ms } = await upload(origin, token, large);
    times.push(ms);
    largeUrl = url;
  }
  times.sort((a, b) => a - b);
  const small = await photo(320, 240);
  const smallUrl = (await upload(origin, token, small)).url;
  const serving = [];
  for (const [url, bytes] of [
    [smallUrl, small.length],
    [largeUrl, large.length],
  ] as const) {
    await load(origin + url); // warm-up, not recorded
    serving.push({ bytes, result: await load(origin + url) });
    console.log(
      `GET /media/{id} (${Math.round(bytes / 1024)} KiB): ${serving.at(-1)!.result.requestsPerSecond.toFixed(0)} req/s`,
    );
  }
  return {
    uploadBytes: large.length,
    uploadMs: { p50: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times.at(-1)!) },
    serving,
  };
}

export function mediaReport(media: MediaBench, connections: number, seconds: number, loadBefore: string): string {
  const size = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
  const rows = media.serving.map(
    ({ bytes, result }) =>
      `| \`GET /media/{id}\` (${size(bytes)}) | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.non2xx + result.errors} |`,
  );
  return `## Media library

Date: ${new Date().toISOString().slice(0, 10)}; load average before the run: ${loadBefore}.

\`POST /api/admin/media\` with a ${size(media.uploadBytes)} JPEG, ${UPLOADS} uploads one after another
(read, checked, GPS removed, written to the local Netlify Blobs server and the store):
median ${media.uploadMs.p50} ms, slowest ${media.uploadMs.max} ms.

Serving, autocannon with ${connections} connections for ${seconds} s. The bytes come from the local blob
server on every request, streamed through the function; the blob server, the function and the load
generator share the machine's cores (with whatever else the load average shows). On Netlify the CDN
keeps each image a year (\`immutable\`), so the function serves an image about once per edge:

| request | req/s | p50 ms | p99 ms | failed |
|---|---:|---:|---:|---:|
${rows.join('\n')}

In the browser (Chromium, this machine, the e2e server): a 5 MB photo (3200 × 2200 JPEG) dropped on the
editor's image picker is scaled to 2560 px WebP, uploaded and shown in the picker in about 2.2 s
(measured once with a throwaway Playwright script; the target is under 3 s).
`;
}
