import { createHash, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import type { SessionUser } from '#shared/api/auth.js';
import type { OpenedSession, SessionService } from '#server/sessions/session-service.js';
import { DuplicateUserError, type UserRepository, type UserRow } from '#server/users/user-repository.js';
import type { AccountTokens } from '#server/credentials/account-tokens.js';
import type { LimitVerdict, RequestLimiter } from '#server/throttle/request-limiter.js';
import { toSessionUser } from '#server/auth/auth-service.js';
import type { AccountRepository } from '#server/users/account-repository.js';
import type { MailService } from '#server/mail/mail-service.js';
import { handBackMail } from '#server/mail/mail-messages.js';
import { mailLanguage } from '#server/mail/mail-language.js';
import type { Language } from '#shared/languages.js';
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

/** Flows one client may start per 15 minutes: each writes a row, and a person needs a few. */
export const GOOGLE_START_LIMIT = { limit: 30, windowMs: 15 * 60_000 };

/** What the starting browser keeps (in an HttpOnly cookie) to prove at the callback that it started the flow. */
export const stateBinding = (state: string) => createHash('sha256').update(state).digest('base64url');

function sameBinding(state: string, binding: string | undefined): boolean {
  if (!binding) return false;
  const expected = Buffer.from(stateBinding(state));
  const given = Buffer.from(binding);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type GoogleStart = { allowed: true; url: URL; binding: string } | Extract<LimitVerdict, { allowed: false }>;

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
  limiter: RequestLimiter;
  mail: MailService;
  accounts: Pick<AccountRepository, 'removeDeviceBound'>;
  clock?: () => number;
}) {
  const { provider, flows, users, sessions, tokens, limiter, mail, accounts, clock = Date.now } = deps;

  /**
   * Account pre-hijacking: whoever created a password account with this address never proved it,
   * and the provider has just proved it belongs to this person. The account becomes theirs: the
   * password its creator chose is removed, its session and lost-session grants end, the address
   * counts as verified (docs/SECURITY.md, "Verified addresses"), and nothing its creator set stays:
   * the name becomes the provider's, the language choice is cleared and every push subscription,
   * reminder and topic choice goes (decision 0035). The owner is told by e-mail what was removed.
   */
  async function handOverUnprovenAccount(account: UserRow, identity: Identity, language: Language) {
    const now = clock();
    if (!(await users.takeOverUnverified(account.id, identity.sub, identity.name, now)))
      return 'the account changed while it was being linked; try again';
    await sessions.endAllForUser(account.id);
    await tokens.revokeAll(account.id, ['session-takeover', 'password-reset']);
    const removed = await accounts.removeDeviceBound(account.id);
    const content = handBackMail(
      'googleHandOver',
      identity.name,
      new Date(now),
      { removed, accountLanguage: null },
      mailLanguage(null, language),
    );
    await mail.send({ kind: 'google-hand-over', userId: account.id, to: account.email, ...content });
    return {
      ...account,
      google_sub: identity.sub,
      password_hash: null,
      email_verified_at: now,
      display_name: identity.name,
      language: null,
    };
  }

  /** Finds the account for this identity, links a verified e-mail to an existing one, or creates one. */
  async function accountFor(identity: Identity, language: Language): Promise<UserRow | string> {
    const bySubject = await users.findByGoogleSub(identity.sub);
    if (bySubject) return bySubject;
    if (!identity.email) return 'the provider did not share an e-mail address';
    const byEmail = await users.findByEmail(identity.email);
    if (byEmail) {
      if (!identity.emailVerified) return 'the e-mail belongs to an account and the provider has not verified it';
      if (byEmail.google_sub === null && byEmail.email_verified_at === null)
        return handOverUnprovenAccount(byEmail, identity, language);
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
    /**
     * Starts a flow for one client and returns the provider's authorization URL to redirect the popup
     * to, with the binding the browser must keep for the callback.
     */
    async start(redirectUri: string, clientKey: string): Promise<GoogleStart> {
      const verdict = await limiter.take(`google-start:client:${clientKey}`, GOOGLE_START_LIMIT);
      if (!verdict.allowed) return verdict;
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
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { allowed: true, url, binding: stateBinding(state) };
    },

    /**
     * Finishes the flow at the callback URL and opens the session under the one-session rule. Only
     * the browser that started the flow (it holds the state's binding) may finish it: a callback
     * URL handed to another browser (login CSRF) signs nobody in there.
     */
    async finish(
      callbackUrl: URL,
      currentToken: string | undefined,
      binding: string | undefined,
      language: Language,
    ): Promise<GoogleOutcome> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) return failed('the callback carried no state');
      // Our states are base64url (openid-client's randomState); anything else is not ours, and text
      // such as a NUL byte must not reach the database (PostgreSQL refuses it with an error).
      if (!/^[\w-]{1,128}$/.test(state)) return failed('unknown, used or expired state');
      const flow = await flows.take(state);
      if (!flow || flow.expires_at <= clock()) return failed('unknown, used or expired state');
      // Checked after the flow is taken, so a callback URL shown to the wrong browser is spent too.
      if (!sameBinding(state, binding)) return failed('this sign-in was started in another browser');
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

      const account = await accountFor(identity, language);
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
