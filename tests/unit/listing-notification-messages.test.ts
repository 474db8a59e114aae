import { describe, expect, it } from 'vitest';
import { pushMessageSchema } from '#shared/api/push.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { announcementMessage, closingMessage, pageOf, topicsOf } from '#server/notifications/listing-messages.js';

const internship = {
  id: 'orbit',
  title: 'Orbit AI residency',
  company: 'Example Lab',
  location: 'Bengaluru',
  category: 'AIML',
  alsoIn: ['Backend'],
  window: { kind: 'dates', opens: '2027-01-10', closes: '2027-02-10' },
} as unknown as Internship;
const hackathon = {
  id: 'monsoon',
  title: 'Monsoon build weekend '.repeat(6).trim(),
  date: 'Every July',
  location: 'Online',
  window: { kind: 'recurring', season: 'July' },
} as unknown as Hackathon;

describe('listing notification messages', () => {
  it('sends an internship to its category and its other categories, opening its category page', () => {
    expect(topicsOf('internship', internship)).toEqual(['internship:AIML', 'internship:Backend']);
    expect(topicsOf('hackathon', hackathon)).toEqual(['hackathons']);
    expect(pageOf('internship', internship)).toBe('/InternAIML');
    expect(pageOf('hackathon', hackathon)).toBe('/hackathon');
  });

  it('words a new and a reopened listing, within the push message limits', () => {
    expect(announcementMessage('internship', internship, 'new')).toEqual({
      title: 'New internship: Orbit AI residency',
      body: 'Example Lab, Bengaluru. Apply by 10 Feb 2027.',
      url: '/InternAIML',
    });
    expect(announcementMessage('internship', internship, 'reopened').title).toBe('Open again: Orbit AI residency');
    const long = announcementMessage('hackathon', hackathon, 'new');
    expect(long.title.length).toBeLessThanOrEqual(80);
    expect(long.title.endsWith('…')).toBe(true);
    expect(pushMessageSchema.safeParse(long).success).toBe(true);
  });

  it('counts the days left in a closing reminder', () => {
    expect(closingMessage('internship', internship, '2027-02-10', 3)).toEqual({
      title: 'Closes in 3 days: Orbit AI residency',
      body: 'You saved it. Apply by 10 Feb 2027.',
      url: '/InternAIML',
    });
    expect(closingMessage('hackathon', hackathon, '2027-07-01', 1).title).toMatch(/^Closes tomorrow: /);
    expect(closingMessage('hackathon', hackathon, '2027-07-01', 0).body).toBe('You saved it. Register by 1 Jul 2027.');
  });

  it("says it in Hindi for a Hindi account, the listing's own fields as entered", () => {
    expect(announcementMessage('internship', internship, 'new', 'hi')).toEqual({
      title: 'नई इंटर्नशिप: Orbit AI residency',
      body: 'Example Lab, Bengaluru. 10 Feb 2027 तक आवेदन करें।',
      url: '/InternAIML',
    });
    expect(announcementMessage('hackathon', hackathon, 'new', 'hi').title).toMatch(/^नया हैकाथॉन: /);
    expect(announcementMessage('internship', internship, 'reopened', 'hi').title).toBe('फिर से खुला: Orbit AI residency');
    expect(closingMessage('internship', internship, '2027-02-10', 3, 'hi')).toEqual({
      title: '3 दिन में बंद होगा: Orbit AI residency',
      body: 'आपने इसे सेव किया है। 10 Feb 2027 तक आवेदन करें।',
      url: '/InternAIML',
    });
    expect(closingMessage('hackathon', hackathon, '2027-07-01', 0, 'hi').title).toMatch(/^आज बंद होगा: /);
    expect(pushMessageSchema.safeParse(announcementMessage('hackathon', hackathon, 'new', 'hi')).success).toBe(true);
  });
});
