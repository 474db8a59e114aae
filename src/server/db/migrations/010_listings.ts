import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  // Internships and hackathons as rows: seeded from content/ on start, edited by maintainers.
  // `data` holds the listing's fields as JSON, validated by the shared schema on every write and read.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listings')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      // published | retired (its seed entry left content/ and nobody edited it)
      .addColumn('status', 'text', (col) => col.notNull())
      // seed | submission
      .addColumn('origin', 'text', (col) => col.notNull())
      // SHA-256 of the content/ entry last seen, so a start knows whether the YAML changed
      .addColumn('seed_hash', 'text')
      // set by a maintainer's edit; from then on the seed never overwrites the row
      .addColumn('edited_at', 'bigint')
      .addColumn('edited_by', 'text')
      // where it stands on its page: a seed entry's place in its file; later listings come after
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('listings_pk', ['kind', 'slug'])
      .execute();
  },
};
