import type { PublicRoute } from './sessions/session-gate.js';

/**
 * The only /api routes a signed-out browser may call. Everything else under /api answers 401 without
 * a valid session (sessions/session-gate.ts); tests/api/route-gate.test.ts walks the route table to
 * prove it. Add a route here only when a visitor who is not signed in must reach it.
 */
export const PUBLIC_API_ROUTES: readonly PublicRoute[] = [
  { method: 'POST', path: '/api/auth/signin' },
  { method: 'POST', path: '/api/auth/signup' },
  { method: 'POST', path: '/api/auth/signout' },
  // "Who is signed in, if anyone?": answers a signed-out browser itself (401, or null with ?optional).
  { method: 'GET', path: '/api/auth/session' },
  { method: 'GET', path: '/api/auth/providers' },
  // The Google popup: its pages run before any session exists.
  { method: 'GET', path: '/api/auth/google/popup.js' },
  { method: 'GET', path: '/api/auth/google/start' },
  { method: 'GET', path: '/api/auth/google/callback' },
  // Ways back into an account, used signed out: forgotten password, address confirmation links,
  // spending a lost-session grant, and whether this server can send e-mail at all.
  { method: 'GET', path: '/api/auth/email-delivery' },
  { method: 'POST', path: '/api/auth/password-reset/request' },
  { method: 'POST', path: '/api/auth/password-reset/check' },
  { method: 'POST', path: '/api/auth/password-reset' },
  { method: 'POST', path: '/api/auth/verify-email' },
  { method: 'POST', path: '/api/auth/takeover' },
];
