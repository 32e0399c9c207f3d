// The ports of this checkout's local servers. Two checkouts on one machine must
// not collide, so each checkout gets a block of ports derived from its path
// (below Linux's ephemeral range); LOCAL_PORT_BASE chooses another block.
import { createHash } from 'node:crypto';
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
  /** End-to-end tests: their redis-server and the preview server Playwright opens. */
  e2eRedis: base + 4,
  e2eHttp: base + 5,
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
} as const;
