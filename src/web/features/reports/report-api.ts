import { useMutation } from '@tanstack/react-query';
import { reportResponseSchema, type ReportRequest } from '#shared/api/reports.js';
import { apiRequest } from '#web/lib/api/client.js';

/** Sends a report to POST /api/reports; the answer is checked with the shared schema. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (report: ReportRequest) =>
      apiRequest('/reports', (data) => reportResponseSchema.parse(data), { method: 'POST', body: report }),
  });
}
