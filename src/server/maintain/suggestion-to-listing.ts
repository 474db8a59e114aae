import type { SuggestionRequest } from '#shared/api/suggestions.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { formatListingDate } from '#shared/listing-state.js';

/** 'Summer research intern!' -> 'summer-research-intern' (at most 60 characters). */
export function slugFrom(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'listing';
}

/** The card's 'Date' for a suggested hackathon, written from its window. */
export function dateText(window: SuggestionRequest['window']): string {
  if (window.kind === 'rolling') return 'Any time';
  if (window.kind === 'recurring') return window.season!;
  return window.opens
    ? `${formatListingDate(window.opens)} to ${formatListingDate(window.closes!)}`
    : `Until ${formatListingDate(window.closes!)}`;
}

/**
 * An approved suggestion as a listing: the student's fields, the spec's card defaults where a
 * student gives none, the suggestion's own link as its source, checked today by the approver.
 */
export function listingFromSuggestion(
  suggestion: SuggestionRequest,
  slug: string,
  verified: { on: string; by: string },
): Internship | Hackathon {
  const facts = {
    window: suggestion.window,
    eligibility: suggestion.eligibility,
    mode: suggestion.mode,
    sourceUrl: suggestion.url,
    verifiedOn: verified.on,
    verifiedBy: verified.by,
  };
  if (suggestion.kind === 'internship') {
    return {
      id: slug,
      title: suggestion.title,
      url: suggestion.url,
      company: suggestion.organiser,
      location: suggestion.location,
      duration: 'Not stated',
      stipend: suggestion.stipend,
      time: 'As per programme',
      tag: 'Suggested by a student',
      category: suggestion.category!,
      apply: 'Apply Now',
      ...facts,
    };
  }
  return {
    id: slug,
    url: suggestion.url,
    title: suggestion.title,
    date: dateText(suggestion.window),
    location: suggestion.location,
    description: suggestion.description ?? `${suggestion.title}, run by ${suggestion.organiser}.`,
    tags: ['Suggested by a student'],
    image: 'trophy',
    ...facts,
  };
}
