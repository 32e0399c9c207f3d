// `npm run build:mirror`: dist-mirror/ for the mainland mirror (docs/DEPLOY.md,
// section 10) from dist/ (run `npm run build` first) and netlify.toml.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TRUSTED_PROXY_IP_HEADER } from '../netlify/lib/trusted-proxy.ts';
import { buildMirror, checkWithNginx } from './lib/mirror/build.ts';
import { repoRoot } from './lib/paths.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
const started = performance.now();
const env = process.env;
if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
  console.error('build:mirror: dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
if (!env.MIRROR_UPSTREAM) {
  console.error("build:mirror: set MIRROR_UPSTREAM to the Netlify site's primary domain (https://www.example.com).");
  process.exit(1);
}
const cdnAddresses = (env.MIRROR_CDN_ADDRESSES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
const out = join(repoRoot, 'dist-mirror');
// The secret goes to its own file only when given here; otherwise the server's /etc/nginx/mirror-proxy-secret.conf.
const secretFile = env.TRUSTED_PROXY_SECRET ? undefined : '/etc/nginx/mirror-proxy-secret.conf';
try {
  const { siteConfig } = buildMirror({
    repoRoot,
    out,
    root: env.MIRROR_ROOT || undefined,
    secret: env.TRUSTED_PROXY_SECRET || undefined,
    options: {
      listen: env.MIRROR_LISTEN || '80',
      serverName: env.MIRROR_SERVER_NAME || '_',
      upstream: env.MIRROR_UPSTREAM,
      upstreamAddress: env.MIRROR_UPSTREAM_ADDRESS || undefined,
      visitorIpHeader: env.TRUSTED_PROXY_IP_HEADER || DEFAULT_TRUSTED_PROXY_IP_HEADER,
      secretFile,
      cdn:
        cdnAddresses.length > 0
          ? { addresses: cdnAddresses, ipHeader: env.MIRROR_CDN_IP_HEADER || 'X-Forwarded-For' }
          : undefined,
    },
  });
  const check = checkWithNginx(siteConfig, secretFile ?? join(out, 'nginx', 'proxy-secret.conf'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build:mirror: dist-mirror/ in ${seconds} s (nginx -t: ${check === 'checked' ? 'passed' : 'nginx not installed, not run'})`,
  );
} catch (error) {
  console.error(`build:mirror: ${(error as Error).message}`);
  process.exit(1);
}
