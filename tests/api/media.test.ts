// The media library (docs/API.md, 'Media library'): uploads recognised by their
// bytes, stored in Netlify Blobs (the local blob server) and served unchanged;
// everything else refused with nothing stored; GPS removed; delete refused while used.
import { getStore } from '@netlify/blobs';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { article, clearStore, createEditor, expectError, login } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

process.env.NETLIFY_BLOBS_CONTEXT = inject('blobsContext');
const blobs = getStore({ name: 'media', consistency: 'strong' });

let token: string;

beforeAll(async () => {
  await clearStore();
  await blobs.deleteAll();
  await createEditor('picture-editor', 'picture-editor-password-1', '图片编辑');
  token = await login('picture-editor', 'picture-editor-password-1');
});

async function upload(bytes: Buffer, init: { name?: string; type?: string; lang?: string; auth?: boolean } = {}) {
  const query = init.name ? `?name=${encodeURIComponent(init.name)}` : '';
  const headers: Record<string, string> = { 'content-type': init.type ?? 'application/octet-stream' };
  if (init.auth !== false) headers.authorization = `Bearer ${token}`;
  if (init.lang) headers['accept-language'] = init.lang;
  const response = await fetch(`${apiUrl}/api/admin/media${query}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .toFormat(format)
    .toBuffer();

const served = async (url: string) => {
  const response = await fetch(apiUrl + url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const storedCount = async () => (await blobs.list()).blobs.length;

describe('upload and serving', () => {
  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('stores a %s image and serves it byte for byte with its type', async (format, extension, contentType) => {
    const bytes = await image(format);
    const res = await upload(bytes, { name: `cover.${extension}`, type: contentType });
    expect(res.status).toBe(201);
    const item = res.json.data;
    expect(item).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/media/[a-z0-9]{16}-40x30\\.${extension}$`)),
      type: extension,
      contentType,
      width: 40,
      height: 30,
      size: bytes.length,
      name: `cover.${extension}`,
      uploadedBy: 'picture-editor',
      alt: { zh: '', en: '' },
    });
    const { response, bytes: back } = await served(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(back.equals(bytes)).toBe(true);
  });

  it('takes a PNG called photo.jpg and declared as JPEG for the PNG it is', async () => {
    const bytes = await image('png');
    const res = await upload(bytes, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.json.data.url).toMatch(/\.png$/);
    const { response } = await served(res.json.data.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Locally the Image CDN's address answers with the original (docs/DEVELOPMENT.md).
    const cdn = await served(`/.netlify/images?url=${encodeURIComponent(res.json.data.url)}&w=320`);
    expect(cdn.response.status).toBe(200);
    expect(cdn.bytes.equals(bytes)).toBe(true);
  });

  it('answers 404 for an address that names no stored image', async () => {
    expect((await served('/media/abcdefghij0123456789-40x30.png')).response.status).toBe(404);
  });
});

describe('refused uploads store nothing', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  /** A PNG signature and header naming 10000 × 5000 pixels: 50 megapixels in a few bytes. */
  const fiftyMegapixels = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0x27, 0x10, 0, 0, 0x13, 0x88, 8, 2, 0, 0, 0, 0, 0, 0, 0]),
  ]);
  const fiveMegabytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);

  it.each([
    [
      'an SVG',
      svg,
      'image.svg',
      'image/svg+xml',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      '只接受 JPEG、PNG、WebP 和 AVIF 图片（不接受 SVG）',
    ],
    [
      'an HTML file called photo.png',
      html,
      'photo.png',
      'image/png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      '只接受 JPEG、PNG、WebP 和 AVIF 图片（不接受 SVG）',
    ],
    ['a 5 MB body', fiveMegabytes, 'big.jpg', 'image/jpeg', 413, 'PAYLOAD_TOO_LARGE', '图片不能超过 4 MB 且不能超过 4000 万像素'],
    [
      'a 50-megapixel image',
      fiftyMegapixels,
      'huge.png',
      'image/png',
      413,
      'PAYLOAD_TOO_LARGE',
      '图片不能超过 4 MB 且不能超过 4000 万像素',
    ],
    ['an empty body', Buffer.alloc(0), 'empty.png', 'image/png', 400, 'VALIDATION', '没有收到图片：请求体为空'],
  ])('refuses %s', async (_, bytes, name, type, status, code, message) => {
    const before = await storedCount();
    const res = await upload(bytes, { name, type });
    expectError(res, status, code);
    expect(res.json.error).toBe(message);
    expect(await storedCount()).toBe(before);
    const list = await call(`/api/admin/media?q=${encodeURIComponent(name)}`, { token });
    expect(list.json.meta.total).toBe(0);
  });

  it('says so in English to an English caller', async () => {
    const res = await upload(svg, { type: 'image/svg+xml', lang: 'en' });
    expect(res.json.error).toBe('Only JPEG, PNG, WebP and AVIF images are accepted (not SVG)');
  });
});

