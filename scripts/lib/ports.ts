// The ports of this checkout's local servers. Two checkouts on one machine must
// not collide, so each checkout gets a block of ports derived from its path
// (below Linux's ephemeral range); LOCAL_PORT_BASE chooses another block.
// Dev and preview are the exception: people type their URLs, so they keep the
// README's 4321 and 8888 and move to the next free port only when those are taken.
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { repoRoot } from './paths.ts';

function portBase(): number {
  const chosen = Number(process.env.LOCAL_PORT_BASE);
  if (Number.isInteger(chosen) && chosen >= 1024 && chosen <= 65_500) return chosen;
  const hash = createHash('sha256').update(repoRoot).digest().readUInt32BE(0);
  return 10_000 + (hash % 220) * 100;
}

const base = portBase();

export const PORTS = {
  /** The local store of `npm run dev`, `npm run preview`, seed and admin:create. */
  localRedis: base,
  /** API tests: their redis-server, the functions, and the webhook sink. */
  apiRedis: base + 1,
  apiHttp: base + 2,
  apiHooks: base + 3,
  /** API tests: the SMTP port the new-enquiry e-mail goes to; enquiry-mail.test.ts listens there while it runs. */
  apiSmtp: base + 20,
  /** End-to-end tests: their redis-server and the preview server Playwright opens. */
  e2eRedis: base + 4,
  e2eHttp: base + 5,
  /** The end-to-end server's stand-in for Netlify's build hook and deploy events (scripts/lib/build-hook-stand-in.ts). */
  e2eBuildHook: base + 16,
  /** `npm run build:e2e`: the store the end-to-end build pre-renders the demo articles from. */
  e2eBuildRedis: base + 10,
  /** The second e2e server of admin-outage.spec.ts, whose store that spec stops and starts. */
  e2eOutageRedis: base + 11,
  e2eOutageHttp: base + 12,
  /** `npm run bench:api`. */
  benchRedis: base + 6,
  benchHttp: base + 7,
  /** `npm run bench:pages`: its store and the preview server Lighthouse opens. */
  benchPagesRedis: base + 14,
  benchPagesHttp: base + 15,
  /** The bridge contract tests' own redis-server and lease-logic store. */
  bridgeRedis: base + 8,
  bridgeStore: base + 9,
  /** The same tests' stand-in for another checkout's store. */
  bridgeOtherStore: base + 13,
  /** The mirror tests (tests/mirror): nginx serving dist-mirror/, and the e2e server (its store, its HTTP) nginx proxies to. */
  mirrorNginx: base + 17,
  mirrorRedis: base + 18,
  mirrorHttp: base + 19,
  /** `npm run check:functions`: the store the bundled functions are probed against. */
  bundlesRedis: base + 21,
} as const;

/** The first choice of `npm run dev` and `npm run preview`: the URLs the README gives. */
export const DEV_PORT = 4321;
export const PREVIEW_PORT = 8888;
/** How many ports after the first choice a server tries before giving up. */
const NEXT_PORTS = 20;

/**
 * The port a dev or preview server listens on. An explicit choice (`PORT`, `--port`) is
 * kept, and a clear error when it is taken; otherwise the first free of `preferred` and
 * the ports after it, so a second checkout's server starts beside the first one's.
 */
export async function choosePort({
  preferred,
  explicit,
  name,
}: {
  preferred: number;
  explicit?: string;
  name: string;
}): Promise<number> {
  if (explicit) {
    const port = Number(explicit);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} ${explicit} is not a port number`);
    if (!(await isPortFree(port)))
      throw new Error(`port ${port} (chosen with ${name}) is taken by another server: stop it or choose another port`);
    return port;
  }
  for (let port = preferred; port < preferred + NEXT_PORTS; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`ports ${preferred} to ${preferred + NEXT_PORTS - 1} are all taken: choose one with ${name}`);
}

/** Whether a server could listen on the port, on the loopback address our servers use. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
