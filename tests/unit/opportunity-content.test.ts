import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import {
  COMMUNITY_CATEGORIES,
  CONTACT_KINDS,
  INTERNSHIP_CATEGORIES,
  contactSchema,
  type Contact,
  type CommunityGroup,
  type Internship,
} from '#shared/content/index.js';

const catalogue = await loadCatalogue(path.resolve('content'));

describe('the opportunity and contact content', () => {
  it('has ten books, six hackathons and projects in every category but AI/ML', () => {
    expect((catalogue.get('books') as { books: unknown[] }).books).toHaveLength(10);
    expect((catalogue.get('hackathons') as { hackathons: unknown[] }).hackathons).toHaveLength(6);
    const projects = (catalogue.get('projects') as { projects: { category: string }[] }).projects;
    expect(new Set(projects.map((project) => project.category))).toEqual(
      new Set(['Frontend', 'Backend', 'UI/UX', 'App Dev', 'Cyber Security']),
    );
  });

  it('has at least 14 community groups with at least one in every category', () => {
    const groups = (catalogue.get('community') as { groups: CommunityGroup[] }).groups;
    expect(groups.length).toBeGreaterThanOrEqual(14);
    for (const category of COMMUNITY_CATEGORIES) expect(groups.some((group) => group.category === category)).toBe(true);
  });

  it('has internships in all four categories, each with a review date before its closing date', () => {
    const internships = (catalogue.get('internships') as { internships: Internship[] }).internships;
    for (const category of INTERNSHIP_CATEGORIES)
      expect(internships.some((item) => item.category === category)).toBe(true);
    for (const item of internships) expect(item.reviewedOn < item.openUntil).toBe(true);
  });

  it('ships the four contact channels in the spec order, without invented links', () => {
    const contact = catalogue.get('contact') as Contact;
    expect(contact.channels.map((channel) => channel.kind)).toEqual([...CONTACT_KINDS]);
    // Every url present must be a real https address (the schema checks); none is a placeholder.
    for (const channel of contact.channels) if (channel.url) expect(channel.url).toMatch(/^https:\/\/[^#]+$/);
  });
});

describe('the contact schema', () => {
  const channels = CONTACT_KINDS.map((kind) => ({ label: kind, kind }));
  const valid = { intro: 'Say hello.', channels };

  it('accepts channels without url and with an https url, and an optional e-mail', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    const withUrl = {
      ...valid,
      email: 'team@example.org',
      channels: channels.map((c) => ({ ...c, url: 'https://example.org/us' })),
    };
    expect(contactSchema.safeParse(withUrl).success).toBe(true);
  });

  it.each([
    ['a "#" link', { ...valid, channels: [{ ...channels[0]!, url: '#' }, ...channels.slice(1)] }, /placeholder/],
    [
      'a plain http link',
      { ...valid, channels: [{ ...channels[0]!, url: 'http://example.org' }, ...channels.slice(1)] },
      /https/,
    ],
    ['three channels', { ...valid, channels: channels.slice(1) }, /4/],
    ['channels out of order', { ...valid, channels: [...channels].reverse() }, /in order/],
    ['an unknown kind', { ...valid, channels: [{ label: 'x', kind: 'fax' }, ...channels.slice(1)] }, /kind|option/i],
    ['an invalid e-mail', { ...valid, email: 'nobody' }, /e-mail/],
    ['an unknown field', { ...valid, phone: '123' }, /phone|unrecognized/i],
  ])('refuses %s', (_name, data, message) => {
    const result = contactSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' ')).toMatch(message);
  });
});
