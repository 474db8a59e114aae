import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { HOSTILE_SUGGESTIONS } from '#tests/support/hostile-text.js';
import type { ListingCopy } from '#shared/api/listing-edit.js';
import type { HackathonListings, InternshipListings } from '#shared/api/listings.js';
import { MAINTAIN_MESSAGES, type AuditEntry } from '#shared/api/maintain.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { testEngines } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import type { TestClient } from '#harness/http.js';
import { runScript } from '#tests/support/run-script.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const EDIT_ROUTES = ['internship', 'hackathon'].flatMap((kind) => [
  `GET /api/maintain/listings/${kind}/:slug`,
  `PATCH /api/maintain/listings/${kind}/:slug`,
]);

describe.each(engines)("editing a published listing in the console's form on %s", (engine) => {
  let server: TestServer;
  let learner: TestClient;
  let maintainer: TestClient;
  let second: TestClient;

  const copyOf = async (client: TestClient, kind: string, slug: string) => {
    const answer = await client.get(`/api/maintain/listings/${kind}/${slug}`);
    expect(answer.status).toBe(200);
    return answer.body as ListingCopy;
  };
  const save = (client: TestClient, kind: string, slug: string, body: unknown) =>
    client.request('PATCH', `/api/maintain/listings/${kind}/${slug}`, { json: body });
  const published = async <K extends 'internships' | 'hackathons'>(kind: K, slug: string) => {
    const body = (await learner.get(`/api/listings/${kind}`)).body as InternshipListings & HackathonListings;
    type Listed = (Internship | Hackathon) & { state: string; version: number; nextExpected?: string };
    return (body[kind] as Listed[]).find((item) => item.id === slug)!;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    learner = (await signedInAccount(server, { name: 'lea', email: 'lea@example.com' })).client;
    maintainer = (await signedInAccount(server, { name: 'max', email: 'max@example.com' })).client;
    second = (await signedInAccount(server, { name: 'mia', email: 'mia@example.com' })).client;
    const env = { DATABASE_URL: server.database.url, NODE_ENV: 'test' };
    for (const email of ['max@example.com', 'mia@example.com'])
      expect((await runScript('scripts/user-role.ts', env, ['--email', email, '--role', 'maintainer'])).code).toBe(0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a learner 404 on the new routes (they are in the walk of every maintainer route), signed out 401', async () => {
    const registered = server.routes.map((route) => `${route.method} ${route.path}`);
    expect(registered).toEqual(expect.arrayContaining(EDIT_ROUTES));
    for (const route of EDIT_ROUTES) {
      const [method, path] = route.replace(':slug', 'gsoc-frontend').split(' ') as [string, string];
      const answer = await learner.request(method, path, { json: method === 'GET' ? undefined : { version: 1 } });
      expect([route, answer.status, answer.body]).toEqual([route, 404, { code: 'not_found', message: 'Not found.' }]);
      expect((await fetch(`${server.url}${path}`, { method })).status).toBe(401);
    }
    expect((await maintainer.get('/api/maintain/listings/internship/no-such-listing')).body).toEqual({
      code: 'not_found',
      message: MAINTAIN_MESSAGES.notFound,
    });
    // Not a slug at all (a NUL byte would be an error in PostgreSQL): unknown, before the database.
    for (const slug of ['a%00b', 'UPPER', '-x-'])
      for (const method of ['GET', 'PATCH']) {
        const answer = await maintainer.request(method, `/api/maintain/listings/hackathon/${slug}`, {
          json: method === 'GET' ? undefined : { version: 1, fields: {} },
        });
        expect([slug, method, answer.status]).toEqual([slug, method, 404]);
      }
  });

  it('gives the whole stored listing, the form fields it maps to and its version', async () => {
    const copy = await copyOf(maintainer, 'internship', 'gsoc-frontend');
    const {
      state: _state,
      version,
      nextExpected: _nextExpected,
      ...stored
    } = await published('internships', 'gsoc-frontend');
    expect(copy).toMatchObject({ kind: 'internship', slug: 'gsoc-frontend', version, listing: stored });
    const internship = stored as Internship;
    expect(copy.fields).toEqual({
      kind: 'internship',
      title: internship.title,
      url: internship.url,
      organiser: internship.company,
      category: internship.category,
      location: internship.location,
      mode: internship.mode,
      window: internship.window,
      eligibility: internship.eligibility,
      stipend: internship.stipend,
    });
  });

  it('saves the changed fields over the stored listing: the rest (Hindi too) is kept; a stale save is a 409 with nothing lost', async () => {
    const opened = await copyOf(maintainer, 'internship', 'gsoc-frontend');
    const alsoOpened = await copyOf(second, 'internship', 'gsoc-frontend');
    const before = opened.listing as Internship;
    expect(before.hi?.eligibility).toBeTruthy();

    const first = await save(maintainer, 'internship', 'gsoc-frontend', {
      version: opened.version,
      fields: { ...opened.fields, title: 'Open-source contributor (Google Summer of Code)' },
    });
    expect([first.status, first.body]).toEqual([200, { kind: 'saved' }]);
    const after = (await published('internships', 'gsoc-frontend')) as Internship & { version: number };
    const { title: _title, ...untouched } = before;
    expect(after).toMatchObject({ ...untouched, title: 'Open-source contributor (Google Summer of Code)' });
    expect(after.version).toBe(opened.version + 1);
    expect(after.hi).toEqual(before.hi);

    // The second maintainer saves from the copy opened before the first save: refused, and the first stays.
    const late = await save(second, 'internship', 'gsoc-frontend', {
      version: alsoOpened.version,
      fields: { ...alsoOpened.fields, title: 'GSoC contributor' },
    });
    expect([late.status, late.body]).toEqual([
      409,
      { code: 'version_conflict', message: MAINTAIN_MESSAGES.versionConflict },
    ]);
    expect((await published('internships', 'gsoc-frontend')).title).toBe(
      'Open-source contributor (Google Summer of Code)',
    );

    const [entry] = ((await maintainer.get('/api/maintain/audit')).body as { entries: AuditEntry[] }).entries;
    expect(entry).toMatchObject({
      actor: 'max@example.com',
      action: 'edit-listing',
      target: 'internship:gsoc-frontend',
      before: { title: before.title, stipend: before.stipend },
      after: { title: 'Open-source contributor (Google Summer of Code)', stipend: before.stipend },
    });

    // Reloaded, the second maintainer's change goes in; the changed English loses its outdated Hindi only.
    const reloaded = await copyOf(second, 'internship', 'gsoc-frontend');
    const eligibility = 'Students and beginners to open source, 18 or older';
    const saved = await save(second, 'internship', 'gsoc-frontend', {
      version: reloaded.version,
      fields: {
        ...reloaded.fields,
        eligibility,
        stipend: { kind: 'amount', amount: 1500, currency: 'USD', per: 'total' },
      },
    });
    expect(saved.status).toBe(200);
    const latest = (await published('internships', 'gsoc-frontend')) as Internship;
    expect(latest).toMatchObject({ eligibility, duration: before.duration, time: before.time, alsoIn: before.alsoIn });
    expect(latest.stipend).toEqual({ kind: 'amount', amount: 1500, currency: 'USD', per: 'total' });
    const { eligibility: _outdated, ...keptHindi } = before.hi!;
    expect(latest.hi).toEqual(keptHindi);
  });

  it("writes a hackathon's card date from a changed window and keeps its tags and image", async () => {
    const opened = await copyOf(maintainer, 'hackathon', 'hacktoberfest');
    const before = opened.listing as Hackathon;
    const window = { kind: 'dates', opens: '2027-10-01', closes: '2027-10-31' };
    const answer = await save(maintainer, 'hackathon', 'hacktoberfest', {
      version: opened.version,
      fields: { ...opened.fields, window },
    });
    expect(answer.status).toBe(200);
    const after = (await published('hackathons', 'hacktoberfest')) as Hackathon;
    expect(after).toMatchObject({ window, date: '1 Oct 2027 to 31 Oct 2027', tags: before.tags, image: before.image });
    expect(after.description).toBe(before.description);
    const { date: _date, ...keptHindi } = before.hi!;
    expect(after.hi).toEqual(keptHindi);
  });

  it('refuses bad fields with a 400 and the shared message, whatever the version', async () => {
    const opened = await copyOf(maintainer, 'internship', 'outreachy-backend');
    const backwards = await save(maintainer, 'internship', 'outreachy-backend', {
      version: opened.version,
      fields: { ...opened.fields, window: { kind: 'dates', opens: '2027-03-01', closes: '2027-02-01' } },
    });
    expect(backwards.status).toBe(400);
    expect((backwards.body as { message: string }).message).toContain('closes date is before its opens date');
    const noCurrency = await save(maintainer, 'internship', 'outreachy-backend', {
      version: opened.version,
      fields: { ...opened.fields, stipend: { kind: 'amount', amount: 100, per: 'month' } },
    });
    expect(noCurrency.status).toBe(400);
    // A hackathon's fields sent to an internship: the kind is the route's, never changed by an edit.
    const hackathon = await copyOf(maintainer, 'hackathon', 'smart-india-hackathon');
    const wrongKind = await save(maintainer, 'internship', 'outreachy-backend', {
      version: opened.version,
      fields: hackathon.fields,
    });
    expect(wrongKind.status).toBe(400);
    const missing = await save(maintainer, 'internship', 'no-such-listing', { version: 1, fields: opened.fields });
    expect([missing.status, missing.body]).toEqual([404, { code: 'not_found', message: MAINTAIN_MESSAGES.notFound }]);
    expect((await copyOf(maintainer, 'internship', 'outreachy-backend')).version).toBe(opened.version);
  });

  // Review of 28 Nov 2026, finding 8: the edit form's fields follow the same text rule as a suggestion's.
  it.each(HOSTILE_SUGGESTIONS.filter(([, change]) => !('description' in change)))(
    'refuses an edit with %s: 400 naming the field, nothing changed',
    async (_name, change, message) => {
      const opened = await copyOf(maintainer, 'internship', 'outreachy-backend');
      const answer = await save(maintainer, 'internship', 'outreachy-backend', {
        version: opened.version,
        fields: { ...opened.fields, ...change },
      });
      expect([answer.status, answer.body]).toEqual([400, { code: 'invalid_body', message }]);
      expect(await copyOf(maintainer, 'internship', 'outreachy-backend')).toEqual(opened);
    },
  );

  it("refuses a hackathon's description with a C1 control, naming the field", async () => {
    const opened = await copyOf(maintainer, 'hackathon', 'smart-india-hackathon');
    const answer = await save(maintainer, 'hackathon', 'smart-india-hackathon', {
      version: opened.version,
      fields: { ...opened.fields, description: 'A national \u009b31m hackathon' },
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      { code: 'invalid_body', message: TEXT_RULE_MESSAGES.hidden('description') },
    ]);
  });
});
