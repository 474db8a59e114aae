import { describe, expect, it } from 'vitest';
import { contentLinkSchema } from '#shared/content/primitives.js';
import { topicPageSchema } from '#shared/content/learning.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { withoutTranslations } from '#server/content/translations.js';

const catalogue = await loadCatalogue('content');
const frontEnd = catalogue.get('topics/front-end') as Record<string, unknown>;
const link = { id: 'mdn', kind: 'doc', title: 'MDN', url: 'https://developer.mozilla.org/', note: 'The reference.' };

describe('Hindi beside the English in content files (docs/hindi.md)', () => {
  it("accepts a hi object with the object's translatable keys", () => {
    expect(contentLinkSchema.safeParse({ ...link, hi: { note: 'वेब का संदर्भ।' } }).success).toBe(true);
  });

  it('refuses a key that is not translatable, and an empty text', () => {
    expect(contentLinkSchema.safeParse({ ...link, hi: { title: 'एमडीएन' } }).success).toBe(false);
    expect(contentLinkSchema.safeParse({ ...link, hi: { note: '  ' } }).success).toBe(false);
  });

  it('holds an array to the English rules: a story has five steps in Hindi too', () => {
    const story = ['एक', 'दो', 'तीन', 'चार'];
    expect(topicPageSchema.safeParse({ ...frontEnd, hi: { story } }).success).toBe(false);
    expect(topicPageSchema.safeParse({ ...frontEnd, hi: { story: [...story, 'पाँच'] } }).success).toBe(true);
  });

  it('leaves every hi object out of what an English reader is sent', () => {
    const page = { title: 'x', hi: { title: 'य' }, sections: [{ links: [{ note: 'n', hi: { note: 'न' } }] }] };
    expect(withoutTranslations(page)).toEqual({ title: 'x', sections: [{ links: [{ note: 'n' }] }] });
  });
});
