import type { ListingFormFields } from '#shared/api/listing-edit.js';
import type { Stipend } from '#shared/content/listing-fields.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import type { ListingKind } from '#server/listings/listing-repository.js';
import type { ListingFields } from '#server/listings/listing-service.js';
import { dateText } from './suggestion-to-listing.js';

/** The form has no 'up to' switch: the form's view of a stipend leaves the flag out (the merge keeps it). */
function withoutUpTo({ upTo: _upTo, ...stipend }: Stipend): Stipend {
  return stipend;
}

/**
 * A stored listing as the console's form shows it (decision 0031): the fields a listing of its
 * kind shares with the form, an internship's company as the form's organiser.
 */
export function formFieldsOf(kind: ListingKind, listing: ListingFields): ListingFormFields {
  const { title, url, location, mode, window, eligibility } = listing;
  const common = { title, url, location, mode, window, eligibility };
  if (kind === 'internship') {
    const internship = listing as Internship;
    return {
      kind,
      ...common,
      organiser: internship.company,
      category: internship.category,
      stipend: withoutUpTo(internship.stipend),
    };
  }
  return { kind, ...common, description: (listing as Hackathon).description };
}

/** JSON with sorted keys, so two equal values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The form's fields over the stored listing. Only a field the maintainer changed (it differs from
 * what the form was filled with) is written; everything else stays exactly as stored, including
 * what the form cannot show. A changed English text loses its Hindi (it translated the old text;
 * Hindi readers see the new English until it is translated again); a hackathon whose window
 * changed gets its card's date written from the new window, as an approved suggestion does; an
 * internship moved to a category it was 'also in' no longer lists that one twice.
 */
export function mergeFormFields(
  kind: ListingKind,
  stored: ListingFields,
  form: ListingFormFields,
): { listing: ListingFields; changed: string[] } {
  const before = formFieldsOf(kind, stored) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...stored };
  const outdatedHindi = new Set<string>();
  const changed: string[] = [];
  for (const [field, value] of Object.entries(form)) {
    if (field === 'kind' || canonical(value) === canonical(before[field])) continue;
    changed.push(field);
    const key = field === 'organiser' ? 'company' : field;
    outdatedHindi.add(key);
    if (field === 'stipend') {
      const old = (stored as Internship).stipend;
      const stipend = value as Stipend;
      // 'Up to' stays while the stipend stays an amount: the maintainer changed the figure, not its kind.
      next.stipend =
        old.upTo && stipend.kind === 'amount' && old.kind === 'amount' ? { ...stipend, upTo: true } : stipend;
    } else next[key] = value;
    if (field === 'category') {
      // The new home category is no longer an 'also in' one (one card per programme on every page).
      const alsoIn = ((stored as Internship).alsoIn ?? []).filter((other) => other !== value);
      if (alsoIn.length > 0) next.alsoIn = alsoIn;
      else delete next.alsoIn;
    }
    if (field === 'window' && kind === 'hackathon') {
      next.date = dateText(value as Hackathon['window']);
      outdatedHindi.add('date');
    }
  }
  const hindi = Object.entries(stored.hi ?? {}).filter(([key]) => !outdatedHindi.has(key));
  if (hindi.length > 0) next.hi = Object.fromEntries(hindi);
  else delete next.hi;
  return { listing: next as ListingFields, changed };
}
