import { Hono } from 'hono';
import { REPORT_MESSAGES, reportRequestSchema } from '#shared/api/reports.js';
import type { AppEnv } from '#server/http/app-env.js';
import { tooManyRequests } from '#server/http/errors.js';
import { jsonBody } from '#server/http/validate.js';
import type { ReportService } from './report-service.js';

/** POST /api/reports: a signed-in user reports a problem. */
export function reportRoutes({ reports }: { reports: ReportService }) {
  const app = new Hono<AppEnv>();

  app.post('/', jsonBody(reportRequestSchema), async (c) => {
    const result = await reports.submit(c.get('session').user.id, c.get('body'));
    if (result.kind === 'throttled') {
      return tooManyRequests(c, 'too_many_reports', REPORT_MESSAGES.tooManyReports, result.retryAfterMs);
    }
    return c.json({ id: result.id, createdAt: result.createdAt }, 201);
  });

  return app;
}
