import { reportRequestSchema, type ReportField, type ReportRequest } from '#shared/api/reports.js';

export type FieldErrors = Partial<Record<ReportField, string>>;

/** The same schema the server uses; the first message per field is shown under that field. */
export function validateReport(values: ReportRequest): FieldErrors {
  const result = reportRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ReportField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The fields in the order they appear, for moving focus to the first one with an error. */
export const REPORT_FIELDS: readonly ReportField[] = ['pageOrLink', 'description', 'email'];
