import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The interface language the learner chose ('en' or 'hi'), so it follows them to other
    // devices; null until they choose (the browser's languages decide meanwhile).
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
};
