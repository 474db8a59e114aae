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
  /** Session cookies taken in turn, one per request: many signed-in readers, not one. */
  cookies?: string[];
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
}

function withCookies({ setupRequest, cookies }: LoadOptions) {
  let turn = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const next = setupRequest ? setupRequest(request) : request;
    return cookies ? { ...next, headers: { ...next.headers, cookie: cookies[turn++ % cookies.length] } } : next;
  };
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
    requests: options.setupRequest || options.cookies ? [{ setupRequest: withCookies(options) }] : undefined,
    timeout: 10,
  };
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
  };
}
