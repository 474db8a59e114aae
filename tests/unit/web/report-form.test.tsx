// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '#shared/api/reports.js';
import { signedInPage } from '#shared/pages/signed-in-pages.js';
import ReportIssuePage from '#web/features/reports/ReportIssuePage.js';
import { PageContext } from '#web/lib/page-context.js';
import { speak } from '#tests/support/languages.js';

function renderForm(address = '/issue') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <PageContext value={signedInPage('/issue')}>
          <ReportIssuePage />
        </PageContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The message under a field: its first aria-describedby target, while the field is invalid. */
const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent
    : undefined;

describe('the Report an issue form', () => {
  beforeAll(() => speak('en', ['forms']));

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("checks with the shared schema: each field's message under it, focus on the first, nothing sent", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('What is wrong? *'), 'short');
    await user.type(screen.getByLabelText('Your e-mail (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const page = screen.getByLabelText('Page or link *');
    expect(errorOf(page)).toBe(REPORT_MESSAGES.pageOrLinkMissing);
    expect(errorOf(screen.getByLabelText('What is wrong? *'))).toBe(REPORT_MESSAGES.descriptionTooShort);
    expect(errorOf(screen.getByLabelText('Your e-mail (optional)'))).toBe(REPORT_MESSAGES.emailInvalid);
    expect(document.activeElement).toBe(page);
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(page, '/front-end');
    expect(errorOf(page)).toBeUndefined();
    expect(errorOf(screen.getByLabelText('What is wrong? *'))).toBe(REPORT_MESSAGES.descriptionTooShort);
  });

  it('fills the page or link from ?link=, as the "Report it" links on dead links do', () => {
    renderForm('/issue?link=https%3A%2F%2Fexample.org%2Fgone');
    expect((screen.getByLabelText('Page or link *') as HTMLInputElement).value).toBe('https://example.org/gone');
  });

  it("says its labels and the shared schema's messages in Hindi when Hindi is chosen", async () => {
    await speak('hi', ['forms']);
    try {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderForm();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /रिपोर्ट भेजें/ }));
      expect(errorOf(screen.getByLabelText('पेज या लिंक *'))).toBe('बताइए कि किस पेज या लिंक में समस्या है।');
      expect(errorOf(screen.getByLabelText('क्या गलत है? *'))).toBe('बताइए कि क्या गलत है।');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      await speak('en', ['forms']);
    }
  });
});
