import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScript } from '#tests/support/run-script.js';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import {
  COMMUNITY_CATEGORIES,
  CONTACT_KINDS,
  INTERNSHIP_CATEGORIES,
  contactSchema,
  type Contact,
  type CommunityGroup,
  type Hackathon,
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

  it('has internships in all four categories, one card per programme, with the corrected facts', () => {
    const internships = (catalogue.get('internships') as { internships: Internship[] }).internships;
    for (const category of INTERNSHIP_CATEGORIES)
      expect(internships.some((item) => item.category === category)).toBe(true);
    expect(new Set(internships.map((item) => item.url)).size).toBe(internships.length);
    const byId = new Map(internships.map((item) => [item.id, item]));
    expect(byId.get('outreachy-backend')!.stipend).toEqual({
      kind: 'amount',
      amount: 7000,
      currency: 'USD',
      per: 'total',
    });
    expect(byId.has('github-externship-frontend')).toBe(false);
    expect(byId.has('rl-open-source-fest-aiml')).toBe(false);
    for (const id of ['tcs-codevita', 'hackwithinfy', 'amazon-ml-challenge']) expect(byId.has(id)).toBe(true);
    // Every card was checked against a source and says so; none shows a flat 'open until' rule.
    for (const item of internships) expect(item.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows this cycle: announced dates, or the month expected from last cycle marked as expected', () => {
    const internships = (catalogue.get('internships') as { internships: Internship[] }).internships;
    const hackathons = (catalogue.get('hackathons') as { hackathons: Hackathon[] }).hackathons;
    for (const item of [...internships, ...hackathons]) {
      // A recurring season names the month expected from last cycle, or says plainly that none is known.
      if (item.window.kind === 'recurring') expect(item.window.season, item.id).toMatch(/^expected |no month is known/);
    }
    const byId = new Map(internships.map((item) => [item.id, item]));
    expect(byId.get('gsoc-frontend')!.window.season).toMatch(/16-31 March in 2026/);
    expect(byId.get('lfx-mentorship-backend')!.duration).toMatch(/three terms a year/);
    expect(byId.get('lfx-mentorship-backend')!.window).toEqual({
      kind: 'dates',
      opens: '2027-02-03',
      closes: '2027-02-16',
    });
    expect(byId.get('summer-of-bitcoin-backend')!.stipend).toMatchObject({
      kind: 'described',
      text: expect.stringMatching(/bitcoin/),
    });
    expect(byId.get('summer-of-bitcoin-backend')!.window.season).toMatch(/1 February/);
    expect(byId.get('figma-student-leader-uiux')!.title).toBe('Figma Campus Leader');
    const summerSchool = byId.get('amazon-ml-summer-school-aiml')!;
    expect(summerSchool.url).toMatch(/^https:\/\/unstop\.com\//);
    expect(summerSchool.eligibility).toMatch(/selection test, about 3,000 selected/);
    expect(byId.get('amazon-ml-challenge')!.url).toBe(
      'https://unstop.com/hackathons/crp-amazon-ml-challenge-2026-amazon-1743604',
    );
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

describe('content:check on listings', () => {
  /** Runs content:check on a copy of internships.yaml changed by `edit`, returning its output. */
  async function checkEdited(edit: (text: string) => string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'listings-'));
    try {
      const text = await readFile(path.resolve('content/internships.yaml'), 'utf8');
      await writeFile(path.join(dir, 'internships.yaml'), edit(text));
      return await runScript('scripts/content-check.ts', {}, ['--dir', dir, '--only', 'internships']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('accepts the shipped file', async () => {
    const result = await checkEdited((text) => text);
    expect(result.stdout).toMatch(/content\/ is valid/);
    expect(result.code).toBe(0);
  });

  it('rejects a listing whose closes date is before its opens date', async () => {
    const result = await checkEdited((text) =>
      text.replace(
        '      kind: rolling\n    eligibility: Varies by listing',
        "      kind: dates\n      opens: '2027-03-01'\n      closes: '2027-02-01'\n    eligibility: Varies by listing",
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /internships: internships\[\d+\]\.window\.closes \("aicte-internship-portal-frontend"\)/,
    );
    expect(result.stderr).toContain('closes date is before its opens date');
  });

  it('rejects a stipend amount without a currency', async () => {
    const result = await checkEdited((text) =>
      text.replace('      amount: 7000\n      currency: USD\n', '      amount: 7000\n'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/"outreachy-backend".*stipend has an amount but no currency/);
  });

  it('rejects the same programme listed twice', async () => {
    const result = await checkEdited((text) =>
      text.replace('url: https://www.summerofbitcoin.org', 'url: https://www.outreachy.org/'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"summer-of-bitcoin-backend" lists the same programme as "outreachy-backend"');
  });
});
