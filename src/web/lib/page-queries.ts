import type { QueryClient } from '@tanstack/react-query';
import { isEndpoint, type PageData, type PageDeclaration, type UserData } from '#shared/pages/page-types.js';
import { contentQuery } from './api/content.js';
import { endpointQuery } from './api/endpoint.js';
import { loadSchemaOf } from './content-schemas.js';

type Ensure = (client: QueryClient) => Promise<unknown>;

/**
 * Each kind of user data with its query's module, fetched by the route that reads it: a route
 * downloads the query modules (and schemas) of its own page's data, which its page's code imports
 * anyway, and the signed-in app's first download carries none of them.
 */
const USER_DATA: Record<UserData, Ensure> = {
  progress: (client) => import('./api/progress.js').then((api) => client.ensureQueryData(api.progressQuery())),
  saved: (client) => import('./api/saved.js').then((api) => client.ensureQueryData(api.savedQuery())),
  notes: (client) => import('./api/notes.js').then((api) => client.ensureQueryData(api.notesQuery())),
  'dead-links': (client) => import('./api/dead-links.js').then((api) => client.ensureQueryData(api.deadLinksQuery())),
  account: (client) => import('./api/account.js').then((api) => client.ensureQueryData(api.accountQuery())),
  'internship-listings': (client) =>
    import('./api/listings.js').then((api) => client.ensureQueryData(api.internshipListingsQuery())),
  'hackathon-listings': (client) =>
    import('./api/listings.js').then((api) => client.ensureQueryData(api.hackathonListingsQuery())),
  suggestions: (client) =>
    import('./api/suggestions.js').then((api) => client.ensureQueryData(api.mySuggestionsQuery())),
};

const ensureUserData = (client: QueryClient, data: PageData): Promise<unknown> =>
  isEndpoint(data) ? client.ensureQueryData(endpointQuery(data)) : USER_DATA[data](client);

/**
 * Starts (or reuses from the cache) everything a page declares it shows on its first render and
 * resolves when all of it is there: a route's loader, so the page renders complete, not piecemeal.
 * A content entry is asked for at once, beside its schema's code.
 */
export async function ensurePageData(client: QueryClient, page: Pick<PageDeclaration, 'content' | 'userData'>) {
  const ensureContent = (name: string) => {
    const schema = loadSchemaOf(name);
    // An answer already cached never awaits its schema: its failed download must not go unhandled.
    schema.catch(() => undefined);
    return client.ensureQueryData(contentQuery(name, schema));
  };
  await Promise.all([
    ...(page.content ?? []).map(ensureContent),
    ...(page.userData ?? []).map((data) => ensureUserData(client, data)),
  ]);
}
