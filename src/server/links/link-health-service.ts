import type { LinkHealthRepository } from './link-health-repository.js';

/** What the pages and maintainers read of link health (the checker writes it). */
export function createLinkHealthService(repository: LinkHealthRepository) {
  return {
    /** URLs the checker has found dead, so pages can mark them. */
    async deadUrls(): Promise<string[]> {
      return (await repository.withStatus(['dead'])).map((row) => row.url);
    },
  };
}

export type LinkHealthService = ReturnType<typeof createLinkHealthService>;
