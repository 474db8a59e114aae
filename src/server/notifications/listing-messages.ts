import type { PushMessage } from '#shared/api/push.js';
import type { NotificationTopic } from '#shared/api/notifications.js';
import { INTERNSHIP_PAGES } from '#shared/content/route-constants.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { formatListingDate } from '#shared/listing-state.js';
import type { ListingKind } from '#server/listings/listing-repository.js';

/** Push titles are kept within the message schema's 80 characters. */
function short(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The page a listing is shown on: an internship's own category page, or /hackathon. */
export function pageOf(kind: ListingKind, fields: Internship | Hackathon): string {
  if (kind === 'hackathon') return '/hackathon';
  const category = (fields as Internship).category;
  return INTERNSHIP_PAGES.find((page) => page.filter === category)?.path ?? '/internship';
}

/** The topics a listing's announcement goes to: its categories, or hackathons. */
export function topicsOf(kind: ListingKind, fields: Internship | Hackathon): NotificationTopic[] {
  if (kind === 'hackathon') return ['hackathons'];
  const internship = fields as Internship;
  return [internship.category, ...(internship.alsoIn ?? [])].map((category) => `internship:${category}` as const);
}

/** 'New internship: Summer research intern', 'Example Lab, Bengaluru. Apply by 10 Feb 2027.' */
export function announcementMessage(
  kind: ListingKind,
  fields: Internship | Hackathon,
  reason: 'new' | 'reopened',
): PushMessage {
  const closes = fields.window.kind === 'dates' ? fields.window.closes : undefined;
  const lead = reason === 'new' ? `New ${kind}` : `Open again`;
  if (kind === 'internship') {
    const internship = fields as Internship;
    return {
      title: short(`${lead}: ${internship.title}`),
      body: short(
        `${internship.company}, ${internship.location}. ${closes ? `Apply by ${formatListingDate(closes)}.` : 'Open now.'}`,
        300,
      ),
      url: pageOf(kind, fields),
    };
  }
  const hackathon = fields as Hackathon;
  return {
    title: short(`${lead}: ${hackathon.title}`),
    body: short(`${hackathon.date}, ${hackathon.location}.`, 300),
    url: pageOf(kind, fields),
  };
}

/** 'Closes in 3 days: Summer research intern', 'You saved it. Apply by 10 Feb 2027.' */
export function closingMessage(
  kind: ListingKind,
  fields: Internship | Hackathon,
  closes: string,
  daysLeft: number,
): PushMessage {
  const when = daysLeft === 0 ? 'Closes today' : daysLeft === 1 ? 'Closes tomorrow' : `Closes in ${daysLeft} days`;
  return {
    title: short(`${when}: ${fields.title}`),
    body: `You saved it. ${kind === 'internship' ? 'Apply' : 'Register'} by ${formatListingDate(closes)}.`,
    url: pageOf(kind, fields),
  };
}
