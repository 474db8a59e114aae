import { afterEach } from 'vitest';
import type { SignedInSuite } from '#harness/signed-in-suite.js';

/**
 * Changes listing rows in the database, as a maintainer's edit would, for one test: every row changed
 * is put back after each test of the enclosing describe block, whether it passed or not.
 */
export function useListingRows(suite: SignedInSuite) {
  const restored: Array<{ slug: string; data: string }> = [];
  afterEach(async () => {
    for (const { slug, data } of restored.splice(0))
      await suite.app.db.updateTable('listings').set({ data }).where('slug', '=', slug).execute();
  });

  /** Changes one listing's stored fields until the test ends. */
  return async function withListing(slug: string, change: (data: Record<string, unknown>) => void) {
    const row = await suite.app.db
      .selectFrom('listings')
      .select('data')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    restored.push({ slug, data: row.data });
    const data = JSON.parse(row.data) as Record<string, unknown>;
    change(data);
    await suite.app.db
      .updateTable('listings')
      .set({ data: JSON.stringify(data) })
      .where('slug', '=', slug)
      .execute();
  };
}
