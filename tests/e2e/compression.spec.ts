// The built site comes compressed the way Netlify's CDN sends it: a page, its
// stylesheet, a script and an SVG, each Brotli, gzip or plain by Accept-Encoding,
// and each decoding to the very file in dist/. Here rather than in tests/api
// because only this layer serves a build (`npm run build:e2e`); the functions'
// JSON is covered there.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { rawGet } from '../raw-get.ts';
import { expect, test } from './fixtures.ts';

test('pages, CSS, JavaScript and SVG are sent Brotli, gzip or plain as the client accepts', async ({ baseURL }) => {
  const homeHtml = readFileSync(join(repoRoot, 'dist', 'index.html'), 'utf8');
  const css = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(homeHtml)?.[1];
  // An island's script of some size: the header's own file is a one-line re-export of a shared chunk.
  const js = [...homeHtml.matchAll(/component-url="(\/_astro\/[^"]+\.js)"/g)]
    .map((match) => match[1]!)
    .find((path) => statSync(join(repoRoot, 'dist', path)).size > 1024);
  expect(css && js, 'the home page links a stylesheet and an island').toBeTruthy();
  const files = [
    { path: '/', file: 'index.html', type: 'text/html' },
    { path: css!, file: css!, type: 'text/css' },
    { path: js!, file: js!, type: 'javascript' },
    { path: '/favicon.svg', file: 'favicon.svg', type: 'image/svg+xml' },
  ];

  for (const { path, file, type } of files) {
    const built = readFileSync(join(repoRoot, 'dist', file));
    const plain = await rawGet(baseURL + path);
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-type'], path).toContain(type);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.body.equals(built), `${path} plain is the built file`).toBe(true);

    const br = await rawGet(baseURL + path, 'gzip, deflate, br');
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(br.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(br.body.length, path).toBeLessThan(built.length);
    expect(brotliDecompressSync(br.body).equals(built), `${path} Brotli decodes to the built file`).toBe(true);

    const gzip = await rawGet(baseURL + path, 'gzip');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(built), `${path} gzip decodes to the built file`).toBe(true);

    expect((await rawGet(baseURL + path, '*')).headers['content-encoding'], `${path} with *`).toBe('br');
  }
});
