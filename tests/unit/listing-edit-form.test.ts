import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listingFormSchema } from '#shared/api/listing-edit.js';
import { MAINTAIN_MESSAGES } from '#shared/api/maintain.js';
import type { Hackathon, Internship } from '#shared/content/opportunities.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { formFieldsOf, mergeFormFields } from '#server/maintain/listing-form-merge.js';
import { fieldsFromForm, formFromFields, LISTING_EDIT_RULES } from '#web/features/maintain/listing-edit-form.js';
import { CATALOGUE_DIR } from '#scripts/vite-catalogues.js';

const content = typedCatalogue(await loadCatalogue('content'));
const seeded = [
  ...content.internships.map((listing) => ['internship', listing] as const),
  ...content.hackathons.map((listing) => ['hackathon', listing] as const),
];
const gsoc = content.internships.find((item) => item.id === 'gsoc-frontend')!;
const hacktoberfest = content.hackathons.find((item) => item.id === 'hacktoberfest')!;

/** What the browser sends for a listing after the maintainer changed `change` in its form. */
function sent(kind: 'internship' | 'hackathon', listing: Internship | Hackathon, change = {}) {
  return fieldsFromForm({ ...formFromFields(formFieldsOf(kind, listing)), ...change });
}

describe("the console's edit form for a published listing", () => {
  it.each(seeded.map(([kind, listing]) => [`${kind}:${listing.id}`, kind, listing] as const))(
    '%s opens valid, and saved untouched it stays exactly as stored (Hindi and all)',
    (_name, kind, listing) => {
      const form = formFromFields(formFieldsOf(kind, listing));
      expect(LISTING_EDIT_RULES.validate(form)).toEqual({});
      const parsed = listingFormSchema.parse(fieldsFromForm(form));
      expect(mergeFormFields(kind, listing, parsed)).toEqual({ listing, changed: [] });
    },
  );

  it('writes only the changed field; a changed English text loses its outdated Hindi, the other Hindi stays', () => {
    const { listing, changed } = mergeFormFields(
      'internship',
      gsoc,
      listingFormSchema.parse(sent('internship', gsoc, { title: 'GSoC contributor', eligibility: 'Anyone 18+' })),
    );
    expect(changed).toEqual(['title', 'eligibility']);
    const { eligibility: _old, ...otherHindi } = gsoc.hi!;
    expect(listing).toEqual({ ...gsoc, title: 'GSoC contributor', eligibility: 'Anyone 18+', hi: otherHindi });
  });

  it("keeps a described stipend's words and an amount's 'up to', which the form has no switch for", () => {
    expect(formFromFields(formFieldsOf('internship', gsoc))).toMatchObject({
      stipendKind: 'described',
      stipendText: (gsoc.stipend as { text: string }).text,
    });
    const upTo: Internship = {
      ...gsoc,
      stipend: { kind: 'amount', amount: 5000, currency: 'USD', per: 'total', upTo: true },
    };
    const { listing } = mergeFormFields(
      'internship',
      upTo,
      listingFormSchema.parse(sent('internship', upTo, { amount: '6000' })),
    );
    expect((listing as Internship).stipend).toEqual({
      kind: 'amount',
      amount: 6000,
      currency: 'USD',
      per: 'total',
      upTo: true,
    });
  });

  it("moves an internship to a category it was 'also in' without naming that category twice", () => {
    expect(gsoc).toMatchObject({ category: 'Frontend', alsoIn: ['Backend'] });
    const { listing } = mergeFormFields(
      'internship',
      gsoc,
      listingFormSchema.parse(sent('internship', gsoc, { category: 'Backend' })),
    );
    expect(listing).toMatchObject({ category: 'Backend' });
    expect(listing).not.toHaveProperty('alsoIn');
  });

  it("writes a hackathon's card date from its new window", () => {
    const window = { windowKind: 'dates' as const, opens: '', closes: '2027-10-31' };
    const { listing } = mergeFormFields(
      'hackathon',
      hacktoberfest,
      listingFormSchema.parse(sent('hackathon', hacktoberfest, window)),
    );
    expect(listing).toMatchObject({ window: { kind: 'dates', closes: '2027-10-31' }, date: 'Until 31 Oct 2027' });
    expect((listing as Hackathon).hi).not.toHaveProperty('date');
  });

  it('checks the fields a listing of its kind has, with the shared messages', () => {
    const hackathon = formFromFields(formFieldsOf('hackathon', hacktoberfest));
    expect(LISTING_EDIT_RULES.validate({ ...hackathon, description: ' ' })).toEqual({
      description: 'Describe it in a sentence or two.',
    });
    const internship = formFromFields(formFieldsOf('internship', gsoc));
    expect(LISTING_EDIT_RULES.validate({ ...internship, stipendText: '', organiser: '' })).toEqual({
      organiser: 'Enter who runs it.',
      stipendText: "Describe the stipend in the organiser's terms.",
    });
    expect(
      LISTING_EDIT_RULES.validate({ ...internship, windowKind: 'dates', opens: '2027-03-01', closes: '2027-02-01' }),
    ).toEqual({ closes: 'closes date is before its opens date' });
  });

  it("says the server's 'changed since you opened it' in the catalogue, word for word in English", () => {
    const english = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'en.json'), 'utf8')) as Record<string, string>;
    expect(english['maintain.versionConflict']).toBe(MAINTAIN_MESSAGES.versionConflict);
  });
});
