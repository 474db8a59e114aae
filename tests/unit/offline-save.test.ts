import { describe, expect, it } from 'vitest';
import { OFFLINE_SAVE_MAX_ANSWERS } from '#shared/offline-save-messages.js';
import { everythingOffline, offlineAnswers, SESSION_QUESTION_PATH } from '#shared/pages/offline-answers.js';
import { SIGNED_IN_PAGES, signedInPage } from '#shared/pages/signed-in-pages.js';
import { isCachedApiPath } from '#web/sw/content-gate.js';
import { formatBytes } from '#web/ui/SaveForOffline.js';

describe("what 'Save for offline' keeps", () => {
  it("a topic page: the session question, its content and the layout's, the user data it shows, then its notes", () => {
    const answers = offlineAnswers([signedInPage('/front-end')!], 'en');
    expect(answers).toEqual([
      SESSION_QUESTION_PATH,
      '/api/content/contact',
      '/api/content/topics/front-end',
      '/api/progress',
      '/api/saved',
      '/api/links/dead',
      '/api/notes',
    ]);
  });

  it("asks a Hindi reader's content in Hindi (the answer the page reads)", () => {
    expect(offlineAnswers([signedInPage('/books')!], 'hi')).toContain('/api/content/books?lang=hi');
  });

  it('everything: every signed-in page declared, each answer once, all of them answers the gate keeps', () => {
    const answers = everythingOffline('en');
    expect(new Set(answers).size).toBe(answers.length);
    expect(answers.length).toBeLessThanOrEqual(OFFLINE_SAVE_MAX_ANSWERS);
    for (const page of SIGNED_IN_PAGES)
      for (const name of page.content ?? []) expect(answers).toContain(`/api/content/${name}`);
    for (const answer of answers) expect(isCachedApiPath(new URL(answer, 'https://x.test').pathname)).toBe(true);
  });

  it('shows sizes in kilobytes under a megabyte, else megabytes with one decimal', () => {
    expect(formatBytes(1_400, 'en-IN')).toBe('1 kB');
    expect(formatBytes(200, 'en-IN')).toBe('1 kB');
    expect(formatBytes(2_345_678, 'en-IN')).toBe('2.3 MB');
  });
});
