import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SERVER_MESSAGES } from '#shared/messages.js';
import { accountRoutes } from './accounts/account-routes.js';
import { accountRecoveryRoutes } from './auth/account-recovery-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import type { CatalogueServices } from './catalogue-services.js';
import { googleRoutes } from './auth/google/google-routes.js';
import type { Config } from './config.js';
import { contentRoutes } from './content/content-routes.js';
import { listingRoutes } from './listings/listing-routes.js';
import { maintainRoutes } from './maintain/maintain-routes.js';
import type { Catalogue } from './content/load-catalogue.js';
import type { AppEnv } from './http/app-env.js';
import { jsonError } from './http/errors.js';
import { setAnswerHeader } from './http/answer-header.js';
import { csrfGuard, securityHeaders } from './http/security.js';
import { pushRoutes } from './push/push-routes.js';
import { PUBLIC_API_ROUTES } from './public-api-routes.js';
import { reportRoutes } from './reports/report-routes.js';
import type { Services } from './services.js';
import { readSessionToken } from './sessions/session-cookie.js';
import { sessionGate } from './sessions/session-gate.js';
import { linkRoutes } from './links/link-routes.js';
import { notesRoutes } from './notes/notes-routes.js';
import { notificationRoutes } from './notifications/notification-routes.js';
import { reminderRoutes } from './reminders/reminder-routes.js';
import { itemStateRoutes } from '#server/item-state/item-state-routes.js';
import { searchRoutes } from './search/search-routes.js';
import { talkoRoutes } from './talko/talko-routes.js';
import { videoRoutes } from './videos/video-routes.js';
import { loadStaticSite } from './web/static-site.js';
import { createPageRenderer } from './web/page-renderer.js';
import { renderedPages } from './web/rendered-pages.js';
import { diskCompressedCopies } from './http/compressed-copies.js';
import { healthRoutes } from './ops/health-routes.js';
import type { Logger } from './ops/logger.js';
import type { Readiness } from './ops/readiness.js';
import { requestLog, type RequestObserver } from './ops/request-log.js';

/** JSON bodies are small forms; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A note may hold 10,000 characters: in Hindi (3 bytes each in UTF-8) with its line breaks that is
 * up to about 40 KB of JSON, so PUT /api/notes alone takes more; its schema then counts characters.
 */
export const MAX_NOTE_BODY_BYTES = 48 * 1024;

export interface AppParts {
  config: Config;
  services: Services;
  catalogue: Catalogue;
  catalogueServices: CatalogueServices;
  site?: ReturnType<typeof loadStaticSite>;
  /** Logs, readiness and the metrics' request observer (main.ts makes them; tests make their own). */
  ops: { logger: Logger; readiness: Readiness; observe?: RequestObserver };
}

