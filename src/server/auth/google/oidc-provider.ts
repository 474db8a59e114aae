import * as client from 'openid-client';
import type { Config } from '#server/config.js';

/**
 * The OpenID Connect provider's configuration, discovered once from OIDC_ISSUER
 * (/.well-known/openid-configuration) and kept; a failed discovery is retried on the next use.
 */
export function createOidcProvider(oidc: Config['oidc']) {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    configuration(): Promise<client.Configuration> {
      if (!oidc.enabled) return Promise.reject(new Error('Google sign-up is not configured'));
      discovered ??= client
        .discovery(
          new URL(oidc.issuer),
          oidc.clientId!,
          oidc.clientSecret!,
          undefined,
          oidc.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}

export type OidcProvider = ReturnType<typeof createOidcProvider>;
