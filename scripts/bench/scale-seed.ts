import type { Db } from '#server/db/connection.js';
import type { SearchDocument } from '#shared/search-documents.js';

/** The issue's data-scale figures; `--rows` scales them all down together for quick checks. */
export const FULL_SCALE = { accounts: 100_000, progress: 2_000_000, saved: 500_000, notes: 200_000 };

export interface ScaleSize {
  accounts: number;
  progress: number;
  saved: number;
  notes: number;
  /** Reports filed by accounts (one per 40 accounts): 'Download my data' reads them by user. */
  reports: number;
}

/** The sizes for `progressRows` progress rows, keeping the issue's proportions. */
export function scaleSize(progressRows: number): ScaleSize {
  const ratio = progressRows / FULL_SCALE.progress;
  const accounts = Math.max(100, Math.round(FULL_SCALE.accounts * ratio));
  return {
    accounts,
    progress: Math.round(FULL_SCALE.progress * ratio),
    saved: Math.round(FULL_SCALE.saved * ratio),
    notes: Math.round(FULL_SCALE.notes * ratio),
    reports: Math.round(accounts / 40),
  };
}

export const scaleUserId = (i: number) => `scale-user-${i}`;
export const scaleEmail = (i: number) => `scale${i}@bench.example`;
export const HEAVY_USER = { id: 'scale-heavy', email: 'heavy@bench.example' };

/** Rows per multi-row INSERT: under both engines' bound-parameter limits for every table here. */
const BATCH = 2_000;
const DAY = 86_400_000;

interface Tables {
  users: Record<string, unknown>;
  user_progress: Record<string, unknown>;
  user_saved_items: Record<string, unknown>;
  user_notes: Record<string, unknown>;
  reported_issues: Record<string, unknown>;
}

/**
 * Fills a migrated database: accounts with one shared password hash, then progress, saved items,
 * notes and reports spread evenly over them (each user's items consecutive in the catalogue, so a
 * user never has one item twice), plus one heavy user with every item ticked, saved and noted.
 * One transaction per table with multi-row INSERTs: minutes become seconds on both engines.
 */
export async function seedScale(db: Db, size: ScaleSize, documents: readonly SearchDocument[], passwordHash: string) {
  const links = documents.filter((doc) => doc.kind === 'link');
  const now = Date.now();
  const pageOf = (linkId: string) => linkId.slice('link:'.length, linkId.indexOf('/'));
  const note = (i: number, length: number) =>
    `Note ${i}: revise this before the test, then try the exercises again.\n`
      .repeat(Math.ceil(length / 70))
      .slice(0, length);

  const insertAll = async <T extends keyof Tables>(table: T, count: number, row: (i: number) => Tables[T]) => {
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => row(from + k));
        // The bench's tables are those of schema.ts; the generic row type keeps this one helper for all.
        await trx
          .insertInto(table as never)
          .values(rows as never)
          .execute();
      }
    });
    console.log(
      `   ${table}: ${count.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };

  const account = (id: string, email: string) => ({
    id,
    email,
    display_name: 'Scale Reader',
    password_hash: passwordHash,
    google_sub: null,
    created_at: now - DAY,
    email_verified_at: now - DAY,
    language: null,
  });
  await insertAll('users', size.accounts + 1, (i) =>
    i === size.accounts ? account(HEAVY_USER.id, HEAVY_USER.email) : account(scaleUserId(i), scaleEmail(i)),
  );

  // Row i of a table belongs to user i % accounts and is that user's (i / accounts)th item.
  const spread =
    (pool: readonly SearchDocument[], row: (user: string, doc: SearchDocument, i: number) => Tables[keyof Tables]) =>
    (i: number) => {
      const user = i % size.accounts;
      const nth = Math.floor(i / size.accounts);
      return row(scaleUserId(user), pool[(user * 7 + nth) % pool.length]!, i);
    };
  const heavy = <T>(pool: readonly SearchDocument[], row: (doc: SearchDocument, i: number) => T) =>
    pool.map((doc, i) => row(doc, i));

  const progressRow = (user: string, doc: SearchDocument, i: number) => ({
    user_id: user,
    item_id: doc.id,
    page: pageOf(doc.id),
    done: i % 3 === 0 ? 0 : 1,
    updated_at: now - (i % 1000) * 60_000,
  });
  const savedRow = (user: string, doc: SearchDocument, i: number) => ({
    user_id: user,
    item_id: doc.id,
    saved_at: now - i,
  });
  const noteRow = (user: string, doc: SearchDocument, i: number, length = 160) => ({
    user_id: user,
    item_id: doc.id,
    text: note(i, length),
    version: 1,
    updated_at: now - i,
  });

  const heavyProgress = heavy(links, (doc, i) => progressRow(HEAVY_USER.id, doc, i));
  const heavySaved = heavy(documents, (doc, i) => savedRow(HEAVY_USER.id, doc, i));
  // The heavy user has written a long note on every item: some 2 MB of text to export.
  const heavyNotes = heavy(documents, (doc, i) => noteRow(HEAVY_USER.id, doc, i, 2_000));
  const withHeavy =
    <T>(count: number, many: (i: number) => T, heavyRows: T[]) =>
    (i: number) =>
      i < count ? many(i) : heavyRows[i - count]!;

  await insertAll(
    'user_progress',
    size.progress + heavyProgress.length,
    withHeavy(size.progress, spread(links, progressRow), heavyProgress),
  );
  await insertAll(
    'user_saved_items',
    size.saved + heavySaved.length,
    withHeavy(size.saved, spread(documents, savedRow), heavySaved),
  );
  await insertAll(
    'user_notes',
    size.notes + heavyNotes.length,
    withHeavy(
      size.notes,
      spread(documents, (user, doc, i) => noteRow(user, doc, i)),
      heavyNotes,
    ),
  );
  await insertAll('reported_issues', size.reports, (i) => ({
    id: `scale-report-${i}`,
    user_id: scaleUserId((i * 40) % size.accounts),
    page_or_link: '/front-end',
    description: 'A link on this page answers 404 since last week.',
    email: null,
    created_at: now - i * 1000,
  }));
}
