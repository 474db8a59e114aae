import { queryOptions, useQuery } from '@tanstack/react-query';
import { hackathonListingsSchema, internshipListingsSchema } from '#shared/api/listings.js';
import { USER_DATA_PATHS } from '#shared/pages/page-types.js';
import { apiRequest } from './client.js';

/** Published internships with their state on today's date, from the listings table. */
export const internshipListingsQuery = () =>
  queryOptions({
    queryKey: ['listings', 'internships'],
    queryFn: ({ signal }) =>
      apiRequest(USER_DATA_PATHS['internship-listings'], (data) => internshipListingsSchema.parse(data), { signal }),
  });

export const useInternshipListings = () => useQuery(internshipListingsQuery());

/** Published hackathons with their state on today's date. */
export const hackathonListingsQuery = () =>
  queryOptions({
    queryKey: ['listings', 'hackathons'],
    queryFn: ({ signal }) =>
      apiRequest(USER_DATA_PATHS['hackathon-listings'], (data) => hackathonListingsSchema.parse(data), { signal }),
  });

export const useHackathonListings = () => useQuery(hackathonListingsQuery());
