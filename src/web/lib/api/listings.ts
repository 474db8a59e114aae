import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { hackathonListingsSchema, internshipListingsSchema } from '#shared/api/listings.js';
import type { Language } from '#shared/languages.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { rememberEnglishFallbacks } from '#web/lib/i18n/english-fallback.js';
import { currentLanguage, useLanguage } from '#web/lib/i18n/i18n.js';
import { apiRequest } from './client.js';

/**
 * A listings answer as the reader reads it. Every answer carries each listing's Hindi beside its
 * English (one answer for every reader, the one the page's HTML preloads); a Hindi reader gets the
 * Hindi put in place, and the English where none exists yet (a suggested listing has none).
 */
async function listingsFor<S extends z.ZodMiniType>(
  schema: S,
  answer: Promise<z.infer<S>>,
  language: Language,
): Promise<z.infer<S>> {
  if (language === 'en') return answer;
  const [{ localizeContent }, parsed] = await Promise.all([import('#shared/content/translation-walk.js'), answer]);
  return rememberEnglishFallbacks(localizeContent(schema, parsed));
}

/** Published internships with their state on today's date, from the listings table. */
export const internshipListingsQuery = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['listings', 'internships', language],
    queryFn: ({ signal }) =>
      listingsFor(
        internshipListingsSchema,
        apiRequest(USER_DATA_PATHS['internship-listings'], (data) => internshipListingsSchema.parse(data), { signal }),
        language,
      ),
  });

// While a switched language's answer is prepared, the page keeps showing the previous one.
export const useInternshipListings = () =>
  useQuery({ ...internshipListingsQuery(useLanguage()), placeholderData: keepPreviousData });

/** Published hackathons with their state on today's date. */
export const hackathonListingsQuery = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['listings', 'hackathons', language],
    queryFn: ({ signal }) =>
      listingsFor(
        hackathonListingsSchema,
        apiRequest(USER_DATA_PATHS['hackathon-listings'], (data) => hackathonListingsSchema.parse(data), { signal }),
        language,
      ),
  });

export const useHackathonListings = () =>
  useQuery({ ...hackathonListingsQuery(useLanguage()), placeholderData: keepPreviousData });
