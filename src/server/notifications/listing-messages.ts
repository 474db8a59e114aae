import type { PushMessage } from '#shared/api/push.js';
import type { NotificationTopic } from '#shared/api/notifications.js';
import { INTERNSHIP_PAGES } from '#shared/content/route-constants.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { formatListingDate } from '#shared/listing-state.js';
import type { Language } from '#shared/languages.js';
import type { ListingKind } from '#server/listings/listing-repository.js';

/** The words of listing pushes per language (docs/decisions/0029-server-texts-in-hindi.md); listings' own fields stay as entered. */
export const LISTING_WORDS = {
  en: {
    lead: (kind: ListingKind, reason: 'new' | 'reopened') => (reason === 'new' ? `New ${kind}` : 'Open again'),
    applyBy: (date: string) => `Apply by ${date}.`,
    openNow: 'Open now.',
    closes: (daysLeft: number) =>
      daysLeft === 0 ? 'Closes today' : daysLeft === 1 ? 'Closes tomorrow' : `Closes in ${daysLeft} days`,
    saved: (kind: ListingKind, date: string) =>
      `You saved it. ${kind === 'internship' ? 'Apply' : 'Register'} by ${date}.`,
  },
  hi: {
    lead: (kind: ListingKind, reason: 'new' | 'reopened') =>
      reason === 'reopened' ? 'फिर से खुला' : kind === 'internship' ? 'नई इंटर्नशिप' : 'नया हैकाथॉन',
    applyBy: (date: string) => `${date} तक आवेदन करें।`,
    openNow: 'अभी खुला है।',
    closes: (daysLeft: number) =>
      daysLeft === 0 ? 'आज बंद होगा' : daysLeft === 1 ? 'कल बंद होगा' : `${daysLeft} दिन में बंद होगा`,
    saved: (kind: ListingKind, date: string) =>
      `आपने इसे सेव किया है। ${date} तक ${kind === 'internship' ? 'आवेदन' : 'रजिस्टर'} करें।`,
  },
} satisfies Record<Language, unknown>;

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
  language: Language = 'en',
): PushMessage {
  const words = LISTING_WORDS[language];
  const closes = fields.window.kind === 'dates' ? fields.window.closes : undefined;
  const lead = words.lead(kind, reason);
  if (kind === 'internship') {
    const internship = fields as Internship;
    return {
      title: short(`${lead}: ${internship.title}`),
      body: short(
        `${internship.company}, ${internship.location}. ${closes ? words.applyBy(formatListingDate(closes)) : words.openNow}`,
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
  language: Language = 'en',
): PushMessage {
  const words = LISTING_WORDS[language];
  return {
    title: short(`${words.closes(daysLeft)}: ${fields.title}`),
    body: words.saved(kind, formatListingDate(closes)),
    url: pageOf(kind, fields),
  };
}
