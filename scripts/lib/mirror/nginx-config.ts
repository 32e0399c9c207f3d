// The mainland mirror's nginx configuration (docs/DEPLOY.md, section 10),
// generated from netlify.toml's rules, the functions' paths and the build, so the
// mirror answers as Netlify does: an existing file first, then the redirect and
// 404 rules in order, the header rules by the path asked for, gzip, and every
// function path proxied to the Netlify site with the trusted-proxy secret and the
// visitor's address (netlify/lib/trusted-proxy.ts). A rule it cannot reproduce
// throws MirrorRuleError naming its line.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type HeaderRule, MirrorRuleError, type NetlifyRules, type RedirectRule } from './netlify-rules.ts';

export interface MirrorOptions {
  /** Absolute directory of the static files (dist/'s copy). */
  root: string;
  /** nginx's `listen` value: `80`, `127.0.0.1:8080`... */
  listen: string;
  /** nginx's `server_name` values; `_` for any. */
  serverName: string;
  /** The Netlify site the functions' paths are proxied to, by its primary domain (`https://www.example.com`): Host and SNI. */
  upstream: string;
  /** Where to connect instead of resolving the upstream's name (`your-site.netlify.app`), when that name leads back to the mirror. */
  upstreamAddress?: string;
  /** The header that names the visitor to the API: TRUSTED_PROXY_IP_HEADER. */
  visitorIpHeader: string;
  /** The file defining `$mirror_proxy_secret` (kept out of this file: see proxySecretConfig). */
  secretFile: string;
  /** The CDN in front of nginx: its back-to-origin addresses and the header naming the visitor. */
  cdn?: { addresses: string[]; ipHeader: string };
}

/** Netlify's Cache-Control for a file no rule gives one. */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Content types as Netlify sends them; a built file of any other kind fails the build. */
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
};
const COMPRESSED_TYPES = 'text/css text/javascript image/svg+xml application/json';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A netlify.toml path pattern as an anchored regex: `/x/*` matches `/x` and below, capturing the splat. */
export function patternRegex(pattern: string, line: number): string {
  if (!pattern.startsWith('/')) throw new MirrorRuleError(line, `pattern ${pattern} is not a site path`);
  if (pattern.includes(':')) throw new MirrorRuleError(line, `placeholders (${pattern}) have no nginx translation here`);
  if (pattern === '/*') return '^/(.*)$';
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    if (prefix.includes('*')) throw new MirrorRuleError(line, `only a trailing /* is translated (${pattern})`);
    return `^${escapeRegex(prefix)}(?:/(.*))?$`;
  }
  if (pattern.includes('*')) throw new MirrorRuleError(line, `only a trailing /* is translated (${pattern})`);
  return `^${escapeRegex(pattern)}$`;
}

/** A function's `config.path` as a regex alternative (`:id` is one segment, `*` anything). */
function functionPathRegex(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
    .join('/');
}

