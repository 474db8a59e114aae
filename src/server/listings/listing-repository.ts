import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connection.js';
import type { ListingsTable } from '#server/db/schema.js';

export type ListingRow = Selectable<ListingsTable>;
export type ListingKind = ListingsTable['kind'];

export function createListingRepository(db: Db) {
  return {
    async all(kind?: ListingKind): Promise<ListingRow[]> {
      let query = db.selectFrom('listings').selectAll();
      if (kind) query = query.where('kind', '=', kind);
      // (kind, slug) is the key: rows seeded in the same millisecond still come in one order on
      // both engines, not in whatever order each breaks the tie.
      return query.orderBy('position').orderBy('created_at').orderBy('kind').orderBy('slug').execute();
    },

    async get(kind: ListingKind, slug: string): Promise<ListingRow | undefined> {
      return db.selectFrom('listings').selectAll().where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst();
    },

    /** Inserts a row unless one with its key exists (two instances seeding at once both succeed). */
    async insertIfAbsent(row: ListingRow): Promise<boolean> {
      const result = await db
        .insertInto('listings')
        .values(row)
        .onConflict((conflict) => conflict.columns(['kind', 'slug']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * A fingerprint of every listing: rows are only added (never deleted) and every update raises
     * a version, so count plus the sum of versions changes with each write, on any instance.
     */
    async stamp(): Promise<string> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('version').as('versions')])
        .executeTakeFirst();
      return `${Number(row?.rows ?? 0)}:${Number(row?.versions ?? 0)}`;
    },

    /** The place after the last listing of a kind, for a new listing. */
    async nextPosition(kind: ListingKind): Promise<number> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(row?.last ?? -1) + 1;
    },

    /**
     * Writes new fields if the row is still at `version` (and, for the seed, still unedited): the
     * version check that refuses the second of two saves made from the same copy.
     */
    async update(
      kind: ListingKind,
      slug: string,
      version: number,
      changes: Partial<Pick<ListingRow, 'data' | 'status' | 'seed_hash' | 'edited_at' | 'edited_by'>> & {
        updated_at: number;
      },
      options: { onlyUnedited?: boolean } = {},
    ): Promise<boolean> {
      let query = db
        .updateTable('listings')
        .set({ ...changes, version: version + 1 })
        .where('kind', '=', kind)
        .where('slug', '=', slug)
        .where('version', '=', version);
      if (options.onlyUnedited) query = query.where('edited_at', 'is', null);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
