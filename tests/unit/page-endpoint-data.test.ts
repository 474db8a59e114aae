import { describe, expect, it } from 'vitest';
import { firstRequests } from '#server/web/first-visit-hints.js';
import { everythingOffline, offlineAnswers } from '#shared/pages/offline-answers.js';
import type { PageDeclaration } from '#shared/pages/page-types.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';

/**
 * A page declares data from any endpoint in its registry entry (`userData: ['/glossary']`), and the
 * loader, the first-visit hints and 'Save for offline' follow with no more wiring.
 */
describe('data a page declares by its endpoint', () => {
  const glossary: PageDeclaration = {
    path: '/glossary',
    title: 'Glossary',
    component: 'glossary/GlossaryPage',
    content: ['home'],
    userData: ['/glossary', 'progress'],
    laterData: ['/glossary/notes'],
  };

  it("is preloaded by the page's first-visit hints, beside its content and named data", () => {
    expect(firstRequests(glossary)).toEqual([
      '/api/content/contact',
      '/api/content/home',
      '/api/glossary',
      '/api/progress',
    ]);
  });

  it("is kept by 'Save for offline', the data it shows later too", () => {
    const answers = offlineAnswers([glossary], 'hi');
    expect(answers).toContain('/api/glossary');
    expect(answers).toContain('/api/glossary/notes');
    expect(answers).toContain('/api/content/home?lang=hi');
  });

  it("is how the account page reads its reminder: hinted, and saved with 'Save everything'", () => {
    const account = signedInPage('/account')!;
    expect(account.userData).toContain('/reminders');
    expect(firstRequests(account)).toContain('/api/reminders');
    expect(everythingOffline('en')).toContain('/api/reminders');
  });
});
