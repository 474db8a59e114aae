import type { SuggestionRequest } from '#shared/api/suggestions.js';

/** A suggestion every rule accepts: the API suites and the hostile-input table start from it. */
export const VALID_SUGGESTION: SuggestionRequest = {
  kind: 'internship',
  title: 'Summer research intern',
  url: 'https://example.org/intern',
  organiser: 'Example Lab',
  category: 'AIML',
  location: 'Bengaluru',
  mode: 'on-site',
  window: { kind: 'dates', opens: '2027-01-10', closes: '2027-02-10' },
  eligibility: 'Second- and third-year students',
  stipend: { kind: 'amount', amount: 20000, currency: 'INR', per: 'month' },
};
