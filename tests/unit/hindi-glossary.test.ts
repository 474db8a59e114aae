import { describe, expect, it } from 'vitest';
import { glossaryProblems, hindiGlossary, pairTexts, type HindiPair } from '#server/content/hindi-glossary.js';
import { MAIL_TEXTS } from '#server/mail/mail-texts.js';
import { LISTING_WORDS } from '#server/notifications/listing-messages.js';
import { REMINDER_TEXTS } from '#server/reminders/reminder-texts.js';
import { catalogueMessages } from '#scripts/vite-catalogues.js';

// The catalogue files plus the topic and tool pages' titles (content/topics, content/tools), as the app shows them.
const en = catalogueMessages('en');
const hi = catalogueMessages('hi');
const cataloguePairs: HindiPair[] = Object.entries(hi).map(([id, text]) => ({
  where: id,
  english: en[id] ?? '',
  hindi: text,
}));

describe("docs/hindi.md's glossary", () => {
  it('is read from the table, with the forms not to use', () => {
    const explore = hindiGlossary().find((term) => term.english.includes('explore'));
    expect(explore?.notToUse).toContain('खोजें');
    const email = hindiGlossary().find((term) => term.english.includes('email'));
    expect(email).toMatchObject({ hindi: 'ई-मेल', notToUse: ['ईमेल'] });
  });

  it("fails a term translated two ways, and leaves another term's own word alone", () => {
    const pairs = [
      { where: 'explore', english: 'Explore', hindi: 'खोजें' },
      { where: 'search', english: 'Search', hindi: 'खोजें' },
      { where: 'spelling', english: 'Your name', hindi: 'आपका ईमेल' },
      { where: 'latin', english: 'Sign out', hindi: 'हर device से साइन आउट' },
    ];
    expect(glossaryProblems(pairs).map((problem) => problem.split(':')[0])).toEqual(['explore', 'spelling', 'latin']);
  });
});

describe('the Hindi interface catalogue and server texts', () => {
  it('hi.json uses only the glossary terms', () => {
    expect(glossaryProblems(cataloguePairs)).toEqual([]);
  });

  it("hi.json's plural forms carry no English words", () => {
    const arms = Object.entries(hi).flatMap(([id, text]) =>
      [...text.matchAll(/\b(?:zero|one|two|few|many|other|=\d+)\s*\{([^{}]*)\}/g)].map((match) => ({
        id,
        arm: match[1] ?? '',
      })),
    );
    expect(arms.length).toBeGreaterThan(5);
    expect(arms.filter(({ arm }) => /[A-Za-z]/.test(arm))).toEqual([]);
  });

  it("the server's e-mails, reminders and listing pushes use only the glossary terms", () => {
    const pairs = [
      ...pairTexts(MAIL_TEXTS.en, MAIL_TEXTS.hi, 'mail'),
      ...pairTexts(REMINDER_TEXTS.en, REMINDER_TEXTS.hi, 'reminder'),
      ...pairTexts(LISTING_WORDS.en, LISTING_WORDS.hi, 'listing'),
    ];
    expect(pairs.length).toBeGreaterThan(30);
    expect(pairs.find((pair) => pair.where === 'reminder.firstTopic.body')?.english).toMatch(/^Explore/);
    expect(glossaryProblems(pairs)).toEqual([]);
  });
});
