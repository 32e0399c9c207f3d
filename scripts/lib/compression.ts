// Compresses responses the way Netlify's CDN does: Brotli or gzip, by the
// client's Accept-Encoding, for HTML, CSS, JavaScript, SVG and JSON. Page audits
// of the preview server then measure the bytes a visitor really waits for.
import type { IncomingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/html|text\/css|text\/javascript|application\/javascript|image\/svg\+xml|application\/json)\b/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with, or undefined to send the body as it is. */
export function chooseEncoding(request: IncomingHttpHeaders, headers: Headers): Encoding | undefined {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return undefined;
  const accepted = String(request['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** A compressing stream for `encoding`, with the headers that go with it applied to `headers`. */
export function compressor(encoding: Encoding, headers: Headers): BrotliCompress | Gzip {
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  // Netlify compresses on the fly at about these levels: fast enough per request.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
