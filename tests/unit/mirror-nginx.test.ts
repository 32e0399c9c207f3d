// The mirror's nginx configuration, rule by rule from netlify.toml
// (scripts/lib/mirror): every redirect and header rule has its translation, and
// a rule nginx cannot reproduce fails the build naming its line.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXY_IP_HEADER } from '../../netlify/lib/trusted-proxy.ts';
import { functionPaths } from '../../scripts/lib/mirror/function-paths.ts';
import { nginxSiteConfig, patternRegex, patternsOverlap } from '../../scripts/lib/mirror/nginx-config.ts';
import { readNetlifyRules } from '../../scripts/lib/mirror/netlify-rules.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';

const toml = readFileSync(join(repoRoot, 'netlify.toml'), 'utf8');
const rules = readNetlifyRules(toml);
const tomlLines = toml.split('\n');
// The 404 and rewrite rules' pages must exist: a stand-in build holding just them.
const root = mkdtempSync(join(tmpdir(), 'mirror-unit-'));
for (const target of [
  '/404.html',
  ...rules.redirects.map((rule) => (rule.to.endsWith('/') ? `${rule.to}index.html` : rule.to)),
]) {
  mkdirSync(dirname(join(root, target)), { recursive: true });
  writeFileSync(join(root, target), '<!doctype html>');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));
const OPTIONS = {
  root,
  listen: '80',
  serverName: 'example.cn',
  upstream: 'https://example.netlify.app',
  visitorIpHeader: DEFAULT_TRUSTED_PROXY_IP_HEADER,
  secretFile: '/etc/nginx/mirror-proxy-secret.conf',
};
const FUNCTIONS = functionPaths(join(repoRoot, 'netlify', 'functions'));
const config = nginxSiteConfig(rules, FUNCTIONS, ['html', 'js'], OPTIONS);

/** The generated config for a netlify.toml of these lines alone. */
const configOf = (text: string) => nginxSiteConfig(readNetlifyRules(text), FUNCTIONS, ['html'], OPTIONS);

describe('netlify.toml as read', () => {
  it('finds each rule at its line', () => {
    expect(rules.redirects.length).toBeGreaterThan(0);
    for (const rule of rules.redirects) expect(tomlLines[rule.line - 1]).toMatch(/^\s*\[\[redirects\]\]/);
    for (const rule of rules.headers) expect(tomlLines[rule.line - 1]).toMatch(/^\s*\[\[headers\]\]/);
  });
});

describe.each(rules.redirects.map((rule) => [`line ${rule.line}: ${rule.from} (${rule.status})`, rule] as const))(
  'redirect %s',
  (_, rule) => {
    it('is translated, in netlify.toml order', () => {
      const regex = patternRegex(rule.from, rule.line);
      const target = rule.to.endsWith('/') ? `${rule.to}index.html` : rule.to;
      const translation =
        rule.status === 404 ? `rewrite "${regex}" /.mirror/not-found/${rule.line} last;` : `rewrite "${regex}" "${target}" last;`;
      expect(config).toContain(
        `# netlify.toml line ${rule.line}: ${rule.from} -> ${rule.to} (${rule.status})\n    ${translation}`,
      );
      if (rule.status === 404)
        expect(config).toContain(`location = /.mirror/not-found/${rule.line} {\n    internal;\n    error_page 404 ${target};`);
      const earlier = rules.redirects.filter((other) => other.line < rule.line);
      for (const other of earlier)
        expect(config.indexOf(`line ${other.line}:`)).toBeLessThan(config.indexOf(`line ${rule.line}:`));
    });
  },
);

describe.each(rules.headers.map((rule) => [`line ${rule.line}: ${rule.for}`, rule] as const))('header rule %s', (_, rule) => {
  it.each(Object.entries(rule.values))('sets %s by the path asked for', (name, value) => {
    const variable = new RegExp(`add_header ${name} (\\$mirror_header_\\d+) always;`).exec(config)?.[1];
    expect(variable).toBeDefined();
    const map = config.slice(config.indexOf(`map $mirror_path ${variable} {`));
    expect(map.slice(0, map.indexOf('}'))).toContain(
      `# netlify.toml line ${rule.line}\n  "~${patternRegex(rule.for, rule.line)}" "${value}";`,
    );
  });
});

