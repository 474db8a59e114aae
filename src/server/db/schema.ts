/**
 * Table types for Kysely. Times are integer epoch milliseconds on both engines
 * (PostgreSQL bigint is parsed back to number in connection.ts).
 */
import type { ColumnType } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  google_sub: string | null;
  created_at: number;
  /** When the owner proved the address (a link sent to it, or a provider that verified it); null: never. */
  email_verified_at: number | null;
  /** The interface language the learner chose ('en' | 'hi'); null: never chose. */
  language: string | null;
  /**
   * Goes up with every credential change (password, reset, Google hand-over); known browsers name it
   * (decision 0034). The database's default (0) on insert.
   */
  credential_version: ColumnType<number, number | undefined, number>;
  /** When a session was last opened for it; null: never signed in (a sign-up the prune job may remove). */
  last_signin_at: number | null;
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

/**
 * A session another sign-in ended ('Sign out the other device'), by its token's hash: the browser
 * still holding it is told why and when (decision 0046). Kept until the session's own expiry.
 */
export interface EndedSessionsTable {
  token_hash: string;
  user_id: string;
  /** Why it ended: 'signed-in-elsewhere'. */
  reason: string;
  ended_at: number;
  /** The ended session's absolute expiry: after it, the browser no longer sends the cookie. */
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
  /** Null once the reporter deleted the account: reports outlive it. */
  user_id: string | null;
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

/** The link checker's view of one content URL (see src/server/links/). */
export interface LinkChecksTable {
  url: string;
  last_checked_at: number;
  status: 'ok' | 'redirected' | 'dead' | 'unknown';
  http_code: number | null;
  final_url: string | null;
  consecutive_failures: number;
  /** Distinct rounds in the current failure streak; dead needs at least two. */
  failure_rounds: number;
  last_failed_round: number | null;
}

/** An internship or hackathon listing (decision 0015: how the content/ seed and maintainers' edits meet). */
export interface ListingsTable {
  kind: 'internship' | 'hackathon';
  slug: string;
  /** The listing's fields without its id, as JSON (src/shared/content/opportunities.ts). */
  data: string;
  status: 'published' | 'retired';
  origin: 'seed' | 'submission';
  seed_hash: string | null;
  edited_at: number | null;
  edited_by: string | null;
  /** Its place on the page: a seed entry's index in its file; later listings follow. */
  position: number;
  version: number;
  created_at: number;
  updated_at: number;
}

/** A listing a student suggested (src/shared/api/suggestions.ts), waiting for or after review. */
export interface ListingSuggestionsTable {
  id: string;
  user_id: string | null;
  kind: 'internship' | 'hackathon';
  data: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  listing_slug: string | null;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
}

/** A reported issue a maintainer marked resolved; no row means it is open. */
export interface ReportResolutionsTable {
  report_id: string;
  resolved_at: number;
  resolved_by: string;
}

/** An account with the maintainer role; it goes with the account. */
export interface MaintainersTable {
  user_id: string;
  granted_at: number;
}

/** One maintainer action: who, what, on what, and the target before and after (JSON). */
export interface MaintainerAuditTable {
  id: string;
  actor: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

/** A periodic job's lease: held by one instance until it expires. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number;
  round: number;
  last_completed_at: number | null;
}

/** The server's own VAPID key pair when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set (one row, id 1). */
export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

/** A browser's Web Push subscription (PushSubscription.toJSON()), owned by the account that stored it. */
export interface PushSubscriptionsTable {
  endpoint: string;
  /** The browser's P-256 public key and 16-byte auth secret, base64url: what the payload is encrypted for. */
  p256dh: string;
  auth: string;
  user_id: string;
  created_at: number;
}

/** A study link a user ticked (done = 1) or unticked (done = 0) on a page. */
export interface UserProgressTable {
  user_id: string;
  item_id: string;
  page: string;
  done: number;
  updated_at: number;
}

export interface UserSavedItemsTable {
  user_id: string;
  item_id: string;
  saved_at: number;
}

export interface StudyRemindersTable {
  user_id: string;
  /** ISO weekdays joined by commas: '1,3,5' is Monday, Wednesday and Friday. */
  days: string;
  time: string;
  time_zone: string;
  updated_at: number;
}

export interface StudyReminderSendsTable {
  user_id: string;
  slot: string;
  sent_at: number;
}

export interface NotificationTopicsTable {
  user_id: string;
  /** The subscriber's choices joined by commas (NOTIFICATION_TOPICS); no row means every topic. */
  topics: string;
  updated_at: number;
}

export interface ListingAnnouncementsTable {
  /** kind:slug:vN, the listing's version when it was published or reopened. */
  id: string;
  kind: 'internship' | 'hackathon';
  slug: string;
  reason: 'new' | 'reopened';
  created_at: number;
  fanned_out_at: number | null;
}

export interface ListingNotificationsTable {
  key: string;
  user_id: string;
  /** The PushMessage as JSON. */
  message: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface UserNotesTable {
  user_id: string;
  item_id: string;
  text: string;
  version: number;
  updated_at: number;
}

/** Counts every change to a user's notes (no row: 0); the notes search index is kept per revision. */
export interface UserNotesRevisionsTable {
  user_id: string;
  revision: number;
}

export type AccountTokenPurpose = 'verify-email' | 'password-reset' | 'session-takeover';

/** A single-use link or grant: only the SHA-256 of the token is stored; the row is deleted on use. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  created_at: number;
  expires_at: number;
}

/**
 * pending: to be handed to the SMTP server (again at next_attempt_at); sent: handed over (bodies
 * cleared); failed: every attempt failed; logged: no SMTP outside production, printed in the
 * terminal instead; held: no SMTP in production, never sent.
 */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'logged' | 'held';

/** Every e-mail the server sends, with its delivery state (src/server/mail/). */
export interface MailOutboxTable {
  id: string;
  user_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  /** Kept until the message is handed to the SMTP server, then cleared (its links are credentials). */
  text_body: string | null;
  html_body: string | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  created_at: number;
  sent_at: number | null;
}

/** A secret the server generated for itself, e.g. 'known-device' (signs the known-device cookies). */
export interface ServerKeysTable {
  name: string;
  /** 256 random bits, base64url. */
  secret: string;
  created_at: number;
}

/** A group of site settings a maintainer saved (JSON), e.g. 'contact'; absent until first saved. */
export interface SiteSettingsTable {
  key: string;
  data: string;
  version: number;
  updated_at: number;
  updated_by: string;
}

/** The last change applied to one of a user's items (offline sync: last change wins, replays are no-ops). */
export interface ItemChangesTable {
  user_id: string;
  kind: string;
  item_id: string;
  changed_at: number;
  change_id: string;
}

export interface DatabaseSchema {
  users: UsersTable;
  active_sessions: ActiveSessionsTable;
  ended_sessions: EndedSessionsTable;
  rate_limits: RateLimitsTable;
  oidc_flows: OidcFlowsTable;
  reported_issues: ReportedIssuesTable;
  video_search_cache: VideoSearchCacheTable;
  link_checks: LinkChecksTable;
  leases: LeasesTable;
  listings: ListingsTable;
  listing_suggestions: ListingSuggestionsTable;
  maintainers: MaintainersTable;
  report_resolutions: ReportResolutionsTable;
  maintainer_audit: MaintainerAuditTable;
  vapid_keys: VapidKeysTable;
  server_keys: ServerKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  user_progress: UserProgressTable;
  user_saved_items: UserSavedItemsTable;
  user_notes: UserNotesTable;
  user_notes_revisions: UserNotesRevisionsTable;
  study_reminders: StudyRemindersTable;
  study_reminder_sends: StudyReminderSendsTable;
  notification_topics: NotificationTopicsTable;
  listing_announcements: ListingAnnouncementsTable;
  listing_notifications: ListingNotificationsTable;
  item_changes: ItemChangesTable;
  account_tokens: AccountTokensTable;
  mail_outbox: MailOutboxTable;
  site_settings: SiteSettingsTable;
}
