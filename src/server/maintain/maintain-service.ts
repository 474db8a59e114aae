import type { ListingCopy, ListingFormFields } from '#shared/api/listing-edit.js';
import type { AuditEntry, LinkTrouble, ListingOverview, MaintainReport, QueueItem } from '#shared/api/maintain.js';
import type { SuggestionRequest } from '#shared/api/suggestions.js';
import { daysBetween, listingState } from '#shared/listing-state.js';
import type { LinkHealthRepository } from '#server/links/link-health-repository.js';
import type { ListingKind } from '#server/listings/listing-repository.js';
import { indiaIsoDate, type ListingFields, type ListingService } from '#server/listings/listing-service.js';
import type { SuggestionRepository } from '#server/listings/suggestion-repository.js';
import type { Clock } from '#server/sessions/session-service.js';
import { formFieldsOf, mergeFormFields } from './listing-form-merge.js';
import type { MaintainerRepository } from './maintainer-repository.js';
import { listingFromSuggestion, slugFrom } from './suggestion-to-listing.js';

/** Who acts: kept in the audit log by e-mail, named on listings they verify. */
export interface Maintainer {
  email: string;
  name: string;
}

/** A listing as read before an edit: the audit's 'before' and the reopened check. */
type StoredListing = NonNullable<Awaited<ReturnType<ListingService['get']>>>;

/** A listing not checked against its source for longer than this gets a warning. */
export const STALE_AFTER_DAYS = 60;

/**
 * What an audit row acted on, as people name it: the listing's or suggestion's title, or a sent
 * message's title, from the copy the row keeps (after, else before); null when it has none.
 */
function auditTargetTitle(...copies: unknown[]): string | null {
  for (const copy of copies) {
    if (typeof copy !== 'object' || copy === null) continue;
    const { title, message } = copy as { title?: unknown; message?: { title?: unknown } };
    if (typeof title === 'string') return title;
    if (typeof message?.title === 'string') return message.title;
  }
  return null;
}

/**
 * The maintainers' console: the suggestion queue (approve, reject with a reason), every listing
 * with its warnings, versioned edits, and an audit row for every action (who, what, before, after).
 */
