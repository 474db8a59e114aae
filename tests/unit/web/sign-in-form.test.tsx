// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignInPage } from '#tests/support/sign-in-page.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '#web/lib/i18n/i18n.js';
import { MESSAGES } from '#shared/messages.js';
import { LanguageSwitch } from '#web/ui/LanguageSwitch.js';

describe('the sign-in form', () => {
  beforeAll(() => activateLanguage('en'));

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('marks empty fields, changes their placeholders, alerts, and makes no server call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderSignInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(email.getAttribute('placeholder')).toBe(MESSAGES.emailPlaceholderError);
    expect(password.getAttribute('placeholder')).toBe(MESSAGES.passwordPlaceholderError);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(MESSAGES.emptyCredentials);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as it is edited, keeping the other one", async () => {
    renderSignInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.getByLabelText('Email').getAttribute('placeholder')).toBe(MESSAGES.emailPlaceholder);
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows and hides the password with the eye toggle', async () => {
    renderSignInPage();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: /show password/i }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: /hide password/i }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('the sign-in page in Hindi', () => {
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await activateLanguage('en');
  });

  it('speaks Hindi, switches to English and back, and remembers the choice on the device', async () => {
    await activateLanguage('hi');
    // The signed-out app shows the switch above every signed-out page.
    render(<LanguageSwitch signedIn={false} />);
    renderSignInPage();
    const user = userEvent.setup();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लॉग इन');
    expect(screen.getByLabelText('ई-मेल').getAttribute('placeholder')).toBe('यूज़रनेम (ई-मेल)');
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.signinHeading })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('placeholder')).toBe(MESSAGES.emailPlaceholder);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('कृपया अपना ई-मेल और पासवर्ड डालें!');
  });
});
