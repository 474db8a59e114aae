import type { ChangePasswordRequest, DeleteAccountRequest } from '#shared/api/account.js';
import { apiRequest, parseMessage } from '#web/lib/api/client.js';

export const ACCOUNT_EXPORT_URL = '/api/account/export';

// The profile itself is read with lib/api/account.ts (the page's loader fetches it); these change it.

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest('/account/password', parseMessage, { method: 'POST', body: request });

export const resendVerification = () => apiRequest('/account/verification', parseMessage, { method: 'POST' });

/** For an account without a password: a reset link to its own address sets one. */
export const sendPasswordLink = (email: string) =>
  apiRequest('/auth/password-reset/request', parseMessage, { method: 'POST', body: { email } });

export const deleteAccount = (request: DeleteAccountRequest) =>
  apiRequest('/account', parseMessage, { method: 'DELETE', body: request });
