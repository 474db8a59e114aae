import type { NotesRepository } from '#server/notes/notes-repository.js';
import type { ItemStateRepository } from '#server/item-state/item-state-repository.js';
import type { UserRow } from '#server/users/user-repository.js';
import type { AccountRepository } from '#server/users/account-repository.js';
import { yieldToLoop } from './export-stream.js';

/** Notes read per query for the export: a few hundred KB at most, then the loop is let go. */
const NOTES_PER_PAGE = 50;

/**
 * One part of 'Download my data'. A feature that stores something per account adds a section
 * (in services.ts) and its data appears in the export under `sections.<name>`.
 */
export interface ExportSection {
  name: string;
  collect(userId: string): Promise<unknown>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The sections every account has today: progress, saved items, notes, push subscriptions, the study
 * reminder, notification topics, suggested listings, reports.
 */
export function coreExportSections(deps: {
  itemState: ItemStateRepository;
  notes: NotesRepository;
  accounts: AccountRepository;
}): ExportSection[] {
  return [
    {
      name: 'progress',
      collect: async (userId) =>
        (await deps.itemState.forUser('progress', userId)).map((row) => ({
          itemId: row.item_id,
          page: row.page,
          done: row.done === 1,
          updatedAt: iso(row.updated_at),
        })),
    },
    {
      name: 'savedItems',
      collect: async (userId) =>
        (await deps.itemState.forUser('saved', userId)).map((row) => ({
          itemId: row.item_id,
          savedAt: iso(row.saved_at),
        })),
    },
    {
      name: 'notes',
      async collect(userId) {
        const notes: Array<{ itemId: string; text: string; updatedAt: string }> = [];
        for (let page = await deps.notes.page(userId, undefined, NOTES_PER_PAGE); page.length > 0;) {
          for (const row of page) notes.push({ itemId: row.item_id, text: row.text, updatedAt: iso(row.updated_at) });
          if (page.length < NOTES_PER_PAGE) break;
          await yieldToLoop();
          page = await deps.notes.page(userId, page.at(-1), NOTES_PER_PAGE);
        }
        return notes;
      },
    },
    {
      // Never the keys: an endpoint's host says which browser's push service, and that is all.
      name: 'pushSubscriptions',
      collect: async (userId) =>
        (await deps.accounts.pushSubscriptionsOf(userId)).map((row) => ({
          pushServiceHost: hostOf(row.endpoint),
          createdAt: iso(row.created_at),
        })),
    },
    {
      name: 'studyReminder',
      collect: async (userId) => {
        const row = await deps.accounts.reminderOf(userId);
        return row
          ? {
              days: row.days.split(',').map(Number),
              time: row.time,
              timeZone: row.time_zone,
              updatedAt: iso(row.updated_at),
            }
          : null;
      },
    },
    {
      // No row: every topic (the default), which is not a choice the person made.
      name: 'notificationTopics',
      collect: async (userId) => {
        const row = await deps.accounts.topicsOf(userId);
        return row ? { topics: row.topics ? row.topics.split(',') : [], updatedAt: iso(row.updated_at) } : null;
      },
    },
    {
      name: 'listingSuggestions',
      collect: async (userId) =>
        (await deps.accounts.suggestionsOf(userId)).map((row) => ({
          kind: row.kind,
          suggestion: JSON.parse(row.data) as unknown,
          status: row.status,
          reason: row.reason,
          createdAt: iso(row.created_at),
        })),
    },
    {
      name: 'reports',
      collect: async (userId) =>
        (await deps.accounts.reportsOf(userId)).map((row) => ({
          pageOrLink: row.page_or_link,
          description: row.description,
          replyEmail: row.email,
          createdAt: iso(row.created_at),
        })),
    },
  ];
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

export const EXPORT_FORMAT = 'studyhub-account-export';
export const EXPORT_VERSION = 1;

/** The whole export: a versioned envelope, the profile, then every section by name. */
export async function buildExport(user: UserRow, sections: readonly ExportSection[], now: number) {
  const collected: Record<string, unknown> = {};
  for (const section of sections) {
    collected[section.name] = await section.collect(user.id);
    await yieldToLoop();
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: iso(now),
    profile: {
      id: user.id,
      name: user.display_name,
      email: user.email,
      emailVerified: user.email_verified_at !== null,
      emailVerifiedAt: user.email_verified_at === null ? null : iso(user.email_verified_at),
      signInMethods: { password: user.password_hash !== null, google: user.google_sub !== null },
      createdAt: iso(user.created_at),
      language: user.language,
    },
    sections: collected,
  };
}
