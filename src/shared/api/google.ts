import type { SessionUser } from './auth.js';

/** What the sign-in popup posts to the page that opened it (same origin only). */
export const GOOGLE_POPUP_MESSAGE = 'studyhub:google-signin' as const;

export type GooglePopupResult =
  | { type: typeof GOOGLE_POPUP_MESSAGE; status: 'success'; user: SessionUser }
  | { type: typeof GOOGLE_POPUP_MESSAGE; status: 'already_active' }
  | { type: typeof GOOGLE_POPUP_MESSAGE; status: 'failed'; reason: string };

/** Shape check for a received message (kept free of zod: the sign-up page stays small). */
export function isGooglePopupResult(value: unknown): value is GooglePopupResult {
  const data = value as Partial<Record<string, unknown>> | null;
  if (!data || data.type !== GOOGLE_POPUP_MESSAGE) return false;
  if (data.status === 'already_active') return true;
  if (data.status === 'failed') return typeof data.reason === 'string';
  const user = data.user as Partial<SessionUser> | undefined;
  return (
    data.status === 'success' &&
    typeof user?.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.displayName === 'string'
  );
}

/** GET /api/auth/providers: which sign-in methods this server offers. */
export interface ProvidersResponse {
  google: boolean;
}
