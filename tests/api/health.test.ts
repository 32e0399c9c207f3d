import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';

describe('GET /api/health', () => {
  it('reports the store as ok when Redis answers', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // The API tests' functions have a build hook (tests/api/global-setup.ts).
    expect(res.json).toEqual({ success: true, data: { store: 'ok', buildHook: 'configured' } });
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await call('/api/health', { method: 'POST', body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.json).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });
});

describe('unknown /api routes', () => {
  it.each(['/api/nope', '/api/news-nothing/1/2', '/api'])('%s is a JSON 404', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(typeof res.json.error).toBe('string');
  });
});
