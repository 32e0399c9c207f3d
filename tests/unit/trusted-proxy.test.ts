// Who the API takes the visitor to be (netlify/lib/trusted-proxy.ts), and which
// origins may write (netlify/lib/site-origins.ts): docs/API.md, 'Origins and the
// mainland mirror'.
import { afterEach, describe, expect, it } from 'vitest';
import { isSiteOrigin } from '../../netlify/lib/site-origins.ts';
import { proxiedVisitorAddress } from '../../netlify/lib/trusted-proxy.ts';

const SECRET = 'a-long-enough-proxy-secret';
const request = (headers: Record<string, string>) => new Request('https://site.netlify.app/api/contact', { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_SECRET;
  delete process.env.TRUSTED_PROXY_IP_HEADER;
  delete process.env.SITE_ORIGINS;
});

describe('the visitor named by the trusted proxy', () => {
  it('is believed with the secret: X-Mirror-Visitor-Ip by default, or the first entry of the configured header', () => {
    process.env.TRUSTED_PROXY_SECRET = SECRET;
    const headers = {
      'x-trusted-proxy-secret': SECRET,
      'x-mirror-visitor-ip': '203.0.113.9',
      'x-forwarded-for': '192.0.2.1, 10.0.0.1',
      'ali-cdn-real-ip': '198.51.100.4',
    };
    expect(proxiedVisitorAddress(request(headers))).toBe('203.0.113.9');
    process.env.TRUSTED_PROXY_IP_HEADER = 'Ali-Cdn-Real-Ip';
    expect(proxiedVisitorAddress(request(headers))).toBe('198.51.100.4');
    process.env.TRUSTED_PROXY_IP_HEADER = 'X-Forwarded-For';
    expect(proxiedVisitorAddress(request(headers))).toBe('192.0.2.1');
  });

  it('is ignored without the secret, with a wrong one, when none is configured, or when it is not an address', () => {
    const forged = { 'x-mirror-visitor-ip': '203.0.113.9' };
    expect(proxiedVisitorAddress(request({ ...forged, 'x-trusted-proxy-secret': SECRET }))).toBeUndefined();
    process.env.TRUSTED_PROXY_SECRET = SECRET;
    expect(proxiedVisitorAddress(request(forged))).toBeUndefined();
    expect(proxiedVisitorAddress(request({ ...forged, 'x-trusted-proxy-secret': `${SECRET}x` }))).toBeUndefined();
    expect(
      proxiedVisitorAddress(request({ 'x-mirror-visitor-ip': 'not-an-address', 'x-trusted-proxy-secret': SECRET })),
    ).toBeUndefined();
  });
});

describe('the origins that may write', () => {
  it('are the request’s own and those SITE_ORIGINS lists, nothing else', () => {
    const req = request({});
    expect(isSiteOrigin('https://site.netlify.app', req)).toBe(true);
    expect(isSiteOrigin('https://example.cn', req)).toBe(false);
    process.env.SITE_ORIGINS = 'https://example.cn/, https://www.example.cn, not a url';
    expect(isSiteOrigin('https://example.cn', req)).toBe(true);
    expect(isSiteOrigin('https://www.example.cn', req)).toBe(true);
    expect(isSiteOrigin('http://example.cn', req)).toBe(false);
    expect(isSiteOrigin('null', req)).toBe(false);
  });
});
