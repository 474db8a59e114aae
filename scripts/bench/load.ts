import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds to run; ignored when `amount` is set. */
  seconds?: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (distinct users, distinct queries). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /**
   * Session cookies of many signed-in readers: each connection carries one of them, given out in
   * turn (a browser keeps its own session on its keep-alive connection). With `setupRequest` they
   * are taken in turn per request instead.
   */
  cookies?: string[];
  /** The server's process id: its CPU time per answer is then reported (Linux /proc). */
  serverPid?: number;
}

export interface LoadResult {
  connections: number;
  requests: number;
  seconds: number;
  rps: number;
  /** Latencies in milliseconds over every answered request, measured per request (sub-ms precision). */
  p50: number;
  p99: number;
  mean: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  /**
   * CPU time the server process spent per answer, in microseconds (user + system), when its pid was
   * given: unlike req/s it hardly moves with the machine's load, so it compares builds run minutes apart.
   */
  serverCpuUs?: number;
}

/** A process's CPU time so far in microseconds, from /proc/<pid>/stat (utime + stime, in clock ticks). */
export function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5), counted after the name: utime and stime; Linux's USER_HZ is 100.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A changed request for every request: autocannon then rebuilds its bytes each time. */
function withCookies(setupRequest: NonNullable<LoadOptions['setupRequest']>, cookies: string[] | undefined) {
  let turn = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const next = setupRequest(request);
    return cookies ? { ...next, headers: { ...next.headers, cookie: cookies[turn++ % cookies.length] } } : next;
  };
}

/**
 * One cookie per connection, its request bytes built once: a setupRequest per request costs the
 * load generator (on the same cores as the server) about a fifth of its throughput, which the
 * bench would otherwise count against the server.
 */
function cookiePerConnection(headers: Record<string, string> | undefined, cookies: string[]) {
  let turn = 0;
  return (client: autocannon.Client) => client.setHeaders({ ...headers, cookie: cookies[turn++ % cookies.length]! });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs autocannon and keeps every response time itself: autocannon's own histogram rounds to
 * whole milliseconds and leaves out non-2xx answers, both of which would hide what we measure.
 */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const settings: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    duration: options.seconds ?? 5,
    amount: options.amount,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.setupRequest ? [{ setupRequest: withCookies(options.setupRequest, options.cookies) }] : undefined,
    setupClient:
      options.cookies && !options.setupRequest ? cookiePerConnection(options.headers, options.cookies) : undefined,
    timeout: 10,
  };
  const cpuBefore = options.serverPid === undefined ? 0 : cpuTimeUs(options.serverPid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    connections: options.connections,
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1),
    statuses,
    errors: result.errors,
    serverCpuUs:
      options.serverPid === undefined
        ? undefined
        : (cpuTimeUs(options.serverPid) - cpuBefore) / (latencies.length || 1),
  };
}
