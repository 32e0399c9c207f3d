// One autocannon run, in its own process so the load generator does not share
// an event loop with the server or the Upstash bridge. Reads a Scenario as
// JSON from argv[2], prints a LoadResult as JSON on stdout.
import autocannon from 'autocannon';

export interface Scenario {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  durationSeconds: number;
  /** POST only: sent with a unique message each time, so dedupe never short-cuts it. */
  body?: Record<string, unknown>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

const scenario: Scenario = JSON.parse(process.argv[2] ?? '{}');
let sequence = 0;
const result = await autocannon({
  url: scenario.url,
  connections: scenario.connections,
  duration: scenario.durationSeconds,
  method: scenario.method,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
  requests: scenario.body
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ ...scenario.body, message: `基准测试留言 ${sequence++}` }),
          }),
        },
      ]
    : undefined,
});
const output: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0])),
};
console.log(JSON.stringify(output));
