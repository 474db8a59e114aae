import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listingCopySchema, type ListingFormFields } from '#shared/api/listing-edit.js';
import { apiRequest } from '#web/lib/api/client.js';

type Kind = ListingFormFields['kind'];
const path = (kind: Kind, slug: string) => `/maintain/listings/${kind}/${encodeURIComponent(slug)}`;

/**
 * The copy of a listing an edit form is filled from. Fetched when the form opens and again only
 * when the maintainer asks for the newer copy: a refetch behind their back would replace what
 * they are typing. (Its key is outside ['maintain'], so the console's refreshes leave it alone.)
 */
export const useListingCopy = (kind: Kind, slug: string) =>
  useQuery({
    queryKey: ['maintain-listing-copy', kind, slug],
    queryFn: ({ signal }) => apiRequest(path(kind, slug), (data) => listingCopySchema.parse(data), { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** Saves the form's fields over the copy read at `version`; a 409 says someone saved it since. */
export function useSaveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, version, fields }: { slug: string; version: number; fields: ListingFormFields }) =>
      apiRequest(path(fields.kind, slug), (data) => data, { method: 'PATCH', body: { version, fields } }),
    // The console's table and audit log show the saved listing (or, after a 409, the newer version);
    // the public listing pages show the saved one.
    onSettled: () => client.invalidateQueries({ queryKey: ['maintain'] }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['listings'] }),
  });
}
