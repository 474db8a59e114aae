import { SUGGESTION_MESSAGES, suggestionRequestSchema, type SuggestionRequest } from '#shared/api/suggestions.js';
import type { Currency, ListingMode } from '#shared/content/listing-fields.js';
import type { InternshipCategory } from '#shared/content/opportunities.js';

/** The form as typed: every field a string, turned into a request only when it is sent. */
export interface SuggestionForm {
  kind: 'internship' | 'hackathon';
  title: string;
  url: string;
  organiser: string;
  category: InternshipCategory | '';
  location: string;
  mode: ListingMode;
  windowKind: 'dates' | 'rolling' | 'recurring';
  opens: string;
  closes: string;
  season: string;
  eligibility: string;
  /** 'described' (the organiser's terms in words) is offered only when a maintainer edits a listing. */
  stipendKind: 'amount' | 'unpaid' | 'not-stated' | 'described';
  amount: string;
  currency: Currency;
  per: 'month' | 'week' | 'total';
  stipendText: string;
  description: string;
}

export type FieldName = keyof SuggestionForm;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FORM: SuggestionForm = {
  kind: 'internship',
  title: '',
  url: '',
  organiser: '',
  category: '',
  location: '',
  mode: 'remote',
  windowKind: 'dates',
  opens: '',
  closes: '',
  season: '',
  eligibility: '',
  stipendKind: 'not-stated',
  amount: '',
  currency: 'INR',
  per: 'month',
  stipendText: '',
  description: '',
};

/** The order errors are looked at, so focus goes to the first invalid field on the page. */
export const FIELD_ORDER: FieldName[] = [
  'title',
  'url',
  'organiser',
  'category',
  'location',
  'opens',
  'closes',
  'season',
  'eligibility',
  'amount',
  'currency',
  'per',
  'stipendText',
  'description',
];

/** A suggestion (a student's, or a listing's fields) as the form shows it, for a maintainer to correct. */
export function fromRequest(request: SuggestionRequest): SuggestionForm {
  const { window, stipend } = request;
  return {
    kind: request.kind,
    title: request.title,
    url: request.url,
    organiser: request.organiser,
    category: request.category ?? '',
    location: request.location,
    mode: request.mode,
    windowKind: window.kind,
    opens: window.kind === 'dates' ? (window.opens ?? '') : '',
    closes: window.kind === 'dates' ? (window.closes ?? '') : '',
    season: window.kind === 'recurring' ? (window.season ?? '') : '',
    eligibility: request.eligibility,
    // The form offers an amount, unpaid or not stated; a stipend only described in words is not stated to it.
    stipendKind: stipend.kind === 'described' ? 'not-stated' : stipend.kind,
    amount: stipend.kind === 'amount' && stipend.amount !== undefined ? String(stipend.amount) : '',
    currency: stipend.kind === 'amount' && stipend.currency ? stipend.currency : EMPTY_FORM.currency,
    per: stipend.kind === 'amount' && stipend.per ? stipend.per : EMPTY_FORM.per,
    stipendText: '',
    description: request.description ?? '',
  };
}

export function toRequest(form: SuggestionForm): SuggestionRequest {
  const window =
    form.windowKind === 'dates'
      ? { kind: 'dates' as const, opens: form.opens || undefined, closes: form.closes || undefined }
      : form.windowKind === 'recurring'
        ? { kind: 'recurring' as const, season: form.season.trim() || undefined }
        : { kind: 'rolling' as const };
  // The form asks only an internship for a stipend: a hackathon's is not stated, whatever the hidden fields hold.
  const stipend =
    form.kind === 'hackathon'
      ? { kind: 'not-stated' as const }
      : form.stipendKind === 'amount'
        ? {
            kind: 'amount' as const,
            amount: form.amount.trim() === '' ? undefined : Number(form.amount),
            currency: form.currency,
            per: form.per,
          }
        : form.stipendKind === 'described'
          ? { kind: 'described' as const, text: form.stipendText.trim() || undefined }
          : { kind: form.stipendKind };
  return {
    kind: form.kind,
    title: form.title,
    url: form.url.trim(),
    organiser: form.organiser,
    category: form.kind === 'internship' && form.category ? form.category : undefined,
    location: form.location,
    mode: form.mode,
    window,
    eligibility: form.eligibility,
    stipend,
    description: form.description.trim() ? form.description : undefined,
  };
}

type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/** Where an issue of the shared schema belongs in the form. */
function fieldOf(path: readonly PropertyKey[]): FieldName {
  const [first, second] = path.map(String);
  if (first === 'window') return second === 'season' ? 'season' : second === 'opens' ? 'opens' : 'closes';
  if (first === 'stipend')
    return second === 'currency' ? 'currency' : second === 'per' ? 'per' : second === 'text' ? 'stipendText' : 'amount';
  return (first ?? 'title') as FieldName;
}

/** The shared schema's issues as the form's errors: one message per field, the first found. */
export function errorsFromIssues(form: SuggestionForm, issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  // The schema checks the category across fields, which zod skips while a field is invalid; the
  // form says it at once, with the schema's own message.
  if (form.kind === 'internship' && !form.category) errors.category = SUGGESTION_MESSAGES.categoryMissing;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const message = field === 'url' && form.url.trim() === '' ? 'Enter the official link.' : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

/** Checks the form with the server's own schema; one message per field, the first found. */
export function validateSuggestion(form: SuggestionForm): FieldErrors {
  const result = suggestionRequestSchema.safeParse(toRequest(form));
  return result.success ? {} : errorsFromIssues(form, result.error.issues);
}

/** What a form's data is checked with and sent as: a suggestion here, a listing's fields in /maintain. */
export interface FormRules<Request> {
  validate: (form: SuggestionForm) => FieldErrors;
  toRequest: (form: SuggestionForm) => Request;
}

export const SUGGESTION_RULES: FormRules<SuggestionRequest> = { validate: validateSuggestion, toRequest };
