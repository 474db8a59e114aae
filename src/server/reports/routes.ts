import { Hono } from 'hono';
import { REPORT_MESSAGES, reportRequestSchema } from '#shared/api/reports.js';
import type { AppEnv } from '#server/http/app-env.js';
import { jsonError, tooManyRequests } from '#server/http/errors.js';
import { readJson } from '#server/http/read-json.js';
import type { ReportService } from './report-service.js';

/** POST /api/reports: a signed-in user reports a problem. The caller mounts this behind requireSession. */
export function reportRoutes({ reports }: { reports: ReportService }) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const body = await readJson(c, reportRequestSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const result = await reports.submit(c.get('session').user.id, body.data);
    if (result.kind === 'throttled') {
      return tooManyRequests(c, 'too_many_reports', REPORT_MESSAGES.tooManyReports, result.retryAfterMs);
    }
    return c.json({ id: result.id, createdAt: result.createdAt }, 201);
  });

  return app;
}
