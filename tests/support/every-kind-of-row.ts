import { itemIds } from '#shared/item-ids.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { createLeaseRepository } from '#server/jobs/lease-repository.js';
import { createLinkHealthChecker } from '#server/links/link-health-checker.js';
import { createLinkHealthRepository } from '#server/links/link-health-repository.js';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';
import { signedInAccount, type SignedInAccount } from '#harness/accounts.js';
import { newBrowserSubscription } from './fake-push-service.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';
import { TestClient } from '#harness/http.js';
import { VALID_SUGGESTION } from './listing-suggestion.js';
import { oidcEnv, startMockOidc } from './oidc.js';
import { refuseAllButTestServers } from './outbound.js';
import { freePort } from '#harness/production-server.js';
import type { TestServer } from '#harness/test-server.js';

const content = typedCatalogue(await loadCatalogue('content'));
const LINKS = content.topics.flatMap((topic) =>
  topic.sections.flatMap((section) => section.links.map((link) => itemIds.link(topic.slug, link.id))),
);

export interface RowStandIns {
  /** What the server needs to reach them: Google sign-in, YouTube, private push endpoints. */
  env: Record<string, string>;
  /** A local page the link checker can visit. */
  pageUrl: string;
  /** A push endpoint on a port nobody listens on: a push service that is down. */
  downPushEndpoint: string;
  stop(): Promise<void>;
}

/** The local stand-ins for the outside services whose answers the app keeps in its tables. */
export async function startRowStandIns(): Promise<RowStandIns> {
  const oidc = await startMockOidc();
  const youtube = await startFakeYoutube();
  return {
    env: {
      ...oidcEnv(oidc.issuer),
      YOUTUBE_API_KEY: 'every-kind-of-row-key',
      YOUTUBE_API_BASE: youtube.base,
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    },
    pageUrl: `${youtube.base}/search?q=a+page+to+check`,
    downPushEndpoint: `https://localhost:${await freePort()}/push/ada`,
    async stop() {
      await youtube.stop();
      await oidc.stop();
    },
  };
}

export interface FilledDatabase {
  /** A learner with ticks, saved items, a note, a reminder, topics, a browser, a report and a suggestion. */
  learner: SignedInAccount;
  /** A maintainer who approved the suggestion, resolved the report and saved the contact settings. */
  maintainer: SignedInAccount;
}

/**
 * Writes at least one row into every table of the schema, the way the app writes them: through
 * the HTTP API, one round of each periodic job, and the stand-ins answering for Google, YouTube,
 * a push service and a web page. Only the maintainer role is granted through its repository, as
 * `npm run user:role` does. A new table stays empty until this grows (the db:copy test says so).
 */
export async function fillEveryTable(server: TestServer, standIns: RowStandIns): Promise<FilledDatabase> {
  const ok = async (what: string, answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  };
  // users, active_sessions, server_keys (the known-browser key signs the sign-in's cookie).
  const learner = await signedInAccount(server, { name: 'Ada' });
  const maintainer = await signedInAccount(server, { name: 'Max' });
  await createMaintainerRepository(server.db).grant(maintainer.userId, Date.now());
  const ada = learner.client;
  const max = maintainer.client;

  // user_progress, item_changes, user_saved_items, user_notes, user_notes_revisions.
  await ok('a tick', ada.put('/api/progress', { itemId: LINKS[0], done: true }));
  await ok('an untick', ada.put('/api/progress', { itemId: LINKS[3], done: false }));
  await ok('a saved item', ada.put('/api/saved', { itemId: LINKS[1], saved: true }));
  await ok('a note', ada.put('/api/notes', { itemId: LINKS[2], text: 'Revise flexbox', baseVersion: 0 }));
  await ok('a language', ada.put('/api/account/language', { language: 'hi' }));
  // study_reminders: every day at this minute (UTC), so this round's reminder is due; notification_topics.
  const now = new Date();
  const time = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
  await ok('a reminder', ada.put('/api/reminders', { days: [1, 2, 3, 4, 5, 6, 7], time, timeZone: 'UTC' }));
  await ok('topics', ada.put('/api/notifications/topics', { topics: ['internship:AIML', 'closing-soon'] }));
  // push_subscriptions; vapid_keys (made for the first send below).
  await ok('a browser', ada.post('/api/push/subscriptions', newBrowserSubscription(standIns.downPushEndpoint).json));
  // reported_issues, listing_suggestions.
  const report = (await ok(
    'a report',
    ada.post('/api/reports', { pageOrLink: '/front-end', description: 'The second link is dead.' }),
  )) as { id: string };
  const suggestion = (await ok('a suggestion', ada.post('/api/listings/suggestions', VALID_SUGGESTION))) as {
    id: string;
  };
  // video_search_cache: only verified addresses spend YouTube quota.
  await server.services.users.markEmailVerified(learner.userId, Date.now());
  await ok('a video search', ada.get('/api/videos/search?q=css%20grid'));

  // rate_limits (a failed sign-in), account_tokens and mail_outbox (a reset link), oidc_flows.
  const stranger = new TestClient(server.url);
  if ((await stranger.signIn(learner.email, 'not the password')).status !== 401)
    throw new Error('a wrong password was not refused');
  await ok('a reset request', stranger.post('/api/auth/password-reset/request', { email: maintainer.email }));
  await server.services.mail.settled();
  const google = await stranger.get('/api/auth/google/start');
  if (google.status !== 302) throw new Error(`Google sign-in start answered ${google.status}`);

  // A third account's phone is signed out by 'Sign out the other device' on a laptop.
  const phone = await signedInAccount(server, { name: 'Phone' });
  const laptop = new TestClient(server.url);
  await laptop.signIn(phone.email, phone.password); // refused (one device), with the hand-over grant
  await ok('a hand-over to another device', laptop.post('/api/auth/takeover', {}));

  // listings (an approved suggestion), listing_announcements, maintainer_audit, report_resolutions, site_settings.
  await ok('an approval', max.post(`/api/maintain/suggestions/${suggestion.id}/approve`, {}));
  await ok('a resolution', max.post(`/api/maintain/reports/${report.id}/resolve`, {}));
  const settings = (await ok('the settings', max.get('/api/maintain/settings'))) as {
    version: number;
    contact: Record<string, unknown>;
  };
  await ok(
    'a settings save',
    max.put('/api/maintain/settings', {
      version: settings.version,
      contact: { ...settings.contact, email: 'team@studyhub.example' },
    }),
  );

  // leases, listing_notifications (the push service is down: kept to retry), study_reminder_sends, link_checks.
  for (const job of [server.catalogueServices.notificationJob, server.catalogueServices.reminderJob]) {
    if ((await job.runIfDue()) !== 'ran') throw new Error(`the job ${job.name} did not run`);
  }
  const checker = createLinkHealthChecker({
    urls: [standIns.pageUrl],
    links: createLinkHealthRepository(server.db),
    leases: createLeaseRepository(server.db),
    options: {
      intervalMs: 60_000,
      concurrency: 1,
      perHostDelayMs: 0,
      timeoutMs: 5_000,
      refuseAddress: refuseAllButTestServers,
    },
  });
  if ((await checker.runIfDue()) !== 'ran') throw new Error('the link check did not run');
  return { learner, maintainer };
}