describe('what is not in netlify.toml', () => {
  it('proxies every function path to the Netlify site with the secret and the visitor address', () => {
    expect(FUNCTIONS).toEqual(expect.arrayContaining(['/api', '/api/*', '/news-detail/:id', '/en/news-detail/:id', '/media/*']));
    expect(config).toContain(
      'location ~ "^(?:/api|/api/.*|/news-detail/[^/]+|/news-detail/[^/]+/|/en/news-detail/[^/]+|/en/news-detail/[^/]+/|/media/.*)$" {\n    proxy_pass https://example.netlify.app;',
    );
    expect(config).toContain('proxy_set_header Host example.netlify.app;');
    expect(config).toContain('proxy_set_header X-Trusted-Proxy-Secret $mirror_proxy_secret;');
    expect(config).toContain('proxy_set_header X-Mirror-Visitor-Ip $remote_addr;');
    expect(config).toContain('include /etc/nginx/mirror-proxy-secret.conf;');
  });

  it("gives files Netlify's default Cache-Control, gzip, files before rules, and the 404 page last", () => {
    expect(config).toContain('default "public, max-age=0, must-revalidate";');
    expect(config).toContain('gzip on;');
    expect(config).toContain('try_files $uri $uri/index.html @netlify_rules;');
    expect(config).toContain('rewrite ^ /.mirror/not-found/default last;\n  }');
  });

  // Issue 22: Netlify answers `/about` (a folder with an index.html) with a 301 to `/about/`.
  it('redirects a folder asked for without its slash to the slash form, keeping the query, before trying files', () => {
    expect(config).toContain('"~^(?<mirror_folder>.*[^/])$" $mirror_folder/index.html;');
    expect(config).toContain('absolute_redirect off;');
    expect(config).toContain(
      'if (-f $document_root$mirror_folder_index) {\n      return 301 $mirror_path/$is_args$args;\n    }\n    try_files $uri $uri/index.html @netlify_rules;',
    );
  });

  it('connects to another address when asked, keeping the site as Host and SNI', () => {
    const viaAddress = nginxSiteConfig(rules, FUNCTIONS, ['html'], {
      ...OPTIONS,
      upstream: 'https://www.example.com',
      upstreamAddress: 'your-site.netlify.app',
    });
    expect(viaAddress).toContain(
      'proxy_pass https://your-site.netlify.app;\n    proxy_set_header Host www.example.com;\n    proxy_ssl_server_name on;\n    proxy_ssl_name www.example.com;',
    );
  });

  it('takes the visitor from the CDN only when its addresses are given', () => {
    expect(config).not.toContain('real_ip_header');
    const behindCdn = nginxSiteConfig(rules, FUNCTIONS, ['html'], {
      ...OPTIONS,
      cdn: { addresses: ['10.0.0.0/8'], ipHeader: 'Ali-Cdn-Real-Ip' },
    });
    expect(behindCdn).toContain('set_real_ip_from 10.0.0.0/8;\n  real_ip_header Ali-Cdn-Real-Ip;');
  });
});

describe('a rule nginx cannot reproduce fails the build naming its line', () => {
  it.each([
    [
      'a forced rule',
      '[[redirects]]\n  from = "/a"\n  to = "/404.html"\n  status = 200\n  force = true',
      /line 1: redirect field 'force'/,
    ],
    [
      'a condition',
      '\n[[redirects]]\n  from = "/a"\n  to = "/404.html"\n  status = 200\n  conditions = { Language = ["en"] }',
      /line 2: redirect field 'conditions'/,
    ],
    ['a placeholder', '[[redirects]]\n  from = "/news/:year"\n  to = "/404.html"\n  status = 200', /line 1: placeholders/],
    [
      'a proxy',
      '[[redirects]]\n  from = "/x/*"\n  to = "https://elsewhere.example/:splat"\n  status = 200',
      /line 1: .* is a proxy/,
    ],
    ['an odd status', '[[redirects]]\n  from = "/a"\n  to = "/404.html"\n  status = 418', /line 1: status 418/],
    [
      'a missing page',
      '[[redirects]]\n  from = "/a"\n  to = "/nowhere/"\n  status = 404',
      /line 1: \/nowhere\/index.html is not in the build/,
    ],
    [
      'a header two matching rules set',
      '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = "1"\n\n[[headers]]\n  for = "/x/*"\n  [headers.values]\n    X-A = "2"',
      /line 6: X-A is also set for \/\* at line 1/,
    ],
  ])('%s', (_, text, problem) => {
    expect(() => configOf(text)).toThrow(problem);
  });

  it('allows a header in rules no path matches both of', () => {
    expect(patternsOverlap('/admin/*', '/_astro/*')).toBe(false);
    expect(patternsOverlap('/*', '/_astro/*')).toBe(true);
    expect(patternsOverlap('/a/*', '/a/b')).toBe(true);
  });

  it('translates redirects with their status and splat', () => {
    const out = configOf('[[redirects]]\n  from = "/old/*"\n  to = "/new/:splat"\n  status = 301');
    expect(out).toContain('if ($uri ~ "^/old(?:/(.*))?$") {\n      return 301 "/new/$1";\n    }');
  });
});
