import { createHash } from 'node:crypto';
import { hackathonSchema, internshipSchema, type Hackathon, type Internship } from '#shared/content/opportunities.js';
import { listingState, type ListingState } from '#shared/listing-state.js';
import { byUrgency, nextExpectedMonth } from '#shared/listing-urgency.js';
import type { Clock } from '#server/sessions/session-service.js';
import type { ListingKind, ListingRepository, ListingRow } from './listing-repository.js';

export type ListingFields = Internship | Hackathon;

/**
 * A published listing as the pages get it: its fields, the state on today's date, its version, and for
 * a recurring one the month (YYYY-MM) it is next expected in, when its season names one.
 */
export type Listed<T extends ListingFields> = T & { state: ListingState; version: number; nextExpected?: string };

export interface SeedReport {
  inserted: string[];
  updated: string[];
  retired: string[];
  /** Entries whose content/ text changed after a maintainer edited them: the edit is kept. */
  keptEdits: string[];
}

const SCHEMAS = { internship: internshipSchema, hackathon: hackathonSchema } as const;
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * The calendar day in India (UTC+5:30, no daylight saving) at `ms`: the day a listing's dates are
 * read in, for the pages and the notification jobs alike.
 */
export function indiaIsoDate(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function entryHash(entry: ListingFields): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex');
}

/**
 * A stored listing's fields. One written before a stricter rule (the text rule, decision 0036) no
 * longer parses: it is read as stored (`valid` false), so the console still shows it to be fixed
 * or retired, and learners' lists leave it out rather than fail or show hostile text.
 */
function readRow(kind: ListingKind, row: ListingRow): { fields: ListingFields; valid: boolean } {
  const data = { ...(JSON.parse(row.data) as object), id: row.slug };
  const parsed = SCHEMAS[kind].safeParse(data);
  return parsed.success ? { fields: parsed.data, valid: true } : { fields: data as ListingFields, valid: false };
}
const fieldsOf = (kind: ListingKind, row: ListingRow) => readRow(kind, row).fields;

function dataOf(entry: ListingFields): string {
  const { id: _id, ...data } = entry;
  return JSON.stringify(data);
}

/**
 * Listings live in the database (decision 0015). content/ seeds them: on every start each entry
 * is inserted if missing, and updated when its YAML changed and no maintainer has edited the row;
 * an edited row is never overwritten, and the start reports it. A seed row whose entry left
 * content/ is retired unless it was edited.
 */
