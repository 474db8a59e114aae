import { randomUUID } from 'node:crypto';
import type { ValidReport } from '#shared/api/reports.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { ReportRepository } from './report-repository.js';

export interface ReportRateLimit {
  maxReports: number;
  windowMs: number;
}

/** Enough for a real user who finds several broken links, too few to flood the maintainers. */
export const DEFAULT_REPORT_RATE_LIMIT: ReportRateLimit = { maxReports: 5, windowMs: 60 * 60_000 };

export type SubmitResult =
  { kind: 'saved'; id: string; createdAt: number } | { kind: 'throttled'; retryAfterMs: number };

/**
 * Stores what a signed-in user reports. Counted per account: an account has one session at a
 * time, and counting the account (not the cookie) means signing out and in does not reset it.
 */
export function createReportService(
  reports: ReportRepository,
  limiter: RequestLimiter,
  limit: ReportRateLimit = DEFAULT_REPORT_RATE_LIMIT,
  clock: () => number = Date.now,
) {
  return {
    async submit(userId: string, report: ValidReport): Promise<SubmitResult> {
      const verdict = await limiter.take(`report:user:${userId}`, {
        limit: limit.maxReports,
        windowMs: limit.windowMs,
      });
      if (!verdict.allowed) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      const now = clock();
      const id = randomUUID();
      await reports.insert({
        id,
        user_id: userId,
        page_or_link: report.pageOrLink,
        description: report.description,
        email: report.email ?? null,
        created_at: now,
      });
      return { kind: 'saved', id, createdAt: now };
    },

    listRecent: (limitCount: number) => reports.listRecent(limitCount),
    count: () => reports.count(),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
