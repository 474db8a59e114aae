import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import type { HackathonListings, InternshipListings } from '#shared/api/listings.js';
import type { Internship } from '#shared/content/opportunities.js';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import type { TestClient } from '#harness/http.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();
const content = typedCatalogue(await loadCatalogue('content'));
const outreachy = content.internships.find((item) => item.id === 'outreachy-backend')!;
const gssoc = content.internships.find((item) => item.id === 'gssoc-frontend')!;

describe.each(engines)('listings in the database, seeded from content/, on %s', (engine) => {
  let database: FreshDatabase;
  let server: TestServer;
  let ada: TestClient;

  const internships = async () => (await ada.get('/api/listings/internships')).body as InternshipListings;
  const listed = async (id: string) => (await internships()).internships.find((item) => item.id === id);
  /** Sets the server's clock to an instant (UTC), whatever the real time is. */
  const setClock = (iso: string) => server.advanceClock(Date.parse(iso) - server.catalogueServices.listings.now());

  beforeAll(async () => {
    database = await freshDatabase(engine);
    server = await startTestServer(engine, {}, database);
    ada = (await signedInAccount(server, { name: 'ada', email: 'ada@example.com' })).client;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('serves every content/ entry, once, with its state and version 1', async () => {
    const body = await internships();
    expect(body.internships.map((item) => item.id).sort()).toEqual(content.internships.map((item) => item.id).sort());
    expect(body.internships.every((item) => item.version === 1)).toBe(true);
    expect(await listed('outreachy-backend')).toMatchObject({ stipend: outreachy.stipend, state: 'recurring' });
    const hackathons = (await ada.get('/api/listings/hackathons')).body as HackathonListings;
    // Every hackathon once; the answer's order is by urgency (tests/unit/listing-urgency.test.ts).
    expect(hackathons.hackathons.map((item) => item.title).sort()).toEqual(
      content.hackathons.map((item) => item.title).sort(),
    );
  });

  it("carries each seeded listing's Hindi beside its English, as content/ writes it", async () => {
    expect(outreachy.hi?.eligibility).toMatch(/[\u0900-\u097F]/);
    expect((await listed('outreachy-backend'))?.hi).toEqual(outreachy.hi);
    const hackathons = (await ada.get('/api/listings/hackathons')).body as HackathonListings;
    const hacktoberfest = hackathons.hackathons.find((item) => item.id === 'hacktoberfest');
    expect(hacktoberfest?.hi?.description).toBe(
      content.hackathons.find((item) => item.id === 'hacktoberfest')?.hi?.description,
    );
  });

  it('is for signed-in users only', async () => {
    const response = await fetch(`${server.url}/api/listings/internships`);
    expect(response.status).toBe(401);
  });

  it('computes the state around the dates on the injected clock, in India time', async () => {
    const dated: Internship = { ...gssoc, window: { kind: 'dates', opens: '2027-02-01', closes: '2027-03-10' } };
    const current = (await listed('gssoc-frontend'))!;
    expect(await server.catalogueServices.listings.edit('internship', dated, current.version, 'ada@example.com')).toBe(
      'saved',
    );
    const cases: [string, string, string][] = [
      ['2027-01-31T18:29:00Z', 'upcoming', '2027-01-31'], // 23:59 in India
      ['2027-01-31T18:30:00Z', 'open', '2027-02-01'], // midnight in India
      ['2027-03-02T12:00:00Z', 'open', '2027-03-02'],
      ['2027-03-03T12:00:00Z', 'closing-soon', '2027-03-03'], // 7 days left
      ['2027-03-10T18:29:00Z', 'closing-soon', '2027-03-10'], // the closing day, 23:59 in India
      ['2027-03-10T18:30:00Z', 'closed', '2027-03-11'],
    ];
    for (const [index, [instant, state, today]] of cases.entries()) {
      setClock(instant);
      // A session started before the jump would have expired: sign in at the new time.
      ada = (await signedInAccount(server, { name: `clock${index}`, email: `clock${index}@example.com` })).client;
      const body = await internships();
      expect(body.today, instant).toBe(today);
      expect(body.internships.find((item) => item.id === 'gssoc-frontend')!.state, instant).toBe(state);
    }
  });

  it('refuses the second of two edits made from the same version, and keeps the first', async () => {
    const current = (await listed('outreachy-backend'))!;
    const first = { ...outreachy, time: 'Full-time (30 hours a week)' };
    const second = { ...outreachy, duration: 'Three months' };
    const listings = server.catalogueServices.listings;
    expect(await listings.edit('internship', first, current.version, 'ada@example.com')).toBe('saved');
    expect(await listings.edit('internship', second, current.version, 'bob@example.com')).toBe('conflict');
    expect(await listed('outreachy-backend')).toMatchObject({
      time: 'Full-time (30 hours a week)',
      duration: outreachy.duration,
      version: current.version + 1,
    });
  });

  it("keeps a maintainer's edit across a restart, even when content/ changed it; updates and retires unedited ones", async () => {
    await server.close();
    server = await startTestServer(engine, {}, database);
    ada = (await signedInAccount(server, { name: 'ada2', email: 'ada2@example.com' })).client;
    expect((await listed('outreachy-backend'))!.time).toBe('Full-time (30 hours a week)');

    // The next start reads a content/ that changed two entries and dropped one.
    const changed = {
      internships: content.internships
        .filter((item) => item.id !== 'figma-student-leader-uiux')
        .map((item) =>
          item.id === 'outreachy-backend' || item.id === 'tcs-codevita'
            ? { ...item, duration: 'Changed in YAML' }
            : item,
        ),
      hackathons: content.hackathons,
    };
    const report = await server.catalogueServices.listings.seed(changed);
    expect(report).toEqual({
      inserted: [],
      updated: ['internship:tcs-codevita'],
      retired: ['internship:figma-student-leader-uiux'],
      keptEdits: ['internship:outreachy-backend'],
    });
    expect(await listed('outreachy-backend')).toMatchObject({
      time: 'Full-time (30 hours a week)',
      duration: outreachy.duration,
    });
    expect((await listed('tcs-codevita'))!.duration).toBe('Changed in YAML');
    expect(await listed('figma-student-leader-uiux')).toBeUndefined();

    // A second start with the same content/ changes nothing more.
    expect(await server.catalogueServices.listings.seed(changed)).toEqual({
      inserted: [],
      updated: [],
      retired: [],
      keptEdits: ['internship:outreachy-backend'],
    });
  });

  it('two instances seeding the same database at once insert a new entry exactly once', async () => {
    const other = await freshDatabase(engine);
    const a = await startTestServer(engine, {}, other);
    const b = await startTestServer(engine, {}, other);
    try {
      const added = { ...gssoc, id: 'gssoc-second-edition', url: 'https://gssoc.girlscript.tech/second' };
      const next = { internships: [...content.internships, added], hackathons: content.hackathons };
      const reports = await Promise.all([
        a.catalogueServices.listings.seed(next),
        b.catalogueServices.listings.seed(next),
      ]);
      expect(reports.flatMap((report) => report.inserted)).toEqual(['internship:gssoc-second-edition']);
      const rows = await a.db.selectFrom('listings').select(['slug', 'version']).execute();
      expect(rows).toHaveLength(content.internships.length + content.hackathons.length + 1);
      expect(rows.every((row) => Number(row.version) === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await other.drop();
    }
  });
});
