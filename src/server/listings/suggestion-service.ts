import { randomUUID } from 'node:crypto';
import type { MySuggestion, SuggestionRequest } from '#shared/api/suggestions.js';
import { SUGGESTION_LIMITS } from '#shared/api/suggestions.js';
import type { Clock } from '#server/sessions/session-service.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import type { SuggestionRepository, SuggestionRow } from './suggestion-repository.js';

export type SuggestResult = { kind: 'saved'; suggestion: MySuggestion } | { kind: 'throttled'; retryAfterMs: number };

const DAY_MS = 86_400_000;

function describe(row: SuggestionRow): MySuggestion {
  const data = JSON.parse(row.data) as SuggestionRequest;
  return {
    id: row.id,
    kind: row.kind,
    title: data.title,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/**
 * 'Suggest a listing': a signed-in student's suggestion waits as 'pending' until a maintainer
 * approves or rejects it. At most SUGGESTION_LIMITS.perDay a day per account (the shared limiter,
 * atomic across instances), so the review queue cannot be flooded.
 */
export function createSuggestionService(deps: {
  repository: SuggestionRepository;
  limiter: RequestLimiter;
  clock?: Clock;
}) {
  const { repository, limiter, clock = Date.now } = deps;
  return {
    async suggest(userId: string, request: SuggestionRequest): Promise<SuggestResult> {
      const verdict = await limiter.take(`suggestion:user:${userId}`, {
        limit: SUGGESTION_LIMITS.perDay,
        windowMs: DAY_MS,
      });
      if (!verdict.allowed) return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
      const row: SuggestionRow = {
        id: randomUUID(),
        user_id: userId,
        kind: request.kind,
        data: JSON.stringify(request),
        status: 'pending',
        reason: null,
        listing_slug: null,
        created_at: clock(),
        reviewed_at: null,
        reviewed_by: null,
      };
      await repository.insert(row);
      return { kind: 'saved', suggestion: describe(row) };
    },

    /** The student's own suggestions, newest first, with their review status. */
    async mine(userId: string): Promise<MySuggestion[]> {
      return (await repository.ofUser(userId)).map(describe);
    },
  };
}

export type SuggestionService = ReturnType<typeof createSuggestionService>;
