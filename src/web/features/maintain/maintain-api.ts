import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditLogSchema,
  linkTroublesSchema,
  listingsOverviewSchema,
  maintainReportsSchema,
  pushAudienceSchema,
  pushSummarySchema,
  queueSchema,
} from '#shared/api/maintain.js';
import type { PushMessage } from '#shared/api/push.js';
import type { SuggestionRequest } from '#shared/api/suggestions.js';
import { ApiRequestError, apiRequest } from '#web/lib/api/client.js';

const KEY = ['maintain'] as const;

/** A 404 is the server saying this account is no maintainer: not worth retrying. */
const retry = (count: number, error: Error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2;

export const useQueue = () =>
  useQuery({
    queryKey: [...KEY, 'suggestions'],
    queryFn: ({ signal }) => apiRequest('/maintain/suggestions', (data) => queueSchema.parse(data), { signal }),
    retry,
  });

export const useListingsOverview = () =>
  useQuery({
    queryKey: [...KEY, 'listings'],
    queryFn: ({ signal }) => apiRequest('/maintain/listings', (data) => listingsOverviewSchema.parse(data), { signal }),
    retry,
  });

export const useAuditLog = () =>
  useQuery({
    queryKey: [...KEY, 'audit'],
    queryFn: ({ signal }) => apiRequest('/maintain/audit', (data) => auditLogSchema.parse(data), { signal }),
    retry,
  });

/** Approve (as sent or as corrected) or reject one suggestion; every panel (and the public listings) is fetched again after. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      review:
        | { id: string; action: 'approve'; suggestion?: SuggestionRequest }
        | { id: string; action: 'reject'; reason: string },
    ) =>
      apiRequest(`/maintain/suggestions/${encodeURIComponent(review.id)}/${review.action}`, (data) => data, {
        method: 'POST',
        // Approving with a suggestion publishes the maintainer's corrected copy instead of the student's.
        body:
          review.action === 'reject'
            ? { reason: review.reason }
            : review.suggestion
              ? { suggestion: review.suggestion }
              : {},
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      await client.invalidateQueries({ queryKey: ['listings'] });
    },
  });
}

export const useTroubledLinks = () =>
  useQuery({
    queryKey: [...KEY, 'links'],
    queryFn: ({ signal }) => apiRequest('/maintain/links', (data) => linkTroublesSchema.parse(data), { signal }),
    retry,
  });

export const usePushAudience = () =>
  useQuery({
    queryKey: [...KEY, 'push-audience'],
    queryFn: ({ signal }) =>
      apiRequest('/maintain/push/audience', (data) => pushAudienceSchema.parse(data), { signal }),
    retry,
  });

/** Sends a composed message to every subscribed browser; the audit log shows it afterwards. */
export function useSendPush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: PushMessage) =>
      apiRequest('/maintain/push', (data) => pushSummarySchema.parse(data), { method: 'POST', body: message }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useReports = () =>
  useQuery({
    queryKey: [...KEY, 'reports'],
    queryFn: ({ signal }) => apiRequest('/maintain/reports', (data) => maintainReportsSchema.parse(data), { signal }),
    retry,
  });

/** Marks a reported issue resolved, or open again. */
export function useReportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resolve' | 'reopen' }) =>
      apiRequest(`/maintain/reports/${encodeURIComponent(id)}/${action}`, (data) => data, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
