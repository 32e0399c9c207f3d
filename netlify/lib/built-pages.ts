// The pages the build wrote to dist/, read by functions that answer at a page's
// address (netlify/functions/article-page.mts), with the headers netlify.toml
// gives every page: Netlify applies netlify.toml headers to files only, never to
// a function's answer. netlify.toml and the pages travel with the function
// (`included_files` in netlify.toml).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/** Where netlify.toml and dist/ are: the working directory on Netlify and locally, else the repository around this file. */
function findRoot(): string | undefined {
  const candidates = [process.cwd(), join(dirname(fileURLToPath(import.meta.url)), '..', '..')];
  return candidates.find((candidate) => existsSync(join(candidate, 'netlify.toml')));
}

const root = findRoot();

/** The built file for a page path ('/en/news-detail/abc'), or undefined when the build did not write it. */
export async function readBuiltPage(pagePath: string): Promise<string | undefined> {
  if (!root) return undefined;
  try {
    return await readFile(join(root, 'dist', pagePath, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

interface HeaderRule {
  for?: string;
  values?: Record<string, string>;
}

let pageHeaders: Promise<Record<string, string>> | undefined;

/** The headers netlify.toml sets for every path (`for = "/*"`): the CSP, HSTS, framing and the rest. */
export function headersOfEveryPage(): Promise<Record<string, string>> {
  pageHeaders ??= (async () => {
    if (!root) return {};
    const config = parse(await readFile(join(root, 'netlify.toml'), 'utf8')) as { headers?: HeaderRule[] };
    return config.headers?.find((rule) => rule.for === '/*')?.values ?? {};
  })();
  return pageHeaders;
}
