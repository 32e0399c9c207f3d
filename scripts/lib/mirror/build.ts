// Builds the mainland mirror from dist/ (docs/DEPLOY.md, section 10):
// {out}/site/ the static files, {out}/nginx/site.conf the server block generated
// from netlify.toml, and, when a secret is given, {out}/nginx/proxy-secret.conf.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { functionPaths } from './function-paths.ts';
import { type MirrorOptions, nginxSiteConfig, proxySecretConfig, standaloneNginxConfig } from './nginx-config.ts';
import { readNetlifyRules } from './netlify-rules.ts';

export interface MirrorBuild {
  repoRoot: string;
  /** Where dist-mirror/ goes. */
  out: string;
  /** Where the files will be on the mirror's server (nginx's root); defaults to {out}/site. */
  root?: string;
  secret?: string;
  options: Omit<MirrorOptions, 'root' | 'secretFile'> & { secretFile?: string };
}

function extensionsUnder(directory: string): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.add(extname(entry.name).slice(1).toLowerCase());
  }
  return [...found].sort();
}

/** Writes the mirror; throws (naming the netlify.toml line) when a rule cannot be reproduced. */
export function buildMirror({ repoRoot, out, root, secret, options }: MirrorBuild): { siteConfig: string } {
  const dist = join(repoRoot, 'dist');
  const rules = readNetlifyRules(readFileSync(join(repoRoot, 'netlify.toml'), 'utf8'));
  // Netlify's Image CDN resizes the media library's images for srcsets (docs/API.md, 'Media library'): the platform answers it too.
  const functions = [...functionPaths(join(repoRoot, 'netlify', 'functions')), '/.netlify/images'];
  const secretFile = options.secretFile ?? join(out, 'nginx', 'proxy-secret.conf');
  // Rules are checked against dist/ (their pages must exist) before anything is written.
  const config = nginxSiteConfig(rules, functions, extensionsUnder(dist), { ...options, root: dist, secretFile });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'nginx'), { recursive: true });
  cpSync(dist, join(out, 'site'), { recursive: true });
  const siteConfig = join(out, 'nginx', 'site.conf');
  writeFileSync(siteConfig, config.replace(`root ${dist};`, `root ${root ?? join(out, 'site')};`));
  if (secret) {
    writeFileSync(secretFile, proxySecretConfig(secret), { mode: 0o600 });
    chmodSync(secretFile, 0o600);
  }
  return { siteConfig };
}

/** `nginx -t` on the generated server block, when nginx is installed: a syntax error fails the build. */
export function checkWithNginx(siteConfig: string, secretFile: string): 'checked' | 'no nginx' {
  const runDir = mkdtempSync(join(tmpdir(), 'mirror-check-'));
  try {
    let config = readFileSync(siteConfig, 'utf8');
    // The check needs a secret file; a stand-in when the real one lives on the server only.
    const standIn = join(runDir, 'proxy-secret.conf');
    writeFileSync(standIn, proxySecretConfig('stand-in-secret-for-nginx-t'));
    config = config.replace(`include ${secretFile};`, `include ${standIn};`);
    // nginx resolves the upstream's name when it starts: the build machine need not reach it.
    config = config.replace(/proxy_pass \S+;/g, 'proxy_pass http://127.0.0.1:9;');
    writeFileSync(join(runDir, 'site.conf'), config);
    writeFileSync(join(runDir, 'nginx.conf'), standaloneNginxConfig(runDir, join(runDir, 'site.conf')));
    const result = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-p', runDir, '-c', join(runDir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    if (result.error) return 'no nginx';
    if (result.status !== 0) throw new Error(`nginx -t refused the generated configuration:\n${result.stderr}`);
    return 'checked';
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
