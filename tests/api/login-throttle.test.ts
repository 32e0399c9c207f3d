// Throttling of password guesses (docs/API.md, 'Sign-in throttling') against the
// real functions and store, at the production scrypt cost (this project sets no
// SCRYPT_TEST_LOG2N): per account from every address, per address for every
// username, IPv6 /64 groups, the bounded hash queue under a flood, and the
// password change's current-password check.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HASH_GATE } from '../../netlify/lib/hash-gate.ts';
import { clearStore, createAdmin, expectError, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

const PASSWORD = 'throttle-password-1';
const SLOW = 180_000;

beforeAll(async () => {
  await clearStore();
  await Promise.all(['target', 'roamer', 'real', 'changer'].map((username) => createAdmin(username, PASSWORD)));
});

const signIn = (username: string, password: string, ip: string) =>
  call('/api/admin/login', { method: 'POST', body: { username, password }, ip });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per account, from every address', () => {
  it(
    'answers 429 after 10 failures spread over 20 addresses, without hashing, with a growing wait the right password then passes',
    async () => {
      const attempt = async () => {
        const { result, ms } = await timed(() => signIn('target', 'wrong-password', freshIp()));
        if (result.status === 429) expectError(result, 429, 'RATE_LIMITED');
        return { status: result.status, ms, retryAfter: retryAfter(result) };
      };
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await attempt());
      // The other ten at once, well within the first wait of 1 s.
      answers.push(...(await Promise.all(Array.from({ length: 10 }, attempt))));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
      expect(answers.slice(10).every((answer) => answer.retryAfter === 1)).toBe(true);

      // The wait doubles with each further failure...
      await sleep(1000);
      expect((await signIn('target', 'wrong-password', freshIp())).status).toBe(401);
      const longer = await timed(() => signIn('target', PASSWORD, freshIp()));
      expectError(longer.result, 429, 'RATE_LIMITED');
      expect(retryAfter(longer.result)).toBe(2);
      // A refusal computes no scrypt: far quicker than any checked guess (timed alone, not ten at once).
      const quickestCheck = Math.min(...answers.slice(0, 10).map((answer) => answer.ms));
      console.info(`[throttle] checked guess ≥ ${quickestCheck.toFixed(0)} ms, refusal ${longer.ms.toFixed(0)} ms`);
      expect(longer.ms).toBeLessThan(quickestCheck / 2);
      // ...and the right password after it signs in and clears the failures.
      await sleep(retryAfter(longer.result) * 1000);
      expect((await signIn('target', PASSWORD, freshIp())).status).toBe(200);
      expect((await signIn('target', 'wrong-password', freshIp())).status).toBe(401);
      expect((await signIn('target', PASSWORD, freshIp())).status).toBe(200);
    },
    SLOW,
  );

  it(
    'answers 429 in English with Accept-Language: en',
    async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) await signIn('nobody-en', 'wrong-password', ip);
      const res = await call('/api/admin/login', {
        method: 'POST',
        body: { username: 'nobody-en', password: 'wrong-password' },
        ip,
        headers: { 'accept-language': 'en' },
      });
      expectError(res, 429, 'RATE_LIMITED');
      expect(res.json.error).toBe('Too many requests; please try again later');
    },
    SLOW,
  );
});