/** Builds the HTTP app: API plugins under /api, then the SPA. main.ts starts it. */
export function createApp({ config, services, catalogue, catalogueServices, site, ops }: AppParts) {
  // Each body known at start is compressed once per build or content version, whoever starts.
  const compressed = diskCompressedCopies(config.compressedCopiesDir);
  site ??= loadStaticSite(config.webDistDir, compressed);
  const renderPages = renderedPages(
    createPageRenderer(config.serverRender.dir, config.serverRender.deadlineMs),
    site,
    ops.logger,
  );
  const app = new Hono<AppEnv>();
  app.use('*', requestLog({ logger: ops.logger, trustProxy: config.trustProxy, observe: ops.observe }));
  // While shutting down, every answer asks the client (or proxy) not to reuse the connection.
  app.use('*', async (c, next) => {
    await next();
    if (ops.readiness.stopping) setAnswerHeader(c, 'Connection', 'close');
  });
  // Before the security headers and the gate: a load balancer's probe is public and costs nothing.
  app.route('/', healthRoutes(ops.readiness));

  // Frames: the privacy-enhanced YouTube player and, when configured, the chatbot provider's page.
  const frames = [
    'https://www.youtube-nocookie.com',
    ...(config.talkoEmbedUrl ? [new URL(config.talkoEmbedUrl).origin] : []),
  ];
  app.use('*', securityHeaders(config, { frames, images: ['https://i.ytimg.com'], scripts: site.inlineScriptHashes }));

  // A page is rendered with its content under the request's own session, its API reads answered
  // in process (the same routes, gate and limits a browser's requests meet). They are part of the
  // page's request: its id goes with them, so the request log and the metrics take them as such.
  const inProcess = (c: Context<AppEnv>) => async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', c.req.header('cookie') ?? '');
    return app.request(url, { ...init, headers }, { ...c.env, pageRequestId: c.get('requestId') });
  };
  // The spec's video search page lives at the route /api; the API itself is under /api/<feature>/.
  // A page's HTML carries its first-visit hints (in the account's language) only for a browser with a valid session.
  const signedIn = (c: Context) => async () =>
    (await services.sessions.authenticate(readSessionToken(c, config)))?.user ?? null;
  app.on(['GET', 'HEAD'], '/api', (c) => site.handle(c, signedIn(c), () => renderPages(c, inProcess(c))));

  const api = new Hono<AppEnv>();
  api.use('*', csrfGuard(config));
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => jsonError(c, 413, 'body_too_large', SERVER_MESSAGES.bodyTooLarge, { Connection: 'close' }),
    });
  const [limitBody, limitNoteBody] = [limitTo(MAX_BODY_BYTES), limitTo(MAX_NOTE_BODY_BYTES)];
  // GET and HEAD carry no body; asking for one makes Hono build a full Request per call (slow).
  api.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (c.req.path === '/api/notes' ? limitNoteBody : limitBody)(c, next);
  });
  // Every route below needs a session unless PUBLIC_API_ROUTES names it.
  api.use('*', sessionGate(config, services.sessions, PUBLIC_API_ROUTES));
  api.route(
    '/auth',
    authRoutes({
      config,
      auth: services.auth,
      sessions: services.sessions,
      lostSession: services.lostSession,
      verification: services.verification,
      mailAvailable: services.mail.available,
      isMaintainer: catalogueServices.maintain.isMaintainer,
    }),
  );
  api.route(
    '/auth',
    accountRecoveryRoutes({
      config,
      passwordReset: services.passwordReset,
      verification: services.verification,
      lostSession: services.lostSession,
      linkAttempts: services.linkAttempts,
      mailAvailable: services.mail.available,
      isMaintainer: catalogueServices.maintain.isMaintainer,
    }),
  );
  api.route(
    '/account',
    accountRoutes({
      config,
      accounts: services.accounts,
      verification: services.verification,
      describeItem: (itemId) => catalogueServices.registry.get(itemId),
    }),
  );
  api.route('/auth', googleRoutes({ config, google: services.google, lostSession: services.lostSession }));
  const { siteSettings } = catalogueServices;
  api.route(
    '/content',
    contentRoutes(
      catalogue,
      {
        contact: { version: siteSettings.contactVersion, load: siteSettings.contactContent },
      },
      compressed,
    ),
  );
  api.route('/reports', reportRoutes({ reports: services.reports }));
  api.route('/videos', videoRoutes(catalogueServices.videos));
  api.route('/talko', talkoRoutes({ talko: catalogueServices.talko, embedUrl: config.talkoEmbedUrl }));
  api.route('/search', searchRoutes(catalogueServices.search));
  // /progress, /progress/reset, /saved and /sync.
  api.route('/', itemStateRoutes(catalogueServices.itemState, catalogueServices.sync));
  api.route('/notes', notesRoutes(catalogueServices.notes));
  api.route('/reminders', reminderRoutes(catalogueServices.reminders));
  api.route('/notifications', notificationRoutes(catalogueServices.notifications));
  api.route('/links', linkRoutes(catalogueServices.linkHealth));
  api.route(
    '/listings',
    listingRoutes({ listings: catalogueServices.listings, suggestions: catalogueServices.suggestions }),
  );
  api.route(
    '/maintain',
    maintainRoutes({
      maintain: catalogueServices.maintain,
      push: services.push,
      siteSettings: catalogueServices.siteSettings,
    }),
  );
  api.route('/push', pushRoutes({ push: services.push }));
  api.all('*', (c) => jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound));
  app.route('/api', api);

  // Every other address is a page.
  app.on(['GET', 'HEAD'], '*', (c) => site.handle(c, signedIn(c), () => renderPages(c, inProcess(c))));

  app.onError((error, c) => {
    ops.logger.error({ err: error, requestId: c.get('requestId'), method: c.req.method }, 'request failed');
    return jsonError(c, 500, 'internal', SERVER_MESSAGES.internal);
  });
  app.notFound((c) => jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound));
  return app;
}