it('removes the GPS position from a photo before storing it', async () => {
  // 39°54'12.34" N, 116°23'45.67" E: the rational 1234/100 is in the file only as location data.
  const gps = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '39/1 54/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '116/1 23/1 4567/100',
  };
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: gps })
    .toBuffer();
  const rational = (numerator: number, denominator: number) => {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32BE(numerator);
    bytes.writeUInt32BE(denominator, 4);
    return bytes;
  };
  const latitudeSeconds = rational(1234, 100);
  const bigEndian = photo.includes(latitudeSeconds);
  const seconds = bigEndian
    ? latitudeSeconds
    : Buffer.from([...latitudeSeconds.subarray(0, 4).reverse(), ...latitudeSeconds.subarray(4).reverse()]);
  expect(photo.includes(seconds)).toBe(true);

  const res = await upload(photo, { name: 'trip.jpg', type: 'image/jpeg' });
  expect(res.status).toBe(201);
  const { bytes } = await served(res.json.data.url);
  expect(bytes.includes(seconds)).toBe(false);
  expect(bytes.includes(Buffer.from('TestCam'))).toBe(true);
  expect((await sharp(bytes).metadata()).width).toBe(64);
});

describe('library', () => {
  it('sets alt text, lists where an image is used, and refuses to delete it meanwhile', async () => {
    const up = await upload(await image('webp', 80, 60), { name: '园区航拍.webp', type: 'image/webp' });
    const item = up.json.data;

    const alt = await call(`/api/admin/media/${item.id}`, {
      method: 'PATCH',
      token,
      body: { altZh: '园区航拍', altEn: 'The park from above' },
    });
    expect(alt.status).toBe(200);
    expect(alt.json.data.alt).toEqual({ zh: '园区航拍', en: 'The park from above' });

    const news = await call('/api/admin/news', {
      method: 'POST',
      token,
      body: article({ title: '零碳园区投运', contentEn: `![The park](${item.url})`, titleEn: 'Zero-carbon park opens' }),
    });
    expect(news.status).toBe(201);

    const list = await call(`/api/admin/media?q=${encodeURIComponent('航拍')}`, { token });
    expect(list.json.meta.total).toBe(1);
    expect(list.json.data[0]).toMatchObject({ id: item.id, usedIn: [{ id: news.json.data.id, title: '零碳园区投运' }] });

    const refused = await call(`/api/admin/media/${item.id}`, { method: 'DELETE', token });
    expectError(refused, 409, 'CONFLICT');
    expect(refused.json.error).toBe('图片正在被以下新闻使用，不能删除：《零碳园区投运》');
    expect((await served(item.url)).response.status).toBe(200);

    expect((await call(`/api/admin/news/${news.json.data.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/media/${item.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await served(item.url)).response.status).toBe(404);
    expect((await call(`/api/admin/media?q=${encodeURIComponent('航拍')}`, { token })).json.meta.total).toBe(0);
  });

  it('is closed to signed-out callers', async () => {
    expectError(await upload(await image('png'), { auth: false }), 401, 'UNAUTHORIZED');
    expectError(await call('/api/admin/media'), 401, 'UNAUTHORIZED');
  });
});
