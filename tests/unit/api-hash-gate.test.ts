import { describe, expect, it } from 'vitest';
import { HASH_GATE, withHashSlot } from '../../netlify/lib/hash-gate.ts';
import { ApiError } from '../../netlify/lib/http.ts';

/** A piece of work that ends when told to, and says when it started. */
function pending(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('withHashSlot', () => {
  it('runs a few at once, queues some (known addresses first), refuses the rest at once with 429 Retry-After', async () => {
    const log: string[] = [];
    const running = Array.from({ length: HASH_GATE.concurrent }, (_, i) => pending(log, `run-${i}`));
    const queued = Array.from({ length: HASH_GATE.queued }, (_, i) => pending(log, `queued-${i}`));
    const known = pending(log, 'known');
    const calls = [
      ...running.map((item) => withHashSlot(item.work, { priority: false })),
      ...queued.map((item) => withHashSlot(item.work, { priority: false })),
    ];
    const refused = await withHashSlot(async () => 'never', { priority: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', headers: { 'Retry-After': String(HASH_GATE.retryAfterSeconds) } });
    const knownCall = withHashSlot(known.work, { priority: true });
    await tick();
    expect(log).toEqual(running.map((_, i) => `run-${i}`));

    // A freed slot goes to the known address before the ordinary queue.
    running[0]!.finish();
    await tick();
    expect(log.at(-1)).toBe('known');
    known.finish();
    await tick();
    expect(log.at(-1)).toBe('queued-0');

    for (const item of [...running, ...queued]) item.finish();
    expect(await Promise.all([...calls, knownCall])).toHaveLength(HASH_GATE.concurrent + HASH_GATE.queued + 1);
    // Everything released: a new call runs at once.
    expect(await withHashSlot(async () => 'again', { priority: false })).toBe('again');
  });

  it('frees the slot when the work fails', async () => {
    await expect(withHashSlot(() => Promise.reject(new Error('broken')), { priority: false })).rejects.toThrow('broken');
    const results = await Promise.all(
      Array.from({ length: HASH_GATE.concurrent + HASH_GATE.queued }, (_, i) => withHashSlot(async () => i, { priority: false })),
    );
    expect(results).toHaveLength(HASH_GATE.concurrent + HASH_GATE.queued);
  });
});
