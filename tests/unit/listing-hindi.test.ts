import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { hackathonListingsSchema, internshipListingsSchema } from '#shared/api/listings.js';
import { localizeContent, translationCoverage } from '#shared/content/translation-walk.js';

const content = typedCatalogue(await loadCatalogue('content'));

describe('listings in Hindi', () => {
  it('content/ gives every listing its Hindi prose', () => {
    const internships = translationCoverage(internshipListingsSchema, {
      today: '2026-11-23',
      internships: content.internships,
    });
    const hackathons = translationCoverage(hackathonListingsSchema, {
      today: '2026-11-23',
      hackathons: content.hackathons,
    });
    expect(internships).toEqual({ translated: content.internships.length * 4, total: content.internships.length * 4 });
    expect(hackathons).toEqual({ translated: content.hackathons.length * 4, total: content.hackathons.length * 4 });
  });

  it("puts a seeded listing's Hindi in place and marks a suggested one (no Hindi) as English", () => {
    const seeded = content.internships.find((item) => item.id === 'outreachy-backend')!;
    const { hi: _hi, ...suggested } = { ...content.internships.find((item) => item.id === 'gssoc-frontend')! };
    const answer = internshipListingsSchema.parse({
      today: '2026-11-23',
      internships: [
        { ...seeded, state: 'recurring', version: 1 },
        { ...suggested, id: 'suggested-one', state: 'recurring', version: 1 },
      ],
    });
    const { data, englishOnly } = localizeContent(internshipListingsSchema, answer);
    const [hindi, english] = data.internships;
    expect(hindi!.time).toBe('हफ़्ते में 30 घंटे');
    expect(hindi!.eligibility).toBe(seeded.hi!.eligibility);
    expect(hindi!.title).toBe(seeded.title);
    expect('hi' in hindi!).toBe(false);
    expect(englishOnly.has(hindi!)).toBe(false);
    expect(english!.eligibility).toBe(suggested.eligibility);
    expect(englishOnly.get(english!)).toEqual(['location', 'duration', 'time', 'eligibility']);
  });
});
