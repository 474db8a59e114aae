import type { Migration } from 'kysely';
import { migration as usersAndSessions } from './001_users_and_sessions.js';
import { migration as reportedIssues } from './002_reported_issues.js';
import { migration as oidcFlows } from './003_oidc_flows.js';
import { migration as videoSearchCache } from './004_video_search_cache.js';
import { migration as push } from './005_push.js';
import { migration as userItems } from './006_user_items.js';
import { migration as linkChecks } from './007_link_checks.js';
import { migration as accountRecovery } from './008_account_recovery.js';
import { migration as reportsOutliveAccounts } from './009_reports_outlive_accounts.js';
import { migration as listings } from './010_listings.js';
import { migration as serverKeys } from './011_server_keys.js';
import { migration as listingSuggestions } from './012_listing_suggestions.js';
import { migration as userNotes } from './013_user_notes.js';
import { migration as itemChanges } from './014_item_changes.js';
import { migration as maintainers } from './015_maintainers.js';
import { migration as studyReminders } from './016_study_reminders.js';
import { migration as reportResolutions } from './017_report_resolutions.js';
import { migration as userLanguage } from './018_user_language.js';
import { migration as pruneIndexes } from './019_prune_indexes.js';
import { migration as listingNotifications } from './020_listing_notifications.js';
import { migration as perUserIndexes } from './021_per_user_indexes.js';
import { migration as siteSettings } from './022_site_settings.js';
import { migration as userNotesRevisions } from './023_user_notes_revisions.js';
import { migration as credentialVersion } from './024_credential_version.js';
import { migration as pruneLeftovers } from './025_prune_leftovers.js';
import { migration as endedSessions } from './026_ended_sessions.js';

/**
 * Every migration, one file each, in the order they run on both engines. A name is the file's name
 * and is stored in the database once applied: never rename or edit a migration that has shipped;
 * add the next number. The list must stay sorted (a test checks it): Kysely runs them by name.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['001_users_and_sessions', usersAndSessions],
  ['002_reported_issues', reportedIssues],
  ['003_oidc_flows', oidcFlows],
  ['004_video_search_cache', videoSearchCache],
  ['005_push', push],
  ['006_user_items', userItems],
  ['007_link_checks', linkChecks],
  ['008_account_recovery', accountRecovery],
  ['009_reports_outlive_accounts', reportsOutliveAccounts],
  ['010_listings', listings],
  ['011_server_keys', serverKeys],
  ['012_listing_suggestions', listingSuggestions],
  ['013_user_notes', userNotes],
  ['014_item_changes', itemChanges],
  ['015_maintainers', maintainers],
  ['016_study_reminders', studyReminders],
  ['017_report_resolutions', reportResolutions],
  ['018_user_language', userLanguage],
  ['019_prune_indexes', pruneIndexes],
  ['020_listing_notifications', listingNotifications],
  ['021_per_user_indexes', perUserIndexes],
  ['022_site_settings', siteSettings],
  ['023_user_notes_revisions', userNotesRevisions],
  ['024_credential_version', credentialVersion],
  ['025_prune_leftovers', pruneLeftovers],
  ['026_ended_sessions', endedSessions],
];
