// How dev and preview pick their port (scripts/lib/ports.ts): the README's port
// when free, the next free one when another checkout's server holds it, and an
// explicit choice kept or refused with a clear error, never silently moved.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, isPortFree, PORTS } from '../../scripts/lib/ports.ts';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A port some other server listens on, as another checkout's preview would. */
function holdPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    held.push(server);
  });
}

/** A port nothing listens on (the kernel's pick, released at once). */
async function freePort(): Promise<number> {
  const port = await holdPort();
  await new Promise((done) => held.pop()!.close(done));
  return port;
}

describe('choosePort', () => {
  it('keeps the first choice when it is free', async () => {
    const port = await freePort();
    await expect(choosePort({ preferred: port, name: 'PORT' })).resolves.toBe(port);
  });

  it('takes the next free port when the first choice is taken', async () => {
    const taken = await holdPort();
    const chosen = await choosePort({ preferred: taken, name: 'PORT' });
    expect(chosen).toBeGreaterThan(taken);
    expect(chosen).toBeLessThan(taken + 20);
    expect(await isPortFree(chosen)).toBe(true);
  });

  it('keeps an explicit choice that is free, whatever the first choice', async () => {
    const port = await freePort();
    await expect(choosePort({ preferred: 1, explicit: String(port), name: 'PORT' })).resolves.toBe(port);
  });

  it('refuses an explicit choice that is taken, naming it, instead of moving', async () => {
    const taken = await holdPort();
    await expect(choosePort({ preferred: taken, explicit: String(taken), name: 'PORT' })).rejects.toThrow(
      `port ${taken} (chosen with PORT) is taken by another server`,
    );
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses %j as a port', async (value) => {
    await expect(choosePort({ preferred: 8888, explicit: value, name: '--port' })).rejects.toThrow(
      `--port ${value} is not a port number`,
    );
  });
});

describe('PORTS', () => {
  it("gives every local server a port of its own, inside the checkout's block of 100", () => {
    const ports = Object.values(PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(Math.max(...ports) - Math.min(...ports)).toBeLessThan(100);
  });
});
