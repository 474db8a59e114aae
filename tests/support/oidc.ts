import { OAuth2Server } from 'oauth2-mock-server';
import type { TestClient } from '#harness/http.js';

export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real local OpenID Connect provider (oauth2-mock-server): discovery, JWKS, signed ID tokens,
 * PKCE and nonce. Its /authorize redirects straight back with a code (no login page).
 */
export async function startMockOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, 'localhost');
  let identity: MockIdentity = {
    sub: 'google-user-1',
    email: 'student@gmail.example',
    email_verified: true,
    name: 'Grace Student',
  };
  const tokenTweaks: Array<(payload: Record<string, unknown>) => void> = [];
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
    tokenTweaks.shift()?.(token.payload);
  });
  return {
    server,
    issuer: server.issuer.url!,
    setIdentity(next: MockIdentity) {
      identity = next;
    },
    /** Changes the claims of the next signed token (e.g. a wrong audience or nonce). */
    tweakNextToken(tweak: (payload: Record<string, unknown>) => void) {
      tokenTweaks.push(tweak);
    },
    /** Makes the next /authorize answer with an error instead of a code (e.g. access_denied). */
    denyNextAuthorization(error = 'access_denied') {
      server.service.once('beforeAuthorizeRedirect', (redirect) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', error);
      });
    },
    stop: () => server.stop(),
  };
}

export const oidcEnv = (issuer: string) => ({
  OIDC_ISSUER: issuer,
  GOOGLE_CLIENT_ID: 'studyhub-test-client',
  GOOGLE_CLIENT_SECRET: 'studyhub-test-secret',
  OIDC_ALLOW_HTTP: 'true',
});

/** What a popup would do: start, follow the provider's redirect, land on our callback. */
/** `callbackClient`: another browser opens the callback URL (login CSRF: it did not start the flow). */
export async function walkGoogleFlow(
  client: TestClient,
  options: { tamperState?: boolean; callbackClient?: TestClient } = {},
) {
  const start = await client.get('/api/auth/google/start');
  const authorizeUrl = start.headers.get('location');
  if (start.status !== 302 || !authorizeUrl) return { start, result: resultOf(start.body) };
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  if (options.tamperState) callback.searchParams.set('state', 'forged-state-value');
  const finish = await (options.callbackClient ?? client).get(callback.pathname + callback.search);
  return { start, authorizeUrl: new URL(authorizeUrl), callbackUrl: callback, finish, result: resultOf(finish.body) };
}

export function resultOf(html: unknown): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="signin-result">(.*?)<\/script>/s.exec(String(html));
  return match ? (JSON.parse(match[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>) : null;
}
