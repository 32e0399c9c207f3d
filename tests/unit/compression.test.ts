// Which encoding the preview server answers with (scripts/lib/compression.ts),
// as RFC 9110 reads Accept-Encoding; the bytes themselves are tested in
// tests/api/compression.test.ts and tests/e2e/compression.spec.ts.
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../scripts/lib/compression.ts';

const html = () => new Headers({ 'content-type': 'text/html; charset=utf-8' });
const choose = (acceptEncoding: string | undefined, headers = html()) =>
  chooseEncoding(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, headers);

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, identity', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers %j with %s', (header, encoding) => {
    expect(choose(header)).toBe(encoding);
  });

  it.each([
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['*;q=0', undefined],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0.2, *;q=0.5', 'br'],
  ])('reads * as every coding the header does not name: %j gives %s', (header, encoding) => {
    expect(choose(header)).toBe(encoding);
  });

  it.each([
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip; q=0.8, br; q=0.9', 'br'],
    ['gzip;q=1, br;q=1', 'br'],
    ['br;q=abc, gzip', 'gzip'],
  ])('follows the q-values, Brotli on a tie: %j gives %s', (header, encoding) => {
    expect(choose(header)).toBe(encoding);
  });

  it('leaves alone what is already encoded or not worth compressing', () => {
    expect(choose('br', new Headers({ 'content-type': 'text/html', 'content-encoding': 'gzip' }))).toBeUndefined();
    expect(choose('br', new Headers({ 'content-type': 'image/png' }))).toBeUndefined();
    expect(choose('br', new Headers())).toBeUndefined();
  });

  it.each(['text/css', 'text/javascript', 'application/javascript; charset=utf-8', 'image/svg+xml', 'application/json'])(
    'compresses %s',
    (type) => {
      expect(choose('gzip', new Headers({ 'content-type': type }))).toBe('gzip');
    },
  );
});