export function createListingService(deps: { repository: ListingRepository; clock?: Clock }) {
  const { repository, clock = Date.now } = deps;

  async function seedOne(kind: ListingKind, entry: ListingFields, position: number, report: SeedReport) {
    const now = clock();
    const hash = entryHash(entry);
    const key = `${kind}:${entry.id}`;
    const inserted = await repository.insertIfAbsent({
      kind,
      slug: entry.id,
      data: dataOf(entry),
      status: 'published',
      origin: 'seed',
      seed_hash: hash,
      edited_at: null,
      edited_by: null,
      position,
      version: 1,
      created_at: now,
      updated_at: now,
    });
    if (inserted) return void report.inserted.push(key);
    const row = await repository.get(kind, entry.id);
    if (!row || row.seed_hash === hash) return;
    if (row.edited_at !== null) return void report.keptEdits.push(key);
    const changes = { data: dataOf(entry), seed_hash: hash, status: 'published' as const, updated_at: now };
    if (await repository.update(kind, entry.id, row.version, changes, { onlyUnedited: true })) report.updated.push(key);
  }

  async function retireMissing(kind: ListingKind, entries: readonly ListingFields[], report: SeedReport) {
    const present = new Set(entries.map((entry) => entry.id));
    for (const row of await repository.all(kind)) {
      if (row.origin !== 'seed' || row.status !== 'published' || present.has(row.slug) || row.edited_at !== null)
        continue;
      const retired = await repository.update(
        kind,
        row.slug,
        row.version,
        { status: 'retired', updated_at: clock() },
        { onlyUnedited: true },
      );
      if (retired) report.retired.push(`${kind}:${row.slug}`);
    }
  }

  return {
    async seed(content: { internships: readonly Internship[]; hackathons: readonly Hackathon[] }): Promise<SeedReport> {
      const report: SeedReport = { inserted: [], updated: [], retired: [], keptEdits: [] };
      for (const [index, entry] of content.internships.entries()) await seedOne('internship', entry, index, report);
      for (const [index, entry] of content.hackathons.entries()) await seedOne('hackathon', entry, index, report);
      await retireMissing('internship', content.internships, report);
      await retireMissing('hackathon', content.hackathons, report);
      return report;
    },

    /** Changes whenever any listing is added or saved, by any instance (listing-items.ts polls it). */
    stamp: () => repository.stamp(),

    /** This service's clock (tests move it to a given instant). */
    now: () => clock(),

    /** Today's calendar day in India by this service's clock. */
    today: () => indiaIsoDate(clock()),

    /**
     * Published listings of one kind with their state on today's date in India, most urgent first
     * (#shared/listing-urgency: ordered here, once, on the day the states are computed for).
     */
    async list<K extends ListingKind>(kind: K): Promise<Listed<K extends 'internship' ? Internship : Hackathon>[]> {
      const today = indiaIsoDate(clock());
      const rows = (await repository.all(kind)).filter((row) => row.status === 'published');
      const listed = rows.flatMap((row) => {
        const { fields, valid } = readRow(kind, row);
        if (!valid) return [];
        const nextExpected = nextExpectedMonth(fields.window, today);
        const state = listingState(fields.window, today);
        return [{ ...fields, state, version: row.version, ...(nextExpected ? { nextExpected } : {}) } as never];
      });
      return byUrgency<Listed<K extends 'internship' ? Internship : Hackathon>>(listed, today);
    },

    /** Every listing of every kind, retired ones too, for the maintainers' console. */
    async everything(): Promise<Array<{ kind: ListingKind; row: ListingRow; fields: ListingFields }>> {
      return (await repository.all()).map((row) => ({ kind: row.kind, row, fields: fieldsOf(row.kind, row) }));
    },

    async get(kind: ListingKind, slug: string): Promise<{ row: ListingRow; fields: ListingFields } | undefined> {
      const row = await repository.get(kind, slug);
      return row ? { row, fields: fieldsOf(kind, row) } : undefined;
    },

    /** Publishes an approved suggestion as a new listing after the last one; false if the slug is taken. */
    async publishSubmission(kind: ListingKind, fields: ListingFields, editor: string): Promise<boolean> {
      const parsed = SCHEMAS[kind].parse(fields);
      const now = clock();
      return repository.insertIfAbsent({
        kind,
        slug: parsed.id,
        data: dataOf(parsed),
        status: 'published',
        origin: 'submission',
        seed_hash: null,
        edited_at: now,
        edited_by: editor,
        position: await repository.nextPosition(kind),
        version: 1,
        created_at: now,
        updated_at: now,
      });
    },

    /**
     * A maintainer's edit, saved only if nobody saved the listing since `version` was read: the
     * second of two concurrent edits gets 'conflict' and nothing is lost.
     */
    async edit(
      kind: ListingKind,
      fields: ListingFields,
      version: number,
      editor: string,
    ): Promise<'saved' | 'conflict' | 'not-found'> {
      const parsed = SCHEMAS[kind].parse(fields);
      const row = await repository.get(kind, parsed.id);
      if (!row) return 'not-found';
      const now = clock();
      const saved = await repository.update(kind, parsed.id, version, {
        data: dataOf(parsed),
        edited_at: now,
        edited_by: editor,
        updated_at: now,
      });
      return saved ? 'saved' : 'conflict';
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
