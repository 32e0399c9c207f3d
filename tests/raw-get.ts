// A GET whose body arrives as sent, still compressed: fetch() and Playwright's
// request both decode it, which would hide what the server did.
import { get } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
