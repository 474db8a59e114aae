import { randomUUID } from 'node:crypto';
import type { LeaseRepository } from './lease-repository.js';

export interface LeasedJobOptions {
  /** The lease's name: one per job, shared by every instance. */
  name: string;
  /** A round is due this long after the last completed one. */
  intervalMs: number;
  /** One round's work; stop when the signal aborts (what is done so far must already be stored). */
  run(round: number, signal: AbortSignal): Promise<void>;
  leases: LeaseRepository;
  clock?: () => number;
  /** How long a taken lease lasts before another instance may take it; renewed while the round runs. */
  leaseTtlMs?: number;
  /** How often each instance asks whether a round is due (at most the interval). */
  tickMs?: number;
  holder?: string;
}

export type RoundOutcome = 'ran' | 'skipped' | 'stopped';

/**
 * A periodic job that runs inside the server, one instance per round: every instance ticks, the one
 * that takes the database lease (free, and the interval passed since the last completed round) runs
 * the round, renewing the lease while it works. A round cut short by stop() releases the lease
 * without counting as completed, so the next tick anywhere runs it again.
 */
export function createLeasedJob(options: LeasedJobOptions) {
  const { name, intervalMs, run, leases, clock = Date.now, holder = randomUUID() } = options;
  const leaseTtlMs = options.leaseTtlMs ?? 10 * 60_000;
  const tickMs = Math.min(intervalMs, options.tickMs ?? 5 * 60_000);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runIfDue(): Promise<RoundOutcome> {
    const round = await leases.acquire(name, holder, clock(), leaseTtlMs, intervalMs);
    if (round === null) return 'skipped';
    const renewal = setInterval(
      () => void leases.renew(name, holder, clock() + leaseTtlMs).catch(() => undefined),
      leaseTtlMs / 3,
    );
    try {
      await run(round, stopping.signal);
      const completed = !stopping.signal.aborted;
      await leases.release(name, holder, clock(), completed);
      return completed ? 'ran' : 'stopped';
    } catch (error) {
      await leases.release(name, holder, clock(), false).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
  }

  return {
    name,
    runIfDue,
    /** Ticks in the background: first after a pause, then every tickMs, until stop(). */
    start(firstDelayMs = 15_000) {
      const tick = () => {
        running = runIfDue()
          .catch((error) => console.error(`Job ${name} failed:`, error))
          .finally(() => {
            if (!stopping.signal.aborted) timer = setTimeout(tick, tickMs).unref();
          });
      };
      timer = setTimeout(tick, firstDelayMs).unref();
    },
    /** Stops ticking and cuts a running round short; resolves when it has let go. */
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type LeasedJob = ReturnType<typeof createLeasedJob>;
