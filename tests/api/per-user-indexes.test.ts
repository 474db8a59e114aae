import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#server/users/account-repository.js';
import { loadConfig } from '#server/config.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { openMigratedDatabase, type DatabaseHandle } from '#server/db/connection.js';
import { PER_USER_INDEXES } from '#server/db/migrations/021_per_user_indexes.js';
import { createNotesRepository, notesOf } from '#server/notes/notes-repository.js';
import { createItemStateRepository, savedItemsOf } from '#server/item-state/item-state-repository.js';
import { searchDocuments } from '#shared/search-documents.js';
import { HEAVY_USER, scaleSize, scaleUserId, seedScale } from '#scripts/bench/scale-seed.js';
import { freshDatabase, testEngines, type FreshDatabase } from '#harness/databases.js';

const engines = await testEngines();
const documents = searchDocuments(typedCatalogue(await loadCatalogue('content')));
const links = documents.filter((doc) => doc.kind === 'link');
/** 100 accounts: 20 progress rows, 5 saved items and 2 notes each, as at full scale. */
const size = scaleSize(2_000);
const users = Array.from({ length: size.accounts }, (_, i) => scaleUserId(i));
const isDescending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

describe.each(engines)('per-user reads over the scale seed, with migration 021 (%s)', (engine) => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  /** Statements the repositories sent through the counting handle (for the batched reads). */
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  const countingDb = () => handle.db.withPlugin(counting);

  beforeAll(async () => {
    database = await freshDatabase(engine);
    handle = await openMigratedDatabase(loadConfig({ DATABASE_URL: database.url }).database);
    await seedScale(handle.db, size, documents, 'not-a-real-hash');
    await sql`analyze`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('has the three indexes on (user_id, time)', async () => {
    const names =
      engine === 'postgres'
        ? await sql<{ name: string; def: string }>`
            select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema()`.execute(
            handle.db,
          )
        : await sql<{ name: string; def: string }>`
            select name, sql as def from sqlite_master where type = 'index'`.execute(handle.db);
    for (const [name, table, columns] of PER_USER_INDEXES) {
      const index = names.rows.find((row) => row.name === name);
      expect(index?.def, name).toContain(table);
      expect(index!.def.replace(/"/g, '')).toContain(`(${columns.join(', ')})`);
    }
  });

  it("answers each user's rows, newest first, and never another user's", async () => {
    const user = scaleUserId(42);
    const items = createItemStateRepository(handle.db);
    const progress = await items.forUser('progress', user);
    const saved = await items.forUser('saved', user);
    const notes = await createNotesRepository(handle.db).forUser(user);
    expect([progress.length, saved.length, notes.length]).toEqual([20, 5, 2]);
    for (const rows of [progress, saved, notes]) expect(rows.every((row) => row.user_id === user)).toBe(true);
    expect(new Set(progress.map((row) => row.item_id)).size).toBe(20);
    expect(isDescending(saved.map((row) => row.saved_at))).toBe(true);
    expect(isDescending(notes.map((row) => row.updated_at))).toBe(true);
    // Report i was filed by account (i * 40) % 100: account 40 filed exactly one, account 41 none.
    const accounts = createAccountRepository(handle.db);
    expect(await accounts.reportsOf(scaleUserId(40))).toHaveLength(1);
    expect(await accounts.reportsOf(scaleUserId(41))).toEqual([]);
  });

  it('gives the heavy user every study link ticked and a note on every item', async () => {
    expect(await createItemStateRepository(handle.db).forUser('progress', HEAVY_USER.id)).toHaveLength(links.length);
    const notes = await createNotesRepository(handle.db).forUser(HEAVY_USER.id);
    expect(notes).toHaveLength(documents.length);
    expect(isDescending(notes.map((row) => row.updated_at))).toBe(true);
  });

  it('answers 100 users asking at once with two queries, each user only their own rows', async () => {
    const items = createItemStateRepository(countingDb());
    statements = 0;
    const answers = await Promise.all(users.map((user) => items.forUser('progress', user)));
    expect(statements).toBe(2); // at most 64 users per query
    answers.forEach((rows, i) => {
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.user_id === users[i])).toBe(true);
    });
    // Alone, the same rows (progress has no order of its own).
    const byItem = (rows: Array<{ item_id: string }>) => rows.map((row) => row.item_id).sort();
    expect(byItem(await items.forUser('progress', users[3]!))).toEqual(byItem(answers[3]!));
  });

  it('keeps each user newest first, and answers a user without rows with an empty list', async () => {
    const items = createItemStateRepository(countingDb());
    const notes = createNotesRepository(countingDb());
    statements = 0;
    const [savedRows, noteRows, none] = await Promise.all([
      Promise.all(users.slice(0, 30).map((user) => items.forUser('saved', user))),
      Promise.all(users.slice(0, 30).map((user) => notes.forUser(user))),
      items.forUser('saved', 'nobody'),
    ]);
    expect(statements).toBe(2);
    expect(none).toEqual([]);
    savedRows.forEach((rows, i) => {
      expect(rows.map((row) => row.user_id)).toEqual(Array(5).fill(users[i]));
      expect(isDescending(rows.map((row) => row.saved_at))).toBe(true);
    });
    noteRows.forEach((rows, i) => {
      expect(rows.map((row) => row.user_id)).toEqual(Array(2).fill(users[i]));
      expect(isDescending(rows.map((row) => row.updated_at))).toBe(true);
    });
  });

  it('never answers from an earlier read: a write that finished before the read is in it', async () => {
    const items = createItemStateRepository(handle.db);
    const user = users[5]!;
    const before = await items.forUser('saved', user);
    const itemId = documents.find((doc) => !before.some((row) => row.item_id === doc.id))!.id;
    await items.write(user, { kind: 'saved', itemId, value: true }, Date.now() + 60_000);
    const after = await items.forUser('saved', user);
    expect(after[0]?.item_id).toBe(itemId);
    expect(after).toHaveLength(before.length + 1);
    await items.write(user, { kind: 'saved', itemId, value: false }, Date.now());
    expect(await items.forUser('saved', user)).toEqual(before);
  });

  it.runIf(engine === 'sqlite')('plans the listed reads on the new indexes (SQLite)', async () => {
    const user = scaleUserId(7);
    // The repositories' own queries, as a batch of users' reads sends them (rows-by-user.ts).
    const batch = Array.from({ length: 16 }, (_, i) => scaleUserId(i));
    const queries = {
      user_saved_items_user_time: savedItemsOf(handle.db, batch),
      user_notes_user_time: notesOf(handle.db, batch),
      reported_issues_user_id: handle.db
        .selectFrom('reported_issues')
        .selectAll()
        .where('user_id', '=', user)
        .orderBy('created_at'),
    };
    for (const [index, query] of Object.entries(queries)) {
      const compiled = query.compile();
      const plan = await handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details, index).toContain(index);
      expect(details, index).not.toContain('TEMP B-TREE');
    }
  });
});
