import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#server/users/account-repository.js';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createPruneJob, prunePolicy } from '#server/prune/prune-job.js';
import { createPruneRepository } from '#server/prune/prune-repository.js';
import { signedInAccount } from '#harness/accounts.js';
import { testEngines } from '#harness/databases.js';
import { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';
import { rowsNaming } from '#tests/support/traces.js';

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

    // What 'Sign out the other device' remembered: kept while the ended session would still be valid.
    const ended = (token_hash: string, expires_at: number) => ({
      token_hash,
      user_id: live.userId,
      reason: 'signed-in-elsewhere',
      ended_at: now - DAY,
      expires_at,
    });
    await server.db
      .insertInto('ended_sessions')
      .values([ended('ended-long-ago', now - 1), ended('ended-yesterday', now + DAY)])
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
    const endedRows = await server.db.selectFrom('ended_sessions').select('token_hash').execute();
    expect(endedRows.map((row) => row.token_hash)).toEqual(['ended-yesterday']);

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
      accounts: createAccountRepository(server.db),
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

  it('removes unsent e-mails after a week and sign-ups nobody ever used after 30 days, keeping the rest', async () => {
    const now = Date.now();
    const mail = (id: string, status: 'held' | 'logged' | 'sent' | 'pending', age: number) => ({
      id,
      user_id: null,
      kind: 'verify-email',
      to_address: `${id}@example.com`,
      subject: 'Confirm',
      text_body: 'a link',
      html_body: null,
      status,
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      created_at: now - age,
      sent_at: null,
    });
    await server.db
      .insertInto('mail_outbox')
      .values([
        mail('held-old', 'held', 8 * DAY),
        mail('logged-old', 'logged', 8 * DAY),
        mail('logged-new', 'logged', 6 * DAY),
        mail('sent-old', 'sent', 30 * DAY),
        mail('pending-old', 'pending', 30 * DAY),
      ])
      .execute();

    // Sign-ups through the API (a verification mail, tokens and counters each), then aged.
    const signUp = async (name: string) => {
      const email = `${name}-${engine}@example.com`;
      const answer = await new TestClient(server.url).post('/api/auth/signup', {
        name,
        email,
        password: 'a long passphrase here',
      });
      expect(answer.status).toBe(202);
      await server.services.mail.settled();
      const user = (await server.services.users.findByEmail(email))!;
      await server.db
        .updateTable('users')
        .set({ created_at: now - 31 * DAY })
        .where('id', '=', user.id)
        .execute();
      return { id: user.id, email };
    };
    const abandoned = await signUp('abandoned');
    const abandonedToo = await signUp('abandoned-too');
    const used = await signUp('used');
    expect((await new TestClient(server.url).signIn(used.email, 'a long passphrase here')).status).toBe(200);
    const verified = await signUp('verified');
    await server.db.updateTable('users').set({ email_verified_at: now }).where('id', '=', verified.id).execute();
    const recent = await signUp('recent');
    await server.db
      .updateTable('users')
      .set({ created_at: now - 29 * DAY })
      .where('id', '=', recent.id)
      .execute();
    expect(await rowsNaming(server.db, engine, [abandoned.id])).not.toEqual([]);

    const rounds: Array<Record<string, number>> = [];
    // After the rounds the tests before ran (same lease): this one is due.
    let clock = now + 10 * server.config.pruneIntervalMs;
    const job = createPruneJob({
      prune: createPruneRepository(server.db),
      accounts: createAccountRepository(server.db),
      leases: createLeaseRepository(server.db),
      // One sign-up a round: the bound holds, and the next round takes the other.
      policy: { ...prunePolicy(server.config), signupsPerRound: 1 },
      clock: () => clock,
      onRound: (removed) => rounds.push(removed),
    });
    expect(await job.runIfDue()).toBe('ran');
    expect(rounds[0]).toMatchObject({ users: 1 });
    clock += server.config.pruneIntervalMs + 1;
    expect(await job.runIfDue()).toBe('ran');
    expect(rounds[1]).toMatchObject({ users: 1 });

    const ids = (await server.db.selectFrom('mail_outbox').select('id').execute()).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(['logged-new', 'sent-old', 'pending-old']));
    expect(ids).not.toContain('held-old');
    expect(ids).not.toContain('logged-old');
    for (const gone of [abandoned, abandonedToo]) {
      expect(await server.services.users.findById(gone.id)).toBeUndefined();
      expect(await rowsNaming(server.db, engine, [gone.id, gone.email])).toEqual([]);
    }
    for (const kept of [used, verified, recent]) expect(await server.services.users.findById(kept.id)).toBeDefined();
  });
});