export function createMaintainService(deps: {
  maintainers: MaintainerRepository;
  listings: ListingService;
  suggestions: SuggestionRepository;
  links: LinkHealthRepository;
  /** Called after a listing is published or edited (the item registry and search read it again). */
  listingsChanged?: () => Promise<void>;
  /** Records a published or reopened listing for the notification job to announce. */
  announce?: (kind: ListingKind, slug: string, version: number, reason: 'new' | 'reopened') => Promise<unknown>;
  clock?: Clock;
}) {
  const {
    maintainers,
    listings,
    suggestions,
    links,
    listingsChanged = async () => {},
    announce = async () => {},
    clock = Date.now,
  } = deps;

  const audit = (actor: Maintainer, action: string, target: string, before: unknown, after: unknown) =>
    maintainers.audit(actor.email, action, target, before, after, clock());

  async function freeSlug(kind: ListingKind, title: string): Promise<string> {
    const base = slugFrom(title);
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await listings.get(kind, slug))) return slug;
    }
  }

  /**
   * Saves a whole listing (read as `before`) if nobody saved it since `version`; audits it, and
   * announces a closed listing that the edit opened again.
   */
  async function saveEdit(
    kind: ListingKind,
    before: StoredListing,
    fields: ListingFields,
    version: number,
    actor: Maintainer,
  ): Promise<'saved' | 'conflict' | 'not-found'> {
    const result = await listings.edit(kind, fields, version, actor.email);
    if (result === 'saved') {
      await audit(actor, 'edit-listing', `${kind}:${fields.id}`, before.fields, fields);
      // A listing that was closed and is open (or upcoming) again after the edit is news again.
      const today = indiaIsoDate(clock());
      const wasClosed = listingState(before.fields.window, today) === 'closed';
      if (wasClosed && listingState(fields.window, today) !== 'closed' && before.row.status === 'published')
        await announce(kind, fields.id, version + 1, 'reopened');
      await listingsChanged();
    }
    return result;
  }

  return {
    isMaintainer: (userId: string) => maintainers.isMaintainer(userId),

    async queue(): Promise<QueueItem[]> {
      return (await suggestions.pending()).map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        suggestion: JSON.parse(row.data) as SuggestionRequest,
        sender:
          row.sender_name === null || row.sender_email === null
            ? null
            : { name: row.sender_name, email: row.sender_email },
      }));
    },

    /**
     * Publishes a pending suggestion as a listing, as sent or as the maintainer corrected it
     * (`edited`, same kind); 'gone' if it is unknown or was reviewed already. The audit row keeps
     * what the student sent and what was published.
     */
    async approve(
      id: string,
      actor: Maintainer,
      edited?: SuggestionRequest,
    ): Promise<{ kind: 'approved'; slug: string } | { kind: 'gone' } | { kind: 'kind-changed' }> {
      const row = await suggestions.get(id);
      if (!row || row.status !== 'pending') return { kind: 'gone' };
      if (edited && edited.kind !== row.kind) return { kind: 'kind-changed' };
      const sent = JSON.parse(row.data) as SuggestionRequest;
      const suggestion = edited ?? sent;
      const slug = await freeSlug(row.kind, suggestion.title);
      const now = clock();
      // The review is claimed first (only one maintainer's approval wins), then the listing is written.
      const claimed = await suggestions.review(id, {
        status: 'approved',
        reason: null,
        listing_slug: slug,
        reviewed_at: now,
        reviewed_by: actor.email,
      });
      if (!claimed) return { kind: 'gone' };
      const fields = listingFromSuggestion(suggestion, slug, { on: indiaIsoDate(now), by: actor.name });
      await listings.publishSubmission(row.kind, fields, actor.email);
      await announce(row.kind, slug, 1, 'new');
      await listingsChanged();
      await audit(actor, 'approve-suggestion', `suggestion:${id} -> ${row.kind}:${slug}`, sent, fields);
      return { kind: 'approved', slug };
    },

    async reject(id: string, reason: string, actor: Maintainer): Promise<'rejected' | 'gone'> {
      const row = await suggestions.get(id);
      if (!row || row.status !== 'pending') return 'gone';
      const done = await suggestions.review(id, {
        status: 'rejected',
        reason,
        listing_slug: null,
        reviewed_at: clock(),
        reviewed_by: actor.email,
      });
      if (!done) return 'gone';
      await audit(actor, 'reject-suggestion', `suggestion:${id}`, JSON.parse(row.data), { reason });
      return 'rejected';
    },

    /** Every listing with what needs a maintainer's eye. */
    async overview(): Promise<ListingOverview[]> {
      const today = indiaIsoDate(clock());
      const linkTrouble = new Map((await links.withStatus(['dead', 'redirected'])).map((row) => [row.url, row]));
      return (await listings.everything()).map(({ kind, row, fields }) => {
        const state = listingState(fields.window, today);
        const warnings: string[] = [];
        if (state === 'closing-soon') {
          const left = daysBetween(today, fields.window.closes!);
          warnings.push(left === 0 ? 'Closes today' : `Closes in ${left} day${left === 1 ? '' : 's'}`);
        }
        const unverified = daysBetween(fields.verifiedOn, today);
        if (unverified > STALE_AFTER_DAYS) warnings.push(`Not verified for ${unverified} days`);
        const link = linkTrouble.get(fields.url);
        if (link?.status === 'dead') warnings.push('The link checker says the link is dead');
        if (link?.status === 'redirected') warnings.push(`The link redirects to ${link.final_url ?? 'another page'}`);
        return {
          kind,
          slug: row.slug,
          title: fields.title,
          url: fields.url,
          status: row.status,
          origin: row.origin,
          state,
          version: row.version,
          warnings,
        };
      });
    },

    async edit(
      kind: ListingKind,
      fields: ListingFields,
      version: number,
      actor: Maintainer,
    ): Promise<'saved' | 'conflict' | 'not-found'> {
      const before = await listings.get(kind, fields.id);
      return before ? saveEdit(kind, before, fields, version, actor) : 'not-found';
    },

    /** A listing as the console's edit form opens it: everything stored, the form's fields, the version. */
    async copy(kind: ListingKind, slug: string): Promise<ListingCopy | undefined> {
      const stored = await listings.get(kind, slug);
      if (!stored) return undefined;
      const { row, fields } = stored;
      return { kind, slug, version: row.version, listing: fields, fields: formFieldsOf(kind, fields) };
    },

    /**
     * The console form's fields saved over the listing read at `version` (decision 0031): what the
     * maintainer did not change stays as stored; a listing saved since is a 'conflict'.
     */
    async editForm(
      kind: ListingKind,
      slug: string,
      form: ListingFormFields,
      version: number,
      actor: Maintainer,
    ): Promise<'saved' | 'conflict' | 'not-found'> {
      const stored = await listings.get(kind, slug);
      if (!stored) return 'not-found';
      // Merged over the copy the form was filled from, or not at all (saveEdit checks again as it writes).
      if (stored.row.version !== version) return 'conflict';
      return saveEdit(kind, stored, mergeFormFields(kind, stored.fields, form).listing, version, actor);
    },

    /** Dead and redirected links from the link checker's last rounds. */
    async troubledLinks(): Promise<LinkTrouble[]> {
      return (await links.withStatus(['dead', 'redirected'])).map((row) => ({
        url: row.url,
        status: row.status as LinkTrouble['status'],
        httpCode: row.http_code,
        finalUrl: row.final_url,
        lastCheckedAt: row.last_checked_at,
      }));
    },

    async reports(limit = 200): Promise<MaintainReport[]> {
      return (await maintainers.reports(limit)).map((row) => ({
        id: row.id,
        pageOrLink: row.page_or_link,
        description: row.description,
        email: row.email,
        createdAt: Number(row.created_at),
        status: row.resolved_at === null ? 'open' : 'resolved',
        resolvedBy: row.resolved_by,
      }));
    },

    /** Marks a report resolved or open again; false for an unknown report. */
    async setReportStatus(id: string, status: 'open' | 'resolved', actor: Maintainer): Promise<boolean> {
      if (!(await maintainers.reportExists(id))) return false;
      if (status === 'resolved') await maintainers.resolveReport(id, actor.email, clock());
      else await maintainers.reopenReport(id);
      await audit(actor, status === 'resolved' ? 'resolve-report' : 'reopen-report', `report:${id}`, null, { status });
      return true;
    },

    /** Records a push a maintainer sent to everyone, with what it reached. */
    recordPush: (actor: Maintainer, message: unknown, summary: unknown) =>
      audit(actor, 'send-push', 'push:everyone', null, { message, summary }),

    async auditLog(limit = 200): Promise<AuditEntry[]> {
      return (await maintainers.recentAudit(limit)).map((row) => {
        const before = row.before_json === null ? null : (JSON.parse(row.before_json) as unknown);
        const after = row.after_json === null ? null : (JSON.parse(row.after_json) as unknown);
        return {
          actor: row.actor,
          actorName: row.actor_name,
          action: row.action,
          target: row.target,
          targetTitle: auditTargetTitle(after, before) ?? row.report_about,
          before,
          after,
          createdAt: row.created_at,
        };
      });
    },
  };
}

export type MaintainService = ReturnType<typeof createMaintainService>;
