// netlify.toml's redirect and header rules, read for the mainland mirror's nginx
// configuration (docs/DEPLOY.md, section 10), each with the line it starts on, so
// a rule the mirror cannot reproduce fails the build naming it.
import { parse } from 'smol-toml';

export interface RedirectRule {
  line: number;
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  line: number;
  for: string;
  values: Record<string, string>;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

export class MirrorRuleError extends Error {
  constructor(line: number, problem: string) {
    super(`netlify.toml line ${line}: ${problem}`);
  }
}

/** The line of each `[[table]]` header, in order (1-based). */
function tableLines(toml: string, table: string): number[] {
  const header = new RegExp(`^\\s*\\[\\[\\s*${table}\\s*\\]\\]`);
  return toml.split('\n').flatMap((text, index) => (header.test(text) ? [index + 1] : []));
}

const REDIRECT_FIELDS = new Set(['from', 'to', 'status']);

function redirectOf(raw: Record<string, unknown>, line: number): RedirectRule {
  for (const field of Object.keys(raw)) {
    if (!REDIRECT_FIELDS.has(field)) throw new MirrorRuleError(line, `redirect field '${field}' has no nginx translation`);
  }
  const { from, to, status = 301 } = raw;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof status !== 'number')
    throw new MirrorRuleError(line, 'a redirect needs `from` and `to` strings and a numeric `status`');
  return { line, from, to, status };
}

function headerRuleOf(raw: Record<string, unknown>, line: number): HeaderRule {
  const { for: path, values, ...rest } = raw;
  const extra = Object.keys(rest)[0];
  if (extra) throw new MirrorRuleError(line, `header field '${extra}' has no nginx translation`);
  if (typeof path !== 'string' || typeof values !== 'object' || values === null)
    throw new MirrorRuleError(line, 'a header rule needs `for` and `values`');
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') throw new MirrorRuleError(line, `header ${name} must be a string`);
    strings[name] = value;
  }
  return { line, for: path, values: strings };
}

export function readNetlifyRules(toml: string): NetlifyRules {
  const parsed = parse(toml) as { redirects?: Record<string, unknown>[]; headers?: Record<string, unknown>[] };
  const redirectLines = tableLines(toml, 'redirects');
  const headerLines = tableLines(toml, 'headers');
  return {
    redirects: (parsed.redirects ?? []).map((raw, index) => redirectOf(raw, redirectLines[index] ?? 0)),
    headers: (parsed.headers ?? []).map((raw, index) => headerRuleOf(raw, headerLines[index] ?? 0)),
  };
}
