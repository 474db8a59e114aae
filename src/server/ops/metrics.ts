import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsRepository } from './metrics-repository.js';
import type { RequestObserver } from './request-log.js';

/** What the gauges read when Prometheus scrapes: small grouped counts, one query each. */
export interface MetricSources {
  data: MetricsRepository;
  /** The PostgreSQL pool's counters; undefined on SQLite (one connection in the process). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Searches the site may still send to YouTube today (its daily budget), when a key is set. */
  youtubeSearchesPerDay?: number;
}

/** Sign-in answers by what they mean for the student, from the route's status. */
const SIGNIN_OUTCOMES: Record<number, string> = {
  200: 'signed_in',
  401: 'refused',
  409: 'other_device',
  429: 'throttled',
};

/**
 * Prometheus metrics through prom-client: requests by route pattern and status (a histogram of
 * durations), Node's process and event-loop metrics, and gauges read from the database on each
 * scrape (pool, mail outbox by status, link checks by result, YouTube budget left, who holds each
 * job's lease). Served only on METRICS_PORT (metrics-server.ts), never on the public port.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'studyhub_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const signins = new Counter({
    name: 'studyhub_signin_total',
    help: 'Password sign-in answers by outcome (throttled = refused by a limit before the check)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pushSends = new Counter({
    name: 'studyhub_push_sends_total',
    help: 'Web Push sends by result (sent, gone, failed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const { data } = sources;
  gauge(
    registry,
    'studyhub_mail_outbox_messages',
    'E-mail messages in the outbox by status',
    ['status'],
    async (set) => {
      for (const row of await data.mailOutboxByStatus()) set({ status: row.status }, row.count);
    },
  );
  gauge(registry, 'studyhub_link_checks', 'Checked links by their last result', ['status'], async (set) => {
    for (const row of await data.linkChecksByStatus()) set({ status: row.status }, row.count);
  });
  gauge(
    registry,
    'studyhub_job_lease',
    'Which instance holds each job lease (1 while unexpired)',
    ['job', 'holder'],
    async (set) => {
      const now = Date.now();
      for (const lease of await data.leases())
        set({ job: lease.job, holder: lease.holder }, lease.expiresAt > now ? 1 : 0);
    },
  );
  if (sources.pool) {
    const pool = sources.pool;
    gauge(registry, 'studyhub_db_pool_connections', 'PostgreSQL pool connections by state', ['state'], async (set) => {
      const { total, idle, waiting } = pool();
      set({ state: 'total' }, total);
      set({ state: 'idle' }, idle);
      set({ state: 'waiting' }, waiting);
    });
  }
  if (sources.youtubeSearchesPerDay !== undefined) {
    const perDay = sources.youtubeSearchesPerDay;
    gauge(
      registry,
      'studyhub_youtube_searches_left',
      'YouTube searches left in the current quota day',
      [],
      async (set) => {
        set({}, Math.max(0, perDay - (await data.youtubeSearchesToday())));
      },
    );
  }

  const observe: RequestObserver = ({ method, route, status, seconds }) => {
    requests.observe({ method, route, status: String(status) }, seconds);
    if (method === 'POST' && route === '/api/auth/signin')
      signins.inc({ outcome: SIGNIN_OUTCOMES[status] ?? 'invalid' });
  };
  return {
    registry,
    observe,
    pushOutcome: (result: string) => pushSends.inc({ result }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

type SetGauge = (labels: Record<string, string>, value: number) => void;

/** A gauge whose values are read afresh at each scrape (old label sets are dropped first). */
function gauge(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: (set: SetGauge) => Promise<void>,
): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await read((labels, value) => this.set(labels, value));
    },
  });
}
