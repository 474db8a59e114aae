// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import SignUpPage from '#web/features/auth/SignUpPage.js';
import { activateLanguage } from '#web/lib/i18n/i18n.js';
import { PageContext } from '#web/lib/page-context.js';
import { NoticeProvider } from '#web/ui/Dialog.js';

const signUpPage = SIGNED_OUT_PAGES.find((page) => page.path === '/signup')!;

/** GET /api/auth/providers answers only when the test says so; other requests fail. */
function providersAnswerLater() {
  let answer: (google: boolean) => void = () => undefined;
  const answered = new Promise<boolean>((resolve) => (answer = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (!String(url).endsWith('/api/auth/providers')) return new Response(null, { status: 404 });
    return Response.json({ google: await answered });
  });
  return answer;
}

function renderSignUpPage() {
  render(
    <NoticeProvider>
      <PageContext value={signUpPage}>
        <SignUpPage />
      </PageContext>
    </NoticeProvider>,
  );
}

describe("'Sign Up with Google' tapped before the server says which sign-ins it offers", () => {
  beforeAll(() => activateLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('waits for the answer and opens Google, instead of saying Google is not configured', async () => {
    const answerProviders = providersAnswerLater();
    // A blocked popup: the page then says 'Signup Failed', which is enough to show the popup was tried.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSignUpPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up with Google' }));
    expect(screen.queryByText('Google sign-up is not configured on this server')).toBeNull();

    answerProviders(true);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/auth/google/start', expect.any(String), expect.any(String)),
    );
    expect(screen.queryByText('Google sign-up is not configured on this server')).toBeNull();
  });

  it('says Google is not configured once the server answers that it is not', async () => {
    const answerProviders = providersAnswerLater();
    const open = vi.spyOn(window, 'open');
    renderSignUpPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up with Google' }));
    answerProviders(false);
    expect(await screen.findByText('Google sign-up is not configured on this server')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
