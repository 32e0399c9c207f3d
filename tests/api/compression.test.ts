// The preview server compresses like Netlify's CDN, so audits measure real bytes:
// here the functions' JSON; the built pages and assets in tests/e2e/compression.spec.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawGet } from '../raw-get.ts';
import { apiUrl } from './helpers.ts';

const raw = (path: string, acceptEncoding?: string) => rawGet(apiUrl + path, acceptEncoding);

describe('response compression', () => {
  it('answers Brotli when accepted, else gzip, else the plain body', async () => {
    const plain = await raw('/api/news?limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('/api/news?limit=20', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw('/api/news?limit=20', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await raw('/api/news?limit=20', 'br;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });
});
