import { describe, expect, it } from 'vitest';
import { topicPageSchema } from '#shared/content/learning.js';
import { homeSchema } from '#shared/content/index.js';
import { localizeContent, translationCoverage } from '#shared/content/translation-walk.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { formatTranslationReport, translationReport } from '#server/content/translation-report.js';

const catalogue = await loadCatalogue('content');
const fresh = (name: string) => structuredClone(catalogue.get(name)) as Record<string, unknown>;

describe('Hindi content for a Hindi reader', () => {
  it("puts each text's Hindi in place, drops the hi objects and leaves titles and URLs as they are", () => {
    const page = topicPageSchema.parse(fresh('topics/front-end'));
    const englishTitle = page.sections[0]!.links[0]!.title;
    const hindiIntro = page.hi!.intro!;
    const { data, englishOnly } = localizeContent(topicPageSchema, page);
    expect(data.intro).toBe(hindiIntro);
    expect(data.sections[0]!.links[0]!.title).toBe(englishTitle);
    expect(JSON.stringify(data)).not.toContain('"hi":');
    expect(englishOnly.size).toBe(0); // the front-end page is translated completely
  });

  it('reports each object still shown in English, with the texts that are', () => {
    const home = homeSchema.parse(fresh('home'));
    delete home.faq[0]!.hi;
    delete home.features[1]!.hi!.description;
    const { data, englishOnly } = localizeContent(homeSchema, home);
    expect(englishOnly.get(data.faq[0]!)).toEqual(['question', 'answer']);
    expect(englishOnly.get(data.features[1]!)).toEqual(['description']);
    expect(englishOnly.size).toBe(2);
  });

  it('counts the share translated per file for content:check', () => {
    const home = homeSchema.parse(fresh('home'));
    const complete = translationCoverage(homeSchema, home);
    expect(complete.translated).toBe(complete.total);
    delete home.faq[0]!.hi;
    expect(translationCoverage(homeSchema, home)).toEqual({ translated: complete.total - 2, total: complete.total });
    const report = translationReport(catalogue);
    expect(report.find((file) => file.name === 'topics/front-end')!.total).toBeGreaterThan(50);
    expect(formatTranslationReport(report)).toMatch(/topics\/front-end +\d+\/\d+ \(100%\)/);
  });
});
