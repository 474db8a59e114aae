import type { SessionUser, SignInRequest } from '#shared/api/auth.js';
import type { ProvidersResponse } from '#shared/api/google.js';
import type { SignUpRequest } from '#shared/api/signup.js';
import { storedLanguage } from '#shared/languages.js';
import type { SessionEnding } from '#shared/api/session-ending.js';
import {
  ApiRequestError,
  apiRequest,
  apiRequestNoContent,
  parseMessage,
  sessionEndingOf,
} from '#web/lib/api/client.js';

/** Guard for { user: { id, email, displayName, language } } (sessionResponseSchema's shape, without zod). */
export function parseSessionResponse(data: unknown): SessionUser {
  const user = (data as { user?: Partial<SessionUser> } | null)?.user;
  if (typeof user?.id !== 'string' || typeof user.email !== 'string' || typeof user.displayName !== 'string') {
    throw new ApiRequestError(500, 'bad_response', 'The server sent an unexpected answer.');
  }
  const known = {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    language: storedLanguage(user.language),
  };
  return user.maintainer === true ? { ...known, maintainer: true } : known;
}

/** Who is signed in: the user, or null with why this browser's session ended when the server knows. */
export interface SessionAnswer {
  user: SessionUser | null;
  ended?: SessionEnding;
}

/** Where the session is read (below /api): signed out is an answer there, not a 401. */
export const SESSION_PATH = '/auth/session?optional';

/** The signed-in user, or null when signed out (user null from ?optional; 401 from older servers). */
export async function fetchSession(): Promise<SessionAnswer> {
  try {
    return await apiRequest(SESSION_PATH, (data) => {
      const answer = data as { user?: unknown; ended?: unknown } | null;
      if (answer?.user !== null) return { user: parseSessionResponse(data) };
      const ended = sessionEndingOf(answer.ended);
      return ended ? { user: null, ended } : { user: null };
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { user: null };
    throw error;
  }
}

export function signIn(credentials: SignInRequest): Promise<SessionUser> {
  return apiRequest('/auth/signin', parseSessionResponse, { method: 'POST', body: credentials });
}

export function signOut(): Promise<void> {
  return apiRequestNoContent('/auth/signout', { method: 'POST' });
}

/** E-mail sign-up opens no session: the answer (the same whether or not the address had an account) says to check the inbox, then sign in. */
export function signUp(request: SignUpRequest): Promise<string> {
  return apiRequest('/auth/signup', parseMessage, { method: 'POST', body: request });
}

/** 'Sign out the other device': spends the grant (an HttpOnly cookie) the refused sign-in left. */
export function signOutOtherDevice(): Promise<SessionUser> {
  return apiRequest('/auth/takeover', parseSessionResponse, { method: 'POST' });
}

/** Which sign-in methods the server offers; Google only when it is configured. */
export async function fetchProviders(): Promise<ProvidersResponse> {
  return apiRequest('/auth/providers', (data) => ({
    google: (data as Partial<ProvidersResponse> | null)?.google === true,
  }));
}
