/**
 * Table types for Kysely. Times are integer epoch milliseconds on both engines
 * (PostgreSQL bigint is parsed back to number in connection.ts).
 */
export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  google_sub: string | null;
  created_at: number;
}

/** The spec's activeSessions/{uid}: one row per user; the row's existence is sessionActive = true. */
export interface ActiveSessionsTable {
  user_id: string;
  /** SHA-256 of the 256-bit session token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  /** Absolute expiry; the idle expiry is last_seen_at + the idle timeout. */
  expires_at: number;
}

/** Fixed-window counters shared by every app instance (sign-in throttling, search limits). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** An OpenID Connect authorization attempt in flight (state, PKCE verifier, nonce). */
export interface OidcFlowsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  created_at: number;
  expires_at: number;
}

/** What signed-in users report through /issue; listed for the maintainers by `npm run issues:list`. */
export interface ReportedIssuesTable {
  id: string;
  user_id: string;
  page_or_link: string;
  description: string;
  /** Only when the reporter wants an answer. */
  email: string | null;
  created_at: number;
}

/** Cached YouTube search answers (JSON of the items), kept past expiry to serve when YouTube fails. */
export interface VideoSearchCacheTable {
  query_key: string;
  response_json: string;
  fetched_at: number;
  expires_at: number;
}

export interface DatabaseSchema {
  users: UsersTable;
  active_sessions: ActiveSessionsTable;
  rate_limits: RateLimitsTable;
  oidc_flows: OidcFlowsTable;
  reported_issues: ReportedIssuesTable;
  video_search_cache: VideoSearchCacheTable;
}
