// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import ForgotPasswordPage from '#web/features/auth/ForgotPasswordPage.js';
import ResetPasswordPage from '#web/features/auth/ResetPasswordPage.js';
import { PageContext } from '#web/lib/page-context.js';
import { NoticeProvider } from '#web/ui/Dialog.js';
import { speak } from '#tests/support/languages.js';

/** A recovery page as the signed-out app shows it: its page context and the dialog it notifies in. */
function renderPage(path: string, Page: ComponentType) {
  const page = SIGNED_OUT_PAGES.find((declared) => declared.path === path)!;
  return render(
    <NoticeProvider>
      <PageContext value={page}>
        <Page />
      </PageContext>
    </NoticeProvider>,
  );
}

/** The server's answers: mail can be sent, a reset link is good, and a new password is too weak. */
function fakeServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/email-delivery')) return Response.json({ available: true });
    if (path.endsWith('/password-reset/check')) return Response.json({ valid: true });
    return Response.json({ error: 'weak_password', message: 'That password is too easy to guess.' }, { status: 400 });
  });
}

describe("the recovery pages' one-field form (RecoveryForm)", () => {
  beforeAll(() => speak('en', ['account']));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('/forgot-password: an empty address is refused with focus on the field, and typing clears the error', async () => {
    const fetches = fakeServer();
    renderPage('/forgot-password', ForgotPasswordPage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText('E-mail');
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'a');
    expect(screen.queryByText('Enter your e-mail address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(fetches.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/email-delivery']);
  });

  it("/reset-password: the server's weak-password answer is the field's error, with focus on it", async () => {
    fakeServer();
    renderPage('/reset-password', ResetPasswordPage);
    const user = userEvent.setup();
    const password = await screen.findByLabelText('New password (at least 8 characters)');
    await user.type(password, 'long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(password);
    expect(screen.getByRole('button', { name: 'Save new password' }).hasAttribute('disabled')).toBe(false);
  });
});
