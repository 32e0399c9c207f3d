// The mainland mirror as it runs in production (docs/DEPLOY.md, section 10): the
// real nginx serving a mirror built from dist/ (`npm run build:e2e` first) with
// the generated configuration, proxying the functions' paths to the e2e server
// (its own redis-server), which trusts only the proxy's secret. 127.0.0.1 plays
// the CDN in front of nginx: it names the visitor in X-Cdn-Visitor-Ip.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_TRUSTED_PROXY_IP_HEADER } from '../../netlify/lib/trusted-proxy.ts';
import { buildMirror } from '../../scripts/lib/mirror/build.ts';
import { standaloneNginxConfig } from '../../scripts/lib/mirror/nginx-config.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { PORTS } from '../../scripts/lib/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mirrorUrl: string;
    previewUrl: string;
    proxySecret: string;
    mirrorBuildSeconds: number;
  }
}

export const CDN_VISITOR_HEADER = 'X-Cdn-Visitor-Ip';

async function waitFor(url: string, what: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build:e2e` first.');
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed: run scripts/bootstrap (Debian package nginx).');
  await using started = new AsyncDisposableStack();
  const runDir = mkdtempSync(join(tmpdir(), 'mirror-test-'));
  // nginx started as root runs its workers as nobody: they must be able to read the mirror.
  chmodSync(runDir, 0o755);
  started.defer(() => rmSync(runDir, { recursive: true, force: true }));
  const mirrorUrl = `http://127.0.0.1:${PORTS.mirrorNginx}`;
  const previewUrl = `http://127.0.0.1:${PORTS.mirrorHttp}`;
  const proxySecret = randomBytes(24).toString('base64url');

  const buildStarted = performance.now();
  const { siteConfig } = buildMirror({
    repoRoot,
    out: join(runDir, 'dist-mirror'),
    secret: proxySecret,
    options: {
      listen: `127.0.0.1:${PORTS.mirrorNginx}`,
      serverName: '_',
      upstream: previewUrl,
      visitorIpHeader: DEFAULT_TRUSTED_PROXY_IP_HEADER,
      cdn: { addresses: ['127.0.0.1'], ipHeader: CDN_VISITOR_HEADER },
    },
  });
  const mirrorBuildSeconds = (performance.now() - buildStarted) / 1000;

  const server = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/e2e-server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_HTTP_PORT: String(PORTS.mirrorHttp),
      E2E_REDIS_PORT: String(PORTS.mirrorRedis),
      LOCAL_TRUST_X_FORWARDED_FOR: '0',
      TRUSTED_PROXY_SECRET: proxySecret,
      SITE_ORIGINS: mirrorUrl,
    },
  });
  started.defer(() => stopChild(server, 'SIGTERM'));
  const nginxConf = join(runDir, 'nginx.conf');
  writeFileSync(nginxConf, standaloneNginxConfig(runDir, siteConfig));
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', runDir, '-c', nginxConf], { stdio: ['ignore', 'ignore', 'inherit'] });
  started.defer(() => stopChild(nginx, 'SIGQUIT'));
  await waitFor(`${previewUrl}/api/health`, 'the e2e server', server, 120);
  await waitFor(`${mirrorUrl}/robots.txt`, 'nginx', nginx, 10);

  project.provide('mirrorUrl', mirrorUrl);
  project.provide('previewUrl', previewUrl);
  project.provide('proxySecret', proxySecret);
  project.provide('mirrorBuildSeconds', mirrorBuildSeconds);
  const owned = started.move();
  return () => owned.disposeAsync();
}
