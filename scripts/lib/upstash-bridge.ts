// Speaks Upstash's REST protocol to a local redis-server, so the unmodified @upstash/redis client
// runs in dev, preview and tests exactly as in production.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, ErrorReply, MultiErrorReply, RESP_TYPES } from 'redis';

export interface BridgeOptions {
  redisPort: number;
  token: string;
  port?: number;
  host?: string;
}

export interface Bridge {
  url: string;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 3_000;

// Commands that would block, or change the state of, the one connection all requests share.
const DENIED = new Set([
  'multi',
  'exec',
  'discard',
  'watch',
  'unwatch',
  'select',
  'quit',
  'reset',
  'hello',
  'auth',
  'client',
  'subscribe',
  'psubscribe',
  'ssubscribe',
  'unsubscribe',
  'punsubscribe',
  'sunsubscribe',
  'monitor',
  'blpop',
  'brpop',
  'brpoplpush',
  'blmove',
  'blmpop',
  'bzpopmin',
  'bzpopmax',
  'bzmpop',
  'wait',
  'waitaof',
  'shutdown',
  'sync',
  'psync',
]);

// Upstash accepts script flags Redis 7 rejects (`#!lua flags=allow-key-locking`, which Upstash's own libraries send).
const REDIS_SCRIPT_FLAGS = new Set(['no-writes', 'allow-oom', 'allow-stale', 'no-cluster', 'allow-cross-slot-keys']);

type Entry = { result: unknown } | { error: string };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startBridge({ redisPort, token, port = 0, host = '127.0.0.1' }: BridgeOptions): Promise<Bridge> {
  const redis = await connectRedis(redisPort);
  const scripts = new ScriptShas();
  const bridgeId = randomBytes(4).toString('hex');
  let syncCounter = 0;

  const server = createServer((req, res) => {
    // The client stores this token and sends it back; Upstash issues a new one on every answer.
    res.setHeader('upstash-sync-token', `${bridgeId}-${++syncCounter}`);
    handle(req).then(
      ({ status, body }) => send(res, status, body),
      (error: unknown) => send(res, error instanceof HttpError ? error.status : 500, { error: (error as Error).message }),
    );
  });

  async function handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (!hasToken(req.headers.authorization, token)) throw new HttpError(401, 'Unauthorized');
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    const route = new URL(req.url ?? '/', 'http://bridge').pathname;
    if (!['/', '/pipeline', '/multi-exec'].includes(route)) throw new HttpError(404, 'Not found');
    const body = await readJson(req);
    const base64 = req.headers['upstash-encoding'] === 'base64';

    if (route === '/') {
      const command = toCommand(body);
      const answer = await settle(() => redis.sendCommand(scripts.translate(command)));
      return { status: 'error' in answer ? 400 : 200, body: encodeEntry(answer, base64) };
    }
    if (!Array.isArray(body) || body.length === 0) throw new HttpError(400, 'ERR expected an array of commands');
    const commands = body.map(toCommand);
    if (route === '/pipeline') {
      // Separate commands (queued in order on the one connection), not a redis pipeline, which would
      // fail the whole batch on its first error: each command answers for itself, as with Upstash.
      const answers = await Promise.all(commands.map((c) => settle(() => redis.sendCommand(scripts.translate(c)))));
      return { status: 200, body: answers.map((a) => encodeEntry(a, base64)) };
    }
    const answers = await transaction(commands);
    return { status: 200, body: answers.map((a) => encodeEntry(a, base64)) };
  }

  async function transaction(commands: string[][]): Promise<Entry[]> {
    try {
      const multi = redis.multi();
      for (const command of commands) multi.addCommand(scripts.translate(command));
      return (await multi.exec()).map((result) => ({ result }));
    } catch (error) {
      // Commands ran, some failed at run time: each entry answers for itself, as with Upstash.
      if (error instanceof MultiErrorReply) {
        return error.replies.map((reply, i) =>
          error.errorIndexes.includes(i) ? { error: (reply as Error).message } : { result: reply },
        );
      }
      // Refused before running (unknown command, wrong arity): nothing ran, the whole transaction fails.
      if (error instanceof ErrorReply) throw new HttpError(400, error.message);
      throw unavailable(error);
    }
  }

