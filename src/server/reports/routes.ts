import { Hono } from 'hono';
import { REPORT_MESSAGES, reportRequestSchema } from '../../shared/api/reports.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonError } from '../http/errors.js';
import { readJson } from '../http/read-json.js';
import type { ReportService } from './report-service.js';

/** POST /api/reports: a signed-in user reports a problem. The caller mounts this behind requireSession. */
export function reportRoutes({ reports }: { reports: ReportService }) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const body = await readJson(c, reportRequestSchema);
    if (!body.ok) return jsonError(c, body.status, body.code, body.message);
    const result = await reports.submit(c.get('session').user.id, body.data);
    if (result.kind === 'throttled') {
      return jsonError(c, 429, 'too_many_reports', REPORT_MESSAGES.tooManyReports, {
        'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)),
      });
    }
    return c.json({ id: result.id, createdAt: result.createdAt }, 201);
  });

  return app;
}