describe('per address, for every username', () => {
  it(
    'refuses one address its 21st failure within 15 minutes, whether the usernames exist or not',
    async () => {
      const ip = freshIp();
      const usernames = Array.from({ length: 30 }, (_, i) =>
        i % 10 === 3 ? ['roamer', 'real', 'changer'][i % 3]! : `ghost-${i}`,
      );
      const statuses: number[] = [];
      const tryAll = async (batch: string[]) => {
        const answers = await Promise.all(batch.map((username) => signIn(username, 'wrong-password', ip)));
        statuses.push(...answers.map((answer) => answer.status));
      };
      // Twenty checked, as many at once as one instance's hash queue takes (docs/API.md, 'Sign-in throttling')...
      const batchSize = HASH_GATE.concurrent + HASH_GATE.queued;
      for (let start = 0; start < 20; start += batchSize) await tryAll(usernames.slice(start, Math.min(20, start + batchSize)));
      // ...then the last ten at once, refused without hashing.
      await tryAll(usernames.slice(20));
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
      // Even the right password, from that address: its failures are spent.
      expectError(await signIn('real', PASSWORD, ip), 429, 'RATE_LIMITED');
      // Another address is not affected.
      expect((await signIn('real', PASSWORD, freshIp())).status).toBe(200);
    },
    SLOW,
  );

  it(
    'groups IPv6 addresses by /64: two addresses of one /64 share the budget, another /64 has its own',
    async () => {
      const network = `2001:db8:${randomBytes(2).toString('hex')}:1`;
      for (let i = 1; i <= 5; i++) expect((await signIn('roamer', 'wrong-password', `${network}::${i}`)).status).toBe(401);
      const sameNetwork = await signIn('roamer', PASSWORD, `${network}:ffff:ffff:ffff:fff0`);
      expectError(sameNetwork, 429, 'RATE_LIMITED');
      expect(retryAfter(sameNetwork)).toBeGreaterThan(800);
      expect((await signIn('roamer', PASSWORD, `${network.slice(0, -1)}2::1`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'counts an IPv4-mapped IPv6 address as its IPv4 address',
    async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await signIn('roamer', 'wrong-password', ip)).status).toBe(401);
      expectError(await signIn('roamer', PASSWORD, `::ffff:${ip}`), 429, 'RATE_LIMITED');
      expect((await signIn('roamer', PASSWORD, freshIp())).status).toBe(200);
    },
    SLOW,
  );
});

describe('password hashing under a flood', () => {
  it(
    'signs a returning user in while 40 wrong sign-ins from 40 addresses run',
    async () => {
      const home = freshIp();
      // A sign-in before: that address is known for this account (docs/API.md, 'Sign-in throttling').
      const alone = await timed(() => signIn('real', PASSWORD, home));
      expect(alone.result.status).toBe(200);

      let realAnswered = false;
      const checkedAfterReal: number[] = [];
      const flood = Array.from({ length: 40 }, async (_, i) => {
        const res = await signIn(`flood-${i}`, 'wrong-password', freshIp());
        if (realAnswered && res.status === 401) checkedAfterReal.push(i);
        // Refused by the full queue: at once, and told to come back shortly.
        if (res.status === 429) expect(retryAfter(res)).toBe(HASH_GATE.retryAfterSeconds);
        return res.status;
      });
      await sleep(100); // the flood has filled the queue
      const underFlood = await timed(() => signIn('real', PASSWORD, home));
      realAnswered = true;
      const floodStatuses = await Promise.all(flood);
      const count = (status: number) => floodStatuses.filter((value) => value === status).length;
      console.info(
        `[throttle] production-cost scrypt (N=2^17), ${HASH_GATE.concurrent} hash at a time: sign-in alone ${alone.ms.toFixed(0)} ms, under a flood of 40 ${underFlood.ms.toFixed(0)} ms; flood: ${count(401)} × 401 (${checkedAfterReal.length} after the real one), ${count(429)} × 429 at once`,
      );
      expect(underFlood.result.status).toBe(200);
      expect(count(401) + count(429)).toBe(40);
      // Most refused at once: all but the running and queued ones, give or take the few
      // whose slot a finished hash freed while the 40 were still arriving on a busy machine.
      expect(count(429)).toBeGreaterThanOrEqual(40 - HASH_GATE.concurrent - HASH_GATE.queued - 3);
      // It waited for the hash already running, not for the queue: the queued flood was
      // checked after it (all of it, or all but one or two that started before it arrived on
      // a busy machine). Its time is about two hashes, as long as the machine's load lets
      // one hash take (here 0.5 to 1.6 s at the production cost).
      expect(checkedAfterReal.length).toBeGreaterThanOrEqual(HASH_GATE.queued / 2);
      expect(underFlood.ms).toBeLessThan(HASH_GATE.queued * alone.ms);
    },
    SLOW,
  );
});

describe('POST /api/admin/password, current-password check', () => {
  it(
    'answers 429 after 5 wrong current passwords from one address, and after 10 from any addresses',
    async () => {
      const token = await login('changer', PASSWORD);
      const change = (currentPassword: string, ip: string) =>
        call('/api/admin/password', { method: 'POST', token, ip, body: { currentPassword, newPassword: 'another-password-9' } });
      const first = freshIp();
      for (let i = 0; i < 5; i++) {
        expectError(await change('not-the-password', first), 400, 'VALIDATION', { currentPassword: '当前密码不正确' });
      }
      const sameAddress = await change(PASSWORD, first);
      expectError(sameAddress, 429, 'RATE_LIMITED');
      expect(retryAfter(sameAddress)).toBeGreaterThan(800);

      const second = freshIp();
      for (let i = 0; i < 5; i++) expect((await change('not-the-password', second)).status).toBe(400);
      const anyAddress = await change(PASSWORD, freshIp());
      expectError(anyAddress, 429, 'RATE_LIMITED');
      expect(retryAfter(anyAddress)).toBe(1);
      // After the wait the right current password changes it.
      await sleep(1000);
      expect((await change(PASSWORD, freshIp())).status).toBe(200);
    },
    SLOW,
  );
});