  await new Promise<void>((ready, fail) => {
    server.once('error', (error) => {
      redis.destroy();
      fail(error);
    });
    server.listen(port, host, ready);
  });
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${boundPort}`,
    token,
    async close() {
      redis.destroy();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

async function connectRedis(port: number) {
  const client = createClient({
    RESP: 2, // RESP3 maps and doubles would change the shapes @upstash/redis expects
    url: `redis://127.0.0.1:${port}`,
    disableOfflineQueue: true, // fail at once while Redis is down instead of queueing until it returns
    socket: { reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 500) },
    commandOptions: { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } }, // keeps binary values intact for base64
  });
  let outage = false;
  client.on('error', (error: Error) => {
    if (!outage) console.warn(`[upstash-bridge] redis on port ${port}: ${error.message}; retrying`);
    outage = true;
  });
  client.on('ready', () => {
    if (outage) console.warn(`[upstash-bridge] redis on port ${port} is back`);
    outage = false;
  });

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`redis-server on port ${port} did not accept a connection within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/** Runs one command: a Redis error becomes an entry, an unreachable Redis fails the whole request. */
async function settle(run: () => Promise<unknown>): Promise<Entry> {
  try {
    return { result: await run() };
  } catch (error) {
    if (error instanceof ErrorReply) return { error: error.message };
    throw unavailable(error);
  }
}

function unavailable(error: unknown): HttpError {
  return new HttpError(503, `redis unavailable: ${(error as Error).message}`);
}

/** Rewrites scripts Redis would reject and remembers their digests, so EVALSHA of the original works. */
class ScriptShas {
  readonly #redisSha = new Map<string, string>();

  translate(command: string[]): string[] {
    const [name = '', ...args] = command;
    switch (name.toLowerCase()) {
      case 'eval':
      case 'eval_ro':
        return [name, this.#rewrite(args[0] ?? ''), ...args.slice(1)];
      case 'evalsha':
      case 'evalsha_ro':
        return [name, this.#sha(args[0] ?? ''), ...args.slice(1)];
      case 'script': {
        const sub = args[0]?.toLowerCase();
        if (sub === 'load') return [name, args[0] ?? '', this.#rewrite(args[1] ?? '')];
        if (sub === 'exists') return [name, args[0] ?? '', ...args.slice(1).map((sha) => this.#sha(sha))];
        return command;
      }
      default:
        if (DENIED.has(name.toLowerCase())) throw new ErrorReply(`ERR command not supported by the local bridge: ${name}`);
        return command;
    }
  }

  #rewrite(script: string): string {
    const shebang = /^#!lua flags=([^\n]*)/.exec(script);
    if (!shebang) return script;
    const flags = (shebang[1] ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => REDIS_SCRIPT_FLAGS.has(f));
    const rewritten = script.replace(shebang[0], flags.length > 0 ? `#!lua flags=${flags.join(',')}` : '#!lua');
    if (rewritten !== script) this.#redisSha.set(sha1(script), sha1(rewritten));
    return rewritten;
  }

  #sha(sha: string): string {
    return this.#redisSha.get(sha.toLowerCase()) ?? sha;
  }
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

function toCommand(value: unknown): string[] {
  const valid =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
  if (!valid) throw new HttpError(400, 'ERR a command must be a non-empty array of strings and numbers');
  // JSON numbers (scores, counts, TTLs) travel as strings in Redis's protocol.
  return value.map(String);
}

/** With `Upstash-Encoding: base64` the client base64-decodes every string it receives, at any depth. */
function encode(reply: unknown, base64: boolean): unknown {
  if (Buffer.isBuffer(reply)) return base64 ? reply.toString('base64') : reply.toString('utf8');
  if (typeof reply === 'string') return base64 ? Buffer.from(reply, 'utf8').toString('base64') : reply;
  if (Array.isArray(reply)) return reply.map((item) => encode(item, base64));
  if (reply instanceof Error) return encode(reply.message, base64); // an error nested in a script's table
  return reply ?? null;
}

function encodeEntry(entry: Entry, base64: boolean): Entry {
  return 'error' in entry ? entry : { result: encode(entry.result, base64) };
}

function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, 'ERR request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'ERR request body too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'ERR request body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  // After a 413 the rest of the body is never read, so the connection cannot be reused.
  if (status === 413) res.setHeader('connection', 'close');
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