/** A quoted nginx string. In a value (line >= 0) `$` would name a variable, so such a value cannot be translated; regexes and targets pass -1. */
function quoted(value: string, line: number): string {
  if (value.includes('$') && line >= 0) throw new MirrorRuleError(line, `'$' in ${value} would be read as an nginx variable`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The file a rule's target serves: `/x/` is `/x/index.html`. */
function targetFile(to: string): string {
  return to.endsWith('/') ? `${to}index.html` : to;
}

interface RuleBlocks {
  /** Directives of the `@netlify_rules` location, in rule order. */
  steps: string[];
  /** Internal locations answering a 404 rule with its page. */
  locations: string[];
}

function redirectBlocks(rules: RedirectRule[], root: string): RuleBlocks {
  const steps: string[] = [];
  const locations: string[] = [];
  const notFound = (name: string, page: string) =>
    `  location = /.mirror/not-found/${name} {\n    internal;\n    error_page 404 ${page};\n    return 404;\n  }`;
  const mustExist = (file: string, line: number) => {
    if (!existsSync(join(root, file))) throw new MirrorRuleError(line, `${file} is not in the build`);
  };
  for (const rule of rules) {
    const regex = patternRegex(rule.from, rule.line);
    const hasSplat = rule.to.includes(':splat');
    const target = rule.to.replace(':splat', '$1');
    const comment = `    # netlify.toml line ${rule.line}: ${rule.from} -> ${rule.to} (${rule.status})`;
    if (rule.status === 200 || rule.status === 404) {
      if (!rule.to.startsWith('/'))
        throw new MirrorRuleError(rule.line, `a ${rule.status} rule to another site (${rule.to}) is a proxy: not translated`);
      if (rule.status === 404 && hasSplat)
        throw new MirrorRuleError(rule.line, 'a 404 rule serves one page: :splat is not translated');
      if (!hasSplat) mustExist(targetFile(rule.to), rule.line);
    }
    if (rule.status === 200) {
      steps.push(comment, `    rewrite ${quoted(regex, -1)} ${quoted(targetFile(target), -1)} last;`);
    } else if (rule.status === 404) {
      steps.push(comment, `    rewrite ${quoted(regex, -1)} /.mirror/not-found/${rule.line} last;`);
      locations.push(notFound(String(rule.line), targetFile(rule.to)));
    } else if ([301, 302, 303, 307, 308].includes(rule.status)) {
      steps.push(comment, `    if ($uri ~ ${quoted(regex, -1)}) {\n      return ${rule.status} ${quoted(target, -1)};\n    }`);
    } else {
      throw new MirrorRuleError(rule.line, `status ${rule.status} has no nginx translation`);
    }
  }
  // Nothing matched: Netlify's 404 page, with status 404.
  steps.push('    rewrite ^ /.mirror/not-found/default last;');
  locations.push(notFound('default', '/404.html'));
  return { steps, locations };
}

/** Whether some path matches both patterns (`/x/*` covers `/x` and below, `/*` everything). */
export function patternsOverlap(a: string, b: string): boolean {
  const covers = (wild: string, other: string) => {
    const base = wild.slice(0, -2);
    const otherBase = other.endsWith('/*') ? other.slice(0, -2) : other;
    return otherBase === base || otherBase.startsWith(`${base}/`);
  };
  if (a.endsWith('/*') && covers(a, b)) return true;
  if (b.endsWith('/*') && covers(b, a)) return true;
  return a === b;
}

/**
 * One map per header name, from the path asked for to its value: nginx sets each
 * header by the first rule matching the path. Netlify merges a header that two
 * matching rules set; nginx cannot, so rules that overlap must not share a header.
 * Proxied paths get none: Netlify applies these rules to files, not to functions.
 */
function headerMaps(rules: HeaderRule[], proxiedRegex: string): { maps: string[]; directives: string[] } {
  const byName = new Map<string, { name: string; entries: { line: number; for: string; regex: string; value: string }[] }>();
  for (const rule of rules) {
    const regex = patternRegex(rule.for, rule.line);
    for (const [name, value] of Object.entries(rule.values)) {
      const header = byName.get(name.toLowerCase()) ?? { name, entries: [] };
      const clash = header.entries.find((entry) => patternsOverlap(entry.for, rule.for));
      if (clash)
        throw new MirrorRuleError(
          rule.line,
          `${name} is also set for ${clash.for} at line ${clash.line}: Netlify would merge them, nginx cannot`,
        );
      header.entries.push({ line: rule.line, for: rule.for, regex, value: quoted(value, rule.line) });
      byName.set(name.toLowerCase(), header);
    }
  }
  if (!byName.has('cache-control')) byName.set('cache-control', { name: 'Cache-Control', entries: [] });
  const maps: string[] = [];
  const directives: string[] = [];
  [...byName.entries()].forEach(([key, { name, entries }], index) => {
    const variable = `$mirror_header_${index}`;
    const fallback = key === 'cache-control' ? quoted(NETLIFY_DEFAULT_CACHE_CONTROL, -1) : '""';
    const lines = [`map $mirror_path ${variable} {`, `  default ${fallback};`, `  "~${proxiedRegex}" "";`];
    for (const entry of entries) lines.push(`  # netlify.toml line ${entry.line}`, `  "~${entry.regex}" ${entry.value};`);
    lines.push('}');
    maps.push(lines.join('\n'));
    directives.push(`  add_header ${name} ${variable} always;`);
  });
  return { maps, directives };
}

function typesBlock(extensions: string[]): string {
  const lines = extensions.map((extension) => {
    const type = CONTENT_TYPES[extension];
    if (!type)
      throw new Error(
        `the build has .${extension} files, whose content type the mirror does not know (scripts/lib/mirror/nginx-config.ts)`,
      );
    return `    ${type} ${extension};`;
  });
  return ['  types {', ...lines, '  }'].join('\n');
}

/** The server block (and its maps) for nginx's http context: /etc/nginx/conf.d/, or the test's own nginx.conf. */
export function nginxSiteConfig(rules: NetlifyRules, functions: string[], extensions: string[], options: MirrorOptions): string {
  if (!URL.canParse(options.upstream)) throw new Error(`MIRROR_UPSTREAM ${options.upstream} is not a URL`);
  const upstream = new URL(options.upstream);
  const upstreamAddress = options.upstreamAddress;
  if (upstreamAddress !== undefined && !/^[A-Za-z0-9.-]+(:\d+)?$/.test(upstreamAddress))
    throw new Error(`MIRROR_UPSTREAM_ADDRESS ${upstreamAddress} is not a host name or address (host or host:port)`);
  const proxiedRegex = `^(?:${functions.map(functionPathRegex).join('|')})$`;
  const redirects = redirectBlocks(rules.redirects, options.root);
  const headers = headerMaps(rules.headers, proxiedRegex);
  const realIp = options.cdn
    ? [
        '  # The CDN in front: its address is replaced by the visitor it names.',
        ...options.cdn.addresses.map((address) => `  set_real_ip_from ${address};`),
        `  real_ip_header ${options.cdn.ipHeader};`,
      ]
    : [];
  return `# Generated by \`npm run build:mirror\` from netlify.toml, netlify/functions and dist/ (docs/DEPLOY.md, section 10).
# Do not edit: change netlify.toml and build again.

include ${options.secretFile};

# The path asked for, without its query: header rules match it, as on Netlify.
map $request_uri $mirror_path {
  "~^(?<mirror_request_path>[^?]*)" $mirror_request_path;
}

# A folder asked for without its slash (\`/about\`): its index.html, if it has one, for the redirect below.
map $uri $mirror_folder_index {
  "~^(?<mirror_folder>.*[^/])$" $mirror_folder/index.html;
  default "";
}

${headers.maps.join('\n\n')}

server {
  listen ${options.listen};
  server_name ${options.serverName};
  root ${options.root};
  server_tokens off;
  # Redirects name the path only (\`Location: /about/\`), as Netlify's do.
  absolute_redirect off;
  charset utf-8;
  charset_types text/css text/javascript text/plain;
${typesBlock(extensions)}
  default_type application/octet-stream;

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types ${COMPRESSED_TYPES};
${realIp.join('\n')}
${headers.directives.join('\n')}

  # Netlify Functions' paths (the API, the article pages) are answered by the Netlify site.
  location ~ ${quoted(proxiedRegex, -1)} {
    proxy_pass ${upstreamAddress ? `${upstream.protocol}//${upstreamAddress}` : upstream.origin};
    proxy_set_header Host ${upstream.host};
    proxy_ssl_server_name on;
    proxy_ssl_name ${upstream.hostname};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header X-Trusted-Proxy-Secret $mirror_proxy_secret;
    proxy_set_header ${options.visitorIpHeader} $remote_addr;
    proxy_redirect off;
    client_max_body_size 4m;
  }

  # Files first, as on Netlify; then the rules.
  location / {
    if ($request_method !~ ^(GET|HEAD)$) {
      add_header Allow "GET, HEAD" always;
      return 405;
    }
    # \`/about\` answers 301 to \`/about/\`, the query kept, as on Netlify.
    if (-f $document_root$mirror_folder_index) {
      return 301 $mirror_path/$is_args$args;
    }
    try_files $uri $uri/index.html @netlify_rules;
  }

  location @netlify_rules {
${redirects.steps.join('\n')}
  }

${redirects.locations.join('\n\n')}
}
`;
}

/** The secret's own file, readable by nginx only: the API believes the visitor address of requests carrying it. */
export function proxySecretConfig(secret: string): string {
  if (!/^[A-Za-z0-9._~+/=-]{16,}$/.test(secret))
    throw new Error('TRUSTED_PROXY_SECRET must be at least 16 characters of A-Z a-z 0-9 . _ ~ + / = -');
  return `# The trusted-proxy secret (TRUSTED_PROXY_SECRET): keep this file private.\nmap "" $mirror_proxy_secret {\n  default "${secret}";\n}\n`;
}

/** A whole nginx.conf running the site in the foreground, with every path under `runDir` (tests, `nginx -t`). */
export function standaloneNginxConfig(runDir: string, siteConfig: string): string {
  return `daemon off;
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${runDir}/client-body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  include ${siteConfig};
}
`;
}
