import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createPruneJob, prunePolicy } from '#server/jobs/prune-job.js';
import { createPruneRepository } from '#server/jobs/prune-repository.js';
import { signedInAccount } from '#tests/support/accounts.js';
import { testEngines } from '#tests/support/databases.js';
import { startTestServer, type TestServer } from '#tests/support/test-server.js';

const engines = await testEngines();
const DAY = 86_400_000;

describe.each(engines)('pruning tables that grow without bound on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const keysOf = async (table: 'rate_limits' | 'video_search_cache' | 'oidc_flows') => {
    const column = { rate_limits: 'key', video_search_cache: 'query_key', oidc_flows: 'state' } as const;
    const rows = await server.db.selectFrom(table).select(column[table]).execute();
    return rows.map((row) => Object.values(row)[0] as string).sort();
  };

  it('removes expired rows and keeps live ones, through the job the server runs', async () => {
    const now = Date.now();
    await server.db
      .insertInto('rate_limits')
      .values([
        { key: 'signin:ip:203.0.113.1', window_start: now - 4 * DAY, count: 3 },
        { key: 'signin:account:ghost@example.com', window_start: now - 30 * DAY, count: 1 },
        { key: 'signin:ip:203.0.113.2', window_start: now - 60_000, count: 1 },
        { key: 'youtube:units:yesterday', window_start: now - 1.5 * DAY, count: 99 },
      ])
      .execute();
    const cached = (query_key: string, expires_at: number) => ({
      query_key,
      response_json: '[]',
      fetched_at: expires_at - DAY,
      expires_at,
    });
    await server.db
      .insertInto('video_search_cache')
      .values([cached('long gone', now - 8 * DAY), cached('stale but kept', now - DAY), cached('fresh', now + DAY)])
      .execute();
    const flow = (state: string, expires_at: number) => ({
      state,
      code_verifier: 'v',
      nonce: 'n',
      redirect_uri: 'http://localhost/cb',
      created_at: expires_at - 600_000,
      expires_at,
    });
    await server.db
      .insertInto('oidc_flows')
      .values([flow('abandoned', now - 1), flow('in-progress', now + 300_000)])
      .execute();
    const live = await signedInAccount(server, { name: 'Live' });
    const idle = await signedInAccount(server, { name: 'Idle' });
    await server.db
      .updateTable('active_sessions')
      .set({ last_seen_at: now - server.config.session.idleTimeoutMs - 1_000 })
      .where('user_id', '=', idle.userId)
      .execute();

    // The job the server starts in main.ts, run once now.
    expect(await server.services.pruneJob.runIfDue()).toBe('ran');

    expect(await keysOf('rate_limits')).toEqual(
      expect.arrayContaining(['signin:ip:203.0.113.2', 'youtube:units:yesterday']),
    );
    expect(await keysOf('rate_limits')).not.toContain('signin:ip:203.0.113.1');
    expect(await keysOf('rate_limits')).not.toContain('signin:account:ghost@example.com');
    expect(await keysOf('video_search_cache')).toEqual(['fresh', 'stale but kept']);
    expect(await keysOf('oidc_flows')).toEqual(['in-progress']);
    const sessions = await server.db.selectFrom('active_sessions').select('user_id').execute();
    expect(sessions.map((row) => row.user_id)).toContain(live.userId);
    expect(sessions.map((row) => row.user_id)).not.toContain(idle.userId);
    expect((await live.client.get('/api/auth/session')).status).toBe(200);

    // One round per interval: another instance asking at once finds nothing due.
    expect(await server.services.pruneJob.runIfDue()).toBe('skipped');
  });

  it('does a bounded amount of work per round', async () => {
    const now = Date.now();
    await server.db
      .insertInto('rate_limits')
      .values(Array.from({ length: 25 }, (_, i) => ({ key: `bounded:${i}`, window_start: now - 10 * DAY, count: 1 })))
      .execute();
    const rounds: Array<Record<string, number>> = [];
    // After the round the first test ran (same lease): this round is due.
    let clock = now + server.config.pruneIntervalMs + 1;
    const job = createPruneJob({
      prune: createPruneRepository(server.db),
      leases: createLeaseRepository(server.db),
      policy: { ...prunePolicy(server.config), batchSize: 5, batchesPerRound: 2 },
      clock: () => clock,
      onRound: (removed) => rounds.push(removed),
    });
    const bounded = async () => (await keysOf('rate_limits')).filter((key) => key.startsWith('bounded:'));
    expect(await job.runIfDue()).toBe('ran');
    expect(rounds[0]!.rate_limits).toBe(10);
    expect(await bounded()).toHaveLength(15);
    clock += server.config.pruneIntervalMs + 1;
    await job.runIfDue();
    clock += server.config.pruneIntervalMs + 1;
    await job.runIfDue();
    expect(await bounded()).toHaveLength(0);
  });
});
