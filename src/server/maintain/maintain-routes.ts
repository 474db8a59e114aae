import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  MAINTAIN_MESSAGES,
  hackathonEditSchema,
  internshipEditSchema,
  approveRequestSchema,
  rejectRequestSchema,
} from '#shared/api/maintain.js';
import { hackathonFormEditSchema, internshipFormEditSchema } from '#shared/api/listing-edit.js';
import { slugSchema } from '#shared/content/primitives.js';
import { SERVER_MESSAGES } from '#shared/messages.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { PushService } from '#server/push/push-service.js';
import { pushMessageSchema } from '#shared/api/push.js';
import { SITE_SETTINGS_MESSAGES, siteSettingsSaveSchema } from '#shared/api/site-settings.js';
import type { SiteSettingsService } from '#server/site-settings/site-settings-service.js';
import type { Maintainer, MaintainService } from './maintain-service.js';

/**
 * Suggestion and report ids are UUIDs: anything else names nothing, and is answered as unknown
 * before it reaches the database (PostgreSQL refuses a NUL byte in text with an error).
 */
const ID = /^[A-Za-z0-9-]{1,64}$/;

/** A composed message waits at the push service for a day at most, as push:send does by default. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * /api/maintain/*: the maintainers' console. For any other account every route answers 404, the
 * same answer as a path that does not exist, so a learner cannot even tell the console is there.
 */
export function maintainRoutes({
  maintain,
  push,
  siteSettings,
}: {
  maintain: MaintainService;
  push: PushService;
  siteSettings: SiteSettingsService;
}) {
  const app = new Hono<AppEnv>();
  const actor = (c: { get(key: 'session'): AppEnv['Variables']['session'] }): Maintainer => ({
    email: c.get('session').user.email,
    name: c.get('session').user.displayName,
  });

  app.use('*', async (c, next) => {
    if (!(await maintain.isMaintainer(c.get('session').user.id)))
      return jsonError(c, 404, 'not_found', SERVER_MESSAGES.notFound);
    c.header('Cache-Control', 'private, no-store');
    await next();
  });

  app.get('/suggestions', async (c) => c.json({ suggestions: await maintain.queue() }));

  /** A path parameter that cannot name anything is answered as unknown, before any database read. */
  const onlyIf = (param: string, valid: (value: string) => boolean) =>
    createMiddleware(async (c, next) => {
      if (!valid(c.req.param(param) ?? '')) return jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
      await next();
    });
  const isId = (value: string) => ID.test(value);
  app.use('/suggestions/:id/*', onlyIf('id', isId));
  app.use('/reports/:id/*', onlyIf('id', isId));

  app.post('/suggestions/:id/approve', jsonBody(approveRequestSchema), async (c) => {
    const result = await maintain.approve(c.req.param('id'), actor(c), c.get('body').suggestion);
    if (result.kind === 'gone') return jsonError(c, 409, 'already_reviewed', MAINTAIN_MESSAGES.alreadyReviewed);
    if (result.kind === 'kind-changed') return jsonError(c, 400, 'kind_changed', MAINTAIN_MESSAGES.kindChanged);
    return c.json(result);
  });

  app.post('/suggestions/:id/reject', jsonBody(rejectRequestSchema), async (c) => {
    const result = await maintain.reject(c.req.param('id'), c.get('body').reason, actor(c));
    if (result === 'gone') return jsonError(c, 409, 'already_reviewed', MAINTAIN_MESSAGES.alreadyReviewed);
    return c.json({ kind: result });
  });

  app.get('/listings', async (c) => c.json({ listings: await maintain.overview() }));

  const saveAnswer = (c: Context, result: 'saved' | 'conflict' | 'not-found') => {
    if (result === 'conflict') return jsonError(c, 409, 'version_conflict', MAINTAIN_MESSAGES.versionConflict);
    if (result === 'not-found') return jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
    return c.json({ kind: result });
  };

  app.put('/listings/internship/:slug', jsonBody(internshipEditSchema), async (c) => {
    const { listing, version } = c.get('body');
    if (listing.id !== c.req.param('slug')) return jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
    return saveAnswer(c, await maintain.edit('internship', listing, version, actor(c)));
  });

  app.put('/listings/hackathon/:slug', jsonBody(hackathonEditSchema), async (c) => {
    const { listing, version } = c.get('body');
    if (listing.id !== c.req.param('slug')) return jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
    return saveAnswer(c, await maintain.edit('hackathon', listing, version, actor(c)));
  });

  // The console's edit form (decision 0032): the whole listing to fill it, then its fields merged over the stored copy.
  for (const [kind, schema] of [
    ['internship', internshipFormEditSchema],
    ['hackathon', hackathonFormEditSchema],
  ] as const) {
    // A listing's slug is a slug: anything else names nothing and never reaches the database.
    app.use(
      `/listings/${kind}/:slug`,
      onlyIf('slug', (value) => slugSchema.safeParse(value).success),
    );
    app.get(`/listings/${kind}/:slug`, async (c) => {
      const copy = await maintain.copy(kind, c.req.param('slug'));
      return copy ? c.json(copy) : jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
    });
    app.patch(`/listings/${kind}/:slug`, jsonBody(schema), async (c) => {
      const { fields, version } = c.get('body');
      return saveAnswer(c, await maintain.editForm(kind, c.req.param('slug'), fields, version, actor(c)));
    });
  }

  app.get('/reports', async (c) => c.json({ reports: await maintain.reports() }));
  for (const [path, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    app.post(`/reports/:id/${path}`, async (c) => {
      const known = await maintain.setReportStatus(c.req.param('id'), status, actor(c));
      if (!known) return jsonError(c, 404, 'not_found', MAINTAIN_MESSAGES.notFound);
      return c.json({ status });
    });
  }

  app.get('/links', async (c) => c.json({ links: await maintain.troubledLinks() }));

  // The push composer: who a message reaches, then the message to every subscribed browser.
  app.get('/push/audience', async (c) => c.json({ subscriptions: await push.audience() }));
  app.post('/push', jsonBody(pushMessageSchema), async (c) => {
    const message = c.get('body');
    const summary = await push.sendToAll(message, { concurrency: 10, ttlSeconds: PUSH_TTL_SECONDS });
    await maintain.recordPush(actor(c), message, summary);
    return c.json(summary);
  });

  // Site settings: the contact channels' addresses (the footer's social links) and the public e-mail.
  app.get('/settings', async (c) => c.json(await siteSettings.settings()));
  app.put('/settings', jsonBody(siteSettingsSaveSchema), async (c) => {
    const { contact, version } = c.get('body');
    const result = await siteSettings.save(contact, version, actor(c));
    if (result === 'conflict') return jsonError(c, 409, 'version_conflict', SITE_SETTINGS_MESSAGES.versionConflict);
    return c.json(result);
  });

  app.get('/audit', async (c) => c.json({ entries: await maintain.auditLog() }));
  return app;
}
