import type { QueryClient } from '@tanstack/react-query';
import { schemaOf } from '#shared/content/catalogue-files.js';
import { isEndpoint, type PageData, type PageDeclaration } from '#shared/pages/page-types.js';
import { accountQuery } from './api/account.js';
import { contentQuery } from './api/content.js';
import { deadLinksQuery } from './api/dead-links.js';
import { endpointQuery } from './api/endpoint.js';
import { hackathonListingsQuery, internshipListingsQuery } from './api/listings.js';
import { mySuggestionsQuery } from './api/suggestions.js';
import { progressQuery } from './api/progress.js';
import { notesQuery } from './api/notes.js';
import { savedQuery } from './api/saved.js';

function ensureUserData(client: QueryClient, data: PageData): Promise<unknown> {
  if (isEndpoint(data)) return client.ensureQueryData(endpointQuery(data));
  switch (data) {
    case 'progress':
      return client.ensureQueryData(progressQuery());
    case 'saved':
      return client.ensureQueryData(savedQuery());
    case 'notes':
      return client.ensureQueryData(notesQuery());
    case 'dead-links':
      return client.ensureQueryData(deadLinksQuery());
    case 'account':
      return client.ensureQueryData(accountQuery());
    case 'internship-listings':
      return client.ensureQueryData(internshipListingsQuery());
    case 'hackathon-listings':
      return client.ensureQueryData(hackathonListingsQuery());
    case 'suggestions':
      return client.ensureQueryData(mySuggestionsQuery());
  }
}

/**
 * Starts (or reuses from the cache) everything a page declares it shows on its first render and
 * resolves when all of it is there: a route's loader, so the page renders complete, not piecemeal.
 */
export async function ensurePageData(client: QueryClient, page: Pick<PageDeclaration, 'content' | 'userData'>) {
  await Promise.all([
    ...(page.content ?? []).map((name) => client.ensureQueryData(contentQuery(name, schemaOf(name)))),
    ...(page.userData ?? []).map((data) => ensureUserData(client, data)),
  ]);
}
