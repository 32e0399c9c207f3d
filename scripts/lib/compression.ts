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
  const accepted = acceptedCodings(String(request['accept-encoding'] ?? ''));
  // RFC 9110, 12.5.3: '*' stands for every coding the header does not name.
  const weight = (coding: Encoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  // The client's preference first; on a tie Brotli, the smaller.
  return (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a))[0];
}

/** Each coding an Accept-Encoding header names, with its q-value (1 when it has none, 0 when malformed). */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    codings.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return codings;
}

/** A compressing stream for `encoding`, with the headers that go with it applied to `headers`. */
export function compressor(encoding: Encoding, headers: Headers): BrotliCompress | Gzip {
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  // Netlify compresses on the fly at about these levels: fast enough per request.
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
}
