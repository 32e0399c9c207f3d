// The preview server compresses like Netlify's CDN, so audits measure real bytes.
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './helpers.ts';

function raw(path: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(apiUrl + path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

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
