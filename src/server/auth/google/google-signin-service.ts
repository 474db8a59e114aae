import * as client from 'openid-client';
import type { SessionUser } from '#shared/api/auth.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import { DuplicateUserError, type UserRepository, type UserRow } from '#server/users/user-repository.js';
import type { AccountTokens } from '#server/auth/account-tokens.js';
import { toSessionUser } from '#server/auth/auth-service.js';
import type { OidcFlowRepository } from './oidc-flow-repository.js';
import type { OidcProvider } from './oidc-provider.js';

/** How long a started sign-in may take at the provider before its state is refused. */
export const FLOW_LIFETIME_MS = 10 * 60_000;

export type GoogleOutcome =
  | { kind: 'success'; user: SessionUser; session: OpenedSession }
  /** The provider proved the identity, but the account's one session is elsewhere (a lost-session grant follows). */
  | { kind: 'already-active'; userId: string }
  | { kind: 'failed'; reason: string };

interface Identity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name: string;
}

function identityFrom(claims: client.IDToken | undefined): Identity | null {
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  const name = [claims.name, claims.given_name, email?.split('@')[0]].find(
    (value) => typeof value === 'string' && value.trim(),
  );
  return {
    sub: claims.sub,
    email,
    emailVerified: claims.email_verified === true,
    // A provider's name must not carry control characters (PostgreSQL refuses NUL).
    name:
      String(name ?? 'Student')
        // eslint-disable-next-line no-control-regex -- the control characters are what this removes
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, 80) || 'Student',
  };
}

const failed = (reason: string): GoogleOutcome => ({ kind: 'failed', reason });

/**
 * Sign-up and sign-in with Google (any OpenID Connect provider): authorization code flow with
 * PKCE (S256), state and nonce kept server-side for one use, ID token checked by openid-client
 * (signature from the issuer's JWKS, iss, aud, exp, nonce).
 */
export function createGoogleSignInService(deps: {
  provider: OidcProvider;
  flows: OidcFlowRepository;
  users: UserRepository;
  sessions: SessionService;
  tokens: AccountTokens;
  clock?: () => number;
}) {
  const { provider, flows, users, sessions, tokens, clock = Date.now } = deps;

  /**
   * Account pre-hijacking: whoever created a password account with this address never proved it,
   * and the provider has just proved it belongs to this person. The account becomes theirs: the
   * password its creator chose is removed, its session and lost-session grants end, and the address
   * counts as verified (docs/SECURITY.md, "Verified addresses").
   */
  async function handOverUnprovenAccount(account: UserRow, sub: string): Promise<UserRow | string> {
    const now = clock();
    if (!(await users.takeOverUnverified(account.id, sub, now)))
      return 'the account changed while it was being linked; try again';
    await sessions.endAllForUser(account.id);
    await tokens.revokeAll(account.id, ['session-takeover', 'password-reset']);
    return { ...account, google_sub: sub, password_hash: null, email_verified_at: now };
  }

  /** Finds the account for this identity, links a verified e-mail to an existing one, or creates one. */
  async function accountFor(identity: Identity): Promise<UserRow | string> {
    const bySubject = await users.findByGoogleSub(identity.sub);
    if (bySubject) return bySubject;
    if (!identity.email) return 'the provider did not share an e-mail address';
    const byEmail = await users.findByEmail(identity.email);
    if (byEmail) {
      if (!identity.emailVerified) return 'the e-mail belongs to an account and the provider has not verified it';
      if (byEmail.google_sub === null && byEmail.email_verified_at === null)
        return handOverUnprovenAccount(byEmail, identity.sub);
      if (!(await users.linkGoogleSub(byEmail.id, identity.sub)))
        return 'the e-mail belongs to an account linked to another Google account';
      return { ...byEmail, google_sub: identity.sub };
    }
    try {
      return await users.create({
        email: identity.email,
        displayName: identity.name,
        passwordHash: null,
        googleSub: identity.sub,
        emailVerifiedAt: identity.emailVerified ? clock() : null,
      });
    } catch (error) {
      // Two callbacks for the same new user at once: the other one created it.
      if (error instanceof DuplicateUserError)
        return (await users.findByGoogleSub(identity.sub)) ?? 'the account could not be created';
      throw error;
    }
  }

  return {
    /** Starts a flow and returns the provider's authorization URL to redirect the popup to. */
    async start(redirectUri: string): Promise<URL> {
      const configuration = await provider.configuration();
      const now = clock();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await flows.deleteExpired(now);
      await flows.save({
        state,
        nonce,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
        created_at: now,
        expires_at: now + FLOW_LIFETIME_MS,
      });
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
    },

    /** Finishes the flow at the callback URL and opens the session under the one-session rule. */
    async finish(callbackUrl: URL, currentToken: string | undefined): Promise<GoogleOutcome> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) return failed('the callback carried no state');
      // Our states are base64url (openid-client's randomState); anything else is not ours, and text
      // such as a NUL byte must not reach the database (PostgreSQL refuses it with an error).
      if (!/^[\w-]{1,128}$/.test(state)) return failed('unknown, used or expired state');
      const flow = await flows.take(state);
      if (!flow || flow.expires_at <= clock()) return failed('unknown, used or expired state');
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) return failed(`the provider answered "${providerError.slice(0, 100)}"`);

      let identity: Identity | null;
      try {
        const configuration = await provider.configuration();
        const tokens = await client.authorizationCodeGrant(
          configuration,
          callbackUrl,
          {
            pkceCodeVerifier: flow.code_verifier,
            expectedState: state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: flow.redirect_uri },
        );
        identity = identityFrom(tokens.claims());
      } catch (error) {
        return failed(`code exchange or ID token check failed: ${(error as Error).message}`);
      }
      if (!identity) return failed('the ID token has no subject');

      const account = await accountFor(identity);
      if (typeof account === 'string') return failed(account);
      // A browser switching accounts ends the account it was signed in to first.
      await sessions.endOtherAccountSession(currentToken, account.id);
      const session = await sessions.open(account.id, currentToken);
      if (!session) return { kind: 'already-active', userId: account.id };
      return { kind: 'success', user: toSessionUser(account), session };
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
