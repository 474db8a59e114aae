/** What every bench scenario does the same way: sign readers in, run a timed load, keep its row. */
import { hashPassword } from '#server/credentials/password.js';
import type { Services } from '#server/services.js';
import { measure, type LoadOptions, type LoadResult } from './load.js';
import type { BenchRow } from './report.js';

/** Every bench account's password (their hash is computed once per run). */
export const BENCH_PASSWORD = 'bench password 1';

/** Accounts straight through the repository with one precomputed hash: thousands in seconds. */
export async function createAccounts(services: Services, emails: string[]): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (let i = 0; i < emails.length; i += 50) {
    await Promise.all(
      emails.slice(i, i + 50).map(async (email) => {
        const user = await services.users.create({ email, displayName: 'Bench Reader', passwordHash });
        // Proved addresses, as a student's after the confirmation link: only those spend YouTube quota.
        await services.users.markEmailVerified(user.id, Date.now());
      }),
    );
  }
}

/** Signs an account in through the API and returns its session cookie (`name=value`). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookie;
}

/**
 * The timed-load runner: measures one scenario, prints its line and keeps its row (with its
 * share of a baseline's throughput when one is given).
 */
export function createRunner(engine: string, rows: BenchRow[]) {
  return {
    async run(scenario: string, options: LoadOptions, baseline?: LoadResult): Promise<LoadResult> {
      const result = await measure(options);
      this.record(scenario, result, baseline);
      return result;
    },
    record(scenario: string, result: LoadResult, baseline?: LoadResult): void {
      rows.push({ engine, scenario, ...result, vsBaseline: baseline && result.rps / baseline.rps });
      const cpu = result.serverCpuUs === undefined ? '' : `, server CPU ${result.serverCpuUs.toFixed(0)} µs per answer`;
      console.log(
        `   ${scenario}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)}, p99 ${result.p99.toFixed(1)} ms${cpu}`,
      );
    },
    /** A first, unrecorded pass (JIT, statements, pools, caches), so no row measured is the cold one. */
    async warmUp(options: LoadOptions): Promise<void> {
      await measure({ ...options, seconds: 1 });
    },
  };
}

export type Runner = ReturnType<typeof createRunner>;
