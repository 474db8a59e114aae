import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/api/maintain.js';
import { SITE_SETTINGS_MESSAGES, type ContactSettings, type SiteSettings } from '#shared/api/site-settings.js';
import type { Contact } from '#shared/content/contact.js';
import { collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';
import { signedInAccount } from '#harness/accounts.js';
import type { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from '#tests/support/listing-suggestion.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

const engines = await testEngines();

const LINKEDIN = 'https://www.linkedin.com/company/studyhub-example';
const EMPTY: ContactSettings = {
  email: '',
  urls: { 'professional-network': '', 'photo-sharing': '', chat: '', channel: '' },
};
const INVISIBLE_IN_LINKEDIN = 'The professional-network address contains spaces or invisible characters';
const withLinkedIn = (settings: ContactSettings, url = LINKEDIN): ContactSettings => ({
  ...settings,
  urls: { ...settings.urls, 'professional-network': url },
});

describe.each(engines)('site settings: contact channels a maintainer edits, on %s', (engine) => {
  let database: FreshDatabase;
  let server: TestServer;
  let learner: TestClient;
  let maintainer: TestClient;
  let second: TestClient;

  const settings = async (client = maintainer) => (await client.get('/api/maintain/settings')).body as SiteSettings;
  const contact = async (query = '') => (await learner.get(`/api/content/contact${query}`)).body as Contact;

  async function startServer() {
    server = await startTestServer(engine, {}, database);
    learner = (await signedInAccount(server, { name: 'lea' })).client;
    const maintainers = createMaintainerRepository(server.db);
    for (const name of ['max', 'mia']) {
      const account = await signedInAccount(server, { name });
      await maintainers.grant(account.userId, Date.now());
      if (name === 'max') maintainer = account.client;
      else second = account.client;
    }
  }

  beforeAll(async () => {
    database = await freshDatabase(engine);
    await startServer();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("starts from content/contact.yaml: nothing saved, every channel 'Available Soon'", async () => {
    const current = await settings();
    expect(current).toMatchObject({ version: 0, contact: EMPTY, updatedAt: null, updatedBy: null });
    expect(current.channels.map((channel) => channel.label)).toEqual([
      'LinkedIn',
      'Instagram',
      'WhatsApp',
      'Join Our Channel',
    ]);
    expect((await contact()).channels.every((channel) => channel.url === undefined)).toBe(true);
    expect((await learner.get('/api/maintain/settings')).status).toBe(404);
    expect((await save(learner, 0, withLinkedIn(EMPTY))).status).toBe(404);
  });

  it('a save shows at once on the Contact page and the footer (both languages), audited with before and after', async () => {
    const saved = await save(maintainer, 0, { ...withLinkedIn(EMPTY), email: ' team@studyhub.example ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 1,
      contact: { email: 'team@studyhub.example', urls: { 'professional-network': LINKEDIN } },
      updatedBy: expect.stringContaining('@example.com'),
    });
    for (const query of ['', '?lang=hi']) {
      const shown = await contact(query);
      expect(shown.email).toBe('team@studyhub.example');
      expect(shown.channels.map((channel) => channel.url)).toEqual([LINKEDIN, undefined, undefined, undefined]);
      // The catalogue's texts stay: the intro, and in Hindi each channel's Hindi name.
      expect(shown.intro).toContain('StudyHub');
    }
    expect((await contact('?lang=hi')).channels[3]?.hi?.label).toBe('हमारे चैनल से जुड़ें');
    const audit = (await maintainer.get('/api/maintain/audit')).body as { entries: AuditEntry[] };
    expect(audit.entries[0]).toMatchObject({
      action: 'edit-site-settings',
      target: 'site-settings:contact',
      before: EMPTY,
      after: { email: 'team@studyhub.example', urls: { 'professional-network': LINKEDIN } },
    });
  });

  it("refuses the second of two maintainers' saves with 'changed since you opened them'; the first is kept", async () => {
    const opened = await settings(second);
    const first = await save(maintainer, opened.version, withLinkedIn(opened.contact, `${LINKEDIN}-first`));
    expect(first.status).toBe(200);
    const late = await save(second, opened.version, withLinkedIn(opened.contact, `${LINKEDIN}-late`));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'version_conflict', message: SITE_SETTINGS_MESSAGES.versionConflict });
    expect((await contact()).channels[0]?.url).toBe(`${LINKEDIN}-first`);
    // A save from a version that never existed is refused the same way, never a 500.
    expect((await save(second, 99, EMPTY)).status).toBe(409);
  });

  it('refuses http, placeholders, credentials, hidden characters and bad e-mail addresses with a message; nothing changes', async () => {
    const before = await settings();
    for (const [url, message] of [
      ['http://www.linkedin.com/company/x', SITE_SETTINGS_MESSAGES.url],
      ['#', SITE_SETTINGS_MESSAGES.url],
      ['https://user:secret@linkedin.com/x', 'The professional-network address has a name before its host'],
      ['javascript:alert(1)', SITE_SETTINGS_MESSAGES.url],
      ['https://www.linkedin.com/\u202ecompany', INVISIBLE_IN_LINKEDIN],
      [`https://www.linkedin.com/${'a'.repeat(300)}`, SITE_SETTINGS_MESSAGES.tooLong],
    ]) {
      const answer = await save(maintainer, before.version, withLinkedIn(before.contact, url));
      expect(answer.status, url).toBe(400);
      expect((answer.body as { message: string }).message, url).toContain(message);
    }
    const badEmail = await save(maintainer, before.version, { ...before.contact, email: 'not an address' });
    expect(badEmail.status).toBe(400);
    expect((badEmail.body as { message: string }).message).toContain(SITE_SETTINGS_MESSAGES.email);
    expect(await settings()).toEqual(before);
  });

  // Review of 28 Nov 2026, finding 9: characters that show nothing, and look-alike hosts.
  it.each([
    ['a zero-width space', 'https://www.linked\u200bin.com/company/x', INVISIBLE_IN_LINKEDIN],
    ['a soft hyphen', 'https://www.linked\u00adin.com/company/x', INVISIBLE_IN_LINKEDIN],
    ['a line separator', 'https://www.linkedin.com/company\u2028/x', INVISIBLE_IN_LINKEDIN],
    ['a right-to-left mark', 'https://www.linkedin.com/\u200fcompany/x', INVISIBLE_IN_LINKEDIN],
    ['a word joiner', 'https://www.linkedin.com/company/\u2060x', INVISIBLE_IN_LINKEDIN],
    ['a Cyrillic і in a Latin host', 'https://l\u0456nkedin.com/company/x', 'mixes letters of different alphabets'],
    ['a Greek ο in a Latin host', 'https://www.linkedin.c\u03bfm.example/x', 'mixes letters of different alphabets'],
    ['user-info before the host', 'https://accounts.google.com@evil.example/login', 'has a name before its host'],
  ])('refuses an address with %s: 400 naming the field, nothing saved', async (_name, url, message) => {
    const before = await settings();
    const answer = await save(maintainer, before.version, withLinkedIn(before.contact, url));
    expect(answer.status).toBe(400);
    const said = (answer.body as { message: string }).message;
    expect(said).toContain('professional-network address');
    expect(said).toContain(message);
    expect(await settings()).toEqual(before);
  });

  it.each([
    ['a zero-width space', 'team\u200b@studyhub.example'],
    ['a soft hyphen', 'te\u00adam@studyhub.example'],
    ['a right-to-left mark', 'team@studyhub.example\u200f'],
  ])('refuses a public e-mail address with %s, naming the field', async (_name, email) => {
    const before = await settings();
    const answer = await save(maintainer, before.version, { ...before.contact, email });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('The public e-mail address contains');
    expect(await settings()).toEqual(before);
  });

  it('keeps a host written in one other alphabet, and one typed in its xn-- form', async () => {
    const before = await settings();
    for (const url of ['https://\u043f\u0440\u0438\u043c\u0435\u0440.example/x', 'https://xn--e1afmkfd.example/x']) {
      const answer = await save(maintainer, (await settings()).version, withLinkedIn(before.contact, url));
      expect(answer.status, url).toBe(200);
      expect((await settings()).contact.urls['professional-network']).toBe(url);
    }
    expect((await save(maintainer, (await settings()).version, before.contact)).status).toBe(200);
  });

  it('keeps the saved settings across a restart (content/ stays the default only until the first save)', async () => {
    const before = await settings();
    await server.close();
    await startServer();
    expect(await settings()).toEqual(before);
    expect((await contact()).channels[0]?.url).toBe(before.contact.urls['professional-network']);
    // Clearing an address brings 'Available Soon' back for that channel.
    const cleared = await save(maintainer, before.version, withLinkedIn(before.contact, ''));
    expect(cleared.status).toBe(200);
    expect((await contact()).channels[0]?.url).toBeUndefined();
  });
});

describe.each(engines)('what a link-check round visits, on %s', (engine) => {
  it("content/'s URLs, approved suggestions' links and the saved contact addresses", async () => {
    const server = await startTestServer(engine);
    try {
      const learner = (await signedInAccount(server, { name: 'lea' })).client;
      const keeper = await signedInAccount(server, { name: 'max' });
      await createMaintainerRepository(server.db).grant(keeper.userId, Date.now());
      const before = await server.catalogueServices.checkedUrls();
      const contentUrls = collectContentUrls(await loadCatalogue('content')).map((entry) => entry.url);
      expect(before).toEqual(expect.arrayContaining(contentUrls));
      const approvedUrl = 'https://example.org/approved-through-maintain';
      expect(before).not.toContain(approvedUrl);

      const sent = await learner.post('/api/listings/suggestions', { ...VALID_SUGGESTION, url: approvedUrl });
      const id = (sent.body as { id: string }).id;
      expect((await keeper.client.post(`/api/maintain/suggestions/${id}/approve`, {})).status).toBe(200);
      expect((await save(keeper.client, 0, withLinkedIn(EMPTY))).status).toBe(200);

      const after = await server.catalogueServices.checkedUrls();
      expect(after).toEqual(expect.arrayContaining([...before, approvedUrl, LINKEDIN]));
      expect(new Set(after).size).toBe(after.length);
    } finally {
      await server.close();
    }
  });
});

function save(client: TestClient, version: number, body: ContactSettings) {
  return client.put('/api/maintain/settings', { version, contact: body });
}
