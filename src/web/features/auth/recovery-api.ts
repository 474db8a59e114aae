import type { ForgotPasswordRequest, ResetPasswordRequest } from '#shared/api/account.js';
import { apiRequest, parseMessage } from '#web/lib/api/client.js';

/** Whether this server can send e-mail (reset and confirmation links), so pages never pretend. */
export function fetchEmailDelivery(): Promise<boolean> {
  return apiRequest('/auth/email-delivery', (data) => (data as { available?: unknown } | null)?.available === true);
}

/** One neutral answer, whether or not the address has an account. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<string> {
  return apiRequest('/auth/password-reset/request', parseMessage, { method: 'POST', body: request });
}

/** Resolves when the link still works; rejects with the server's reason (expired, invalid). */
export async function checkResetLink(token: string): Promise<void> {
  await apiRequest('/auth/password-reset/check', () => undefined, { method: 'POST', body: { token } });
}

export function resetPassword(request: ResetPasswordRequest): Promise<string> {
  return apiRequest('/auth/password-reset', parseMessage, { method: 'POST', body: request });
}

export function verifyEmail(token: string): Promise<string> {
  return apiRequest('/auth/verify-email', parseMessage, { method: 'POST', body: { token } });
}
