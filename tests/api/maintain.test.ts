import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternshipListings } from '#shared/api/listings.js';
import { MAINTAIN_MESSAGES, type AuditEntry, type ListingOverview, type QueueItem } from '#shared/api/maintain.js';
import type { MySuggestions } from '#shared/api/suggestions.js';
import { testEngines } from '#harness/databases.js';
import { TEST_PASSWORD, signedInAccount } from '#harness/accounts.js';
import { TestClient } from '#harness/http.js';
import { runScript } from '#tests/support/run-script.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

describe.each(engines)('the maintainer role and /api/maintain on %s', (engine) => {
  let server: TestServer;
  let learner: TestClient;
  let maintainer: TestClient;
  let second: TestClient;

  const suggest = async (title: string) =>
    ((await learner.post('/api/listings/suggestions', { ...VALID_SUGGESTION, title })).body as { id: string }).id;
  const queue = async () =>
    ((await maintainer.get('/api/maintain/suggestions')).body as { suggestions: QueueItem[] }).suggestions;
  const overview = async () =>
    ((await maintainer.get('/api/maintain/listings')).body as { listings: ListingOverview[] }).listings;
  const audit = async () => ((await maintainer.get('/api/maintain/audit')).body as { entries: AuditEntry[] }).entries;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A fixed day (23 Nov 2026, midday in India), so ages in days do not depend on when the test runs.
    server.advanceClock(Date.parse('2026-11-23T06:30:00Z') - Date.now());
    learner = (await signedInAccount(server, { name: 'lea', email: 'lea@example.com' })).client;
    maintainer = (await signedInAccount(server, { name: 'max', email: 'max@example.com' })).client;
    second = (await signedInAccount(server, { name: 'mia', email: 'mia@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    for (const email of ['max@example.com', 'mia@example.com']) {
      const result = await runScript('scripts/user-role.ts', env, ['--email', email, '--role', 'maintainer']);
      expect(result.stdout).toContain(`${email} is now a maintainer.`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('npm run user:role refuses an unknown account and a made-up role', async () => {
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    const unknown = await runScript('scripts/user-role.ts', env, [
      '--email',
      'nobody@example.com',
      '--role',
      'maintainer',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('there is no account with the e-mail nobody@example.com');
    const badRole = await runScript('scripts/user-role.ts', env, ['--email', 'lea@example.com', '--role', 'admin']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be maintainer or learner');
  });

  it('answers 404 to a learner on every maintainer route, and 401 without a session', async () => {
    const routes = server.routes.filter((route) => route.path.startsWith('/api/maintain/') && route.method !== 'ALL');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const path = route.path.replace(':id', 'some-id').replace(':slug', 'gsoc-frontend');
      const body = route.method === 'GET' ? undefined : { reason: 'not relevant', version: 1, listing: {} };
      const answer = await learner.request(route.method, path, { json: body });
      expect([route.method, path, answer.status]).toEqual([route.method, path, 404]);
      expect(answer.body).toEqual({ code: 'not_found', message: 'Not found.' });
      if (route.method === 'GET') expect((await fetch(`${server.url}${path}`)).status).toBe(401);
    }
  });

  it('submission -> approve -> visible on the page -> approved on the student account, with an audit row', async () => {
    const id = await suggest('Summer research intern');
    expect((await queue()).map((item) => item.id)).toContain(id);
    const approved = await maintainer.post(`/api/maintain/suggestions/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ kind: 'approved', slug: 'summer-research-intern' });

    const page = (await learner.get('/api/listings/internships')).body as InternshipListings;
    const listed = page.internships.find((item) => item.id === 'summer-research-intern')!;
    expect(listed).toMatchObject({
      title: 'Summer research intern',
      company: 'Example Lab',
      category: 'AIML',
      sourceUrl: 'https://example.org/intern',
      verifiedBy: 'max',
      version: 1,
    });
    const mine = ((await learner.get('/api/listings/suggestions')).body as MySuggestions).suggestions;
    expect(mine.find((item) => item.id === id)).toMatchObject({ status: 'approved', reason: null });
    expect((await queue()).map((item) => item.id)).not.toContain(id);

    // A second approval (another maintainer, a double click) is refused; nothing is published twice.
    const again = await second.post(`/api/maintain/suggestions/${id}/approve`, {});
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(MAINTAIN_MESSAGES.alreadyReviewed);
    const [entry] = (await audit()).filter((row) => row.action === 'approve-suggestion');
    expect(entry).toMatchObject({
      actor: 'max@example.com',
      target: `suggestion:${id} -> internship:summer-research-intern`,
      before: { title: 'Summer research intern', url: 'https://example.org/intern' },
      after: { id: 'summer-research-intern', company: 'Example Lab' },
    });
  });

  it('rejects with a reason the student sees; no reason is a 400', async () => {
    const id = await suggest('Not really an internship');
    const missing = await maintainer.post(`/api/maintain/suggestions/${id}/reject`, { reason: ' ' });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe(MAINTAIN_MESSAGES.reasonMissing);
    expect(
      (await maintainer.post(`/api/maintain/suggestions/${id}/reject`, { reason: 'A paid course, not an internship.' }))
        .status,
    ).toBe(200);
    const mine = ((await learner.get('/api/listings/suggestions')).body as MySuggestions).suggestions;
    expect(mine.find((item) => item.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'A paid course, not an internship.',
    });
    expect((await audit())[0]).toMatchObject({
      actor: 'max@example.com',
      action: 'reject-suggestion',
      after: { reason: 'A paid course, not an internship.' },
    });
  });

  it('approves a suggestion as the maintainer corrected it: same rules, same kind, the audit keeps both', async () => {
    const id = await suggest('Winter reserch intern');
    const corrected = { ...VALID_SUGGESTION, title: 'Winter research intern', eligibility: 'Final-year students' };
    const approve = (body: unknown) => maintainer.post(`/api/maintain/suggestions/${id}/approve`, body);
    const backwards = await approve({
      suggestion: { ...corrected, window: { kind: 'dates', opens: '2027-02-10', closes: '2027-01-10' } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: expect.any(String) });
    const { category: _category, ...asHackathon } = { ...corrected, kind: 'hackathon' as const };
    expect((await approve({ suggestion: asHackathon })).body).toEqual({
      code: 'kind_changed',
      message: MAINTAIN_MESSAGES.kindChanged,
    });
    expect((await queue()).map((item) => item.id)).toContain(id);

    const approved = await approve({ suggestion: corrected });
    expect(approved.body).toEqual({ kind: 'approved', slug: 'winter-research-intern' });
    const page = (await learner.get('/api/listings/internships')).body as InternshipListings;
    expect(page.internships.find((item) => item.id === 'winter-research-intern')).toMatchObject({
      title: 'Winter research intern',
      eligibility: 'Final-year students',
    });
    const [entry] = (await audit()).filter((row) => row.target.startsWith(`suggestion:${id}`));
    expect(entry).toMatchObject({
      action: 'approve-suggestion',
      before: { title: 'Winter reserch intern', eligibility: VALID_SUGGESTION.eligibility },
      after: { title: 'Winter research intern', eligibility: 'Final-year students' },
    });
  });

  it("refuses the second of two maintainers' saves with 'changed since you opened it'; the first is kept and audited", async () => {
    const [opened] = (await overview()).filter((item) => item.slug === 'gssoc-frontend');
    const page = (await learner.get('/api/listings/internships')).body as InternshipListings;
    const {
      state: _state,
      version: _version,
      nextExpected: _nextExpected,
      ...fields
    } = page.internships.find((item) => item.id === 'gssoc-frontend')!;
    const first = await maintainer.put('/api/maintain/listings/internship/gssoc-frontend', {
      version: opened!.version,
      listing: { ...fields, duration: 'About 3 months' },
    });
    expect(first.status).toBe(200);
    const late = await second.put('/api/maintain/listings/internship/gssoc-frontend', {
      version: opened!.version,
      listing: { ...fields, time: 'Part-time' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'version_conflict', message: MAINTAIN_MESSAGES.versionConflict });
    expect(MAINTAIN_MESSAGES.versionConflict).toContain('changed since you opened it');
    const after = ((await learner.get('/api/listings/internships')).body as InternshipListings).internships.find(
      (item) => item.id === 'gssoc-frontend',
    )!;
    expect(after).toMatchObject({ duration: 'About 3 months', time: fields.time, version: opened!.version + 1 });
    expect((await audit())[0]).toMatchObject({
      actor: 'max@example.com',
      action: 'edit-listing',
      target: 'internship:gssoc-frontend',
      before: { duration: fields.duration },
      after: { duration: 'About 3 months' },
    });
    // An invalid listing is a 400 with the schema's message, never a 500.
    const invalid = await maintainer.put('/api/maintain/listings/internship/gssoc-frontend', {
      version: opened!.version + 1,
      listing: { ...fields, window: { kind: 'dates', opens: '2027-03-01', closes: '2027-02-01' } },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { message: string }).message).toContain('closes date is before its opens date');
  });

  it('lists every listing with its warnings: closing soon, not verified for 60 days, a dead link', async () => {
    await server.db
      .insertInto('link_checks')
      .values({
        url: 'https://example.org/intern',
        last_checked_at: Date.now(),
        status: 'dead',
        http_code: 404,
        final_url: null,
        consecutive_failures: 3,
        failure_rounds: 2,
        last_failed_round: 2,
      })
      .execute();
    // 5 Feb 2027 in India: the suggested internship closes on 10 Feb; the seed was verified on 23 Nov 2026.
    server.advanceClock(Date.parse('2027-02-05T06:00:00Z') - server.catalogueServices.listings.now());
    // The old session expired over those weeks: sign in again at the new time.
    maintainer = new TestClient(server.url);
    expect((await maintainer.signIn('max@example.com', TEST_PASSWORD)).status).toBe(200);
    const suggested = (await overview()).find((item) => item.slug === 'summer-research-intern')!;
    expect(suggested.warnings).toEqual([
      'Closes in 5 days',
      'Not verified for 74 days',
      'The link checker says the link is dead',
    ]);
    // A seeded listing last checked on 23 Nov 2026 (content/internships.yaml's verifiedOn).
    const seeded = (await overview()).find((item) => item.slug === 'internshala-frontend')!;
    expect(seeded.warnings).toEqual(['Not verified for 74 days']);
    const links = (await maintainer.get('/api/maintain/links')).body as { links: { url: string; status: string }[] };
    expect(links.links).toEqual([
      expect.objectContaining({ url: 'https://example.org/intern', status: 'dead', httpCode: 404 }),
    ]);
  });

  it('lists reported issues as open, resolves and reopens them with audit rows; an unknown report is a 404', async () => {
    // (The learner's session ended with the clock's jump above; anyone signed in can report.)
    const reported = await maintainer.post('/api/reports', {
      pageOrLink: '/internship',
      description: 'The GSSoC card links to last year.',
    });
    expect(reported.status).toBe(201);
    const id = (reported.body as { id: string }).id;
    const reports = async () =>
      ((await maintainer.get('/api/maintain/reports')).body as { reports: { id: string; status: string }[] }).reports;
    expect((await reports()).find((item) => item.id === id)).toMatchObject({
      status: 'open',
      pageOrLink: '/internship',
    });
    expect((await maintainer.post(`/api/maintain/reports/${id}/resolve`, {})).status).toBe(200);
    expect((await reports()).find((item) => item.id === id)).toMatchObject({
      status: 'resolved',
      resolvedBy: 'max@example.com',
    });
    expect((await audit())[0]).toMatchObject({ action: 'resolve-report', target: `report:${id}` });
    expect((await maintainer.post(`/api/maintain/reports/${id}/reopen`, {})).status).toBe(200);
    expect((await reports()).find((item) => item.id === id)).toMatchObject({ status: 'open', resolvedBy: null });
    expect((await maintainer.post('/api/maintain/reports/no-such-report/resolve', {})).status).toBe(404);
  });

  it('the push composer counts its audience, sends to everyone and audits the send; a bad message is a 400', async () => {
    expect((await maintainer.get('/api/maintain/push/audience')).body).toEqual({ subscriptions: 0 });
    const message = { title: 'New hackathon listed', body: 'See it on the hackathons page.', url: '/hackathon' };
    const sent = await maintainer.post('/api/maintain/push', message);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ total: 0, sent: 0, failed: 0, pruned: 0 });
    expect((await audit())[0]).toMatchObject({
      actor: 'max@example.com',
      action: 'send-push',
      target: 'push:everyone',
      after: { message, summary: { total: 0 } },
    });
    const empty = await maintainer.post('/api/maintain/push', { title: '', body: 'x' });
    expect(empty.status).toBe(400);
  });
});
