// The paths Netlify Functions answer (each file's `config.path`), read from the
// sources without loading them: the mirror proxies exactly these to Netlify.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every `path` string of each function's `export const config`, in file order. */
export function functionPaths(directory: string): string[] {
  const paths: string[] = [];
  for (const file of readdirSync(directory)
    .filter((name) => /\.m?[jt]s$/.test(name))
    .sort()) {
    const source = readFileSync(join(directory, file), 'utf8');
    const config = /export const config[^=]*=\s*\{([\s\S]*?)\}\s*;/.exec(source)?.[1] ?? '';
    const path = /\bpath:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/.exec(config)?.[1];
    if (!path) continue; // scheduled: no address
    // The mirror proxies whole paths: an exclusion would need a rule of its own.
    if (/\bexcludedPath\b/.test(config)) throw new Error(`${file}: excludedPath has no nginx translation in the mirror`);
    paths.push(...[...path.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? ''));
  }
  return paths;
}
