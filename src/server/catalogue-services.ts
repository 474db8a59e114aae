import type { Config } from './config.js';
import type { SharedRepositories } from './services.js';
import type { PushService } from './push/push-service.js';
import { createReminderJob } from './reminders/reminder-job.js';
import { createReminderRepository } from './reminders/reminder-repository.js';
import { createReminderService } from './reminders/reminder-service.js';
import { collectContentUrls, type Catalogue } from './content/load-catalogue.js';
import { typedCatalogue } from './content/typed-catalogue.js';
import type { Db } from './db/connection.js';
import { linkCheckUrls } from './links/link-check-urls.js';
import { createLinkHealthChecker } from './links/link-health-checker.js';
import { createLinkHealthRepository } from './links/link-health-repository.js';
import { createLinkHealthService } from './links/link-health-service.js';
import { createListingRepository } from './listings/listing-repository.js';
import { createListingItems } from './listings/listing-items.js';
import { createListingService } from './listings/listing-service.js';
import { createSuggestionRepository } from './listings/suggestion-repository.js';
import { createSuggestionService } from './listings/suggestion-service.js';
import { createListingNotificationService } from './notifications/listing-notification-service.js';
import { createNotificationJob } from './notifications/notification-job.js';
import { createNotificationRepository } from './notifications/notification-repository.js';
import { createNotesService } from './notes/notes-service.js';
import { createMaintainService } from './maintain/maintain-service.js';
import { createMaintainerRepository } from './maintain/maintainer-repository.js';
import { createItemStateService } from '#server/item-state/item-state-service.js';
import { createItemChangeRepository } from '#server/item-state/item-change-repository.js';
import { createSyncService } from '#server/item-state/sync-service.js';
import { buildCatalogueIndex } from './search/catalogue-index.js';
import { createItemRegistry } from './search/item-registry.js';
import { searchDocuments } from '#shared/search-documents.js';
import { createSearchService } from './search/search-service.js';
import type { Clock } from './sessions/session-service.js';
import { createSiteSettingsRepository } from './site-settings/site-settings-repository.js';
import { createSiteSettingsService } from './site-settings/site-settings-service.js';
import { createContentTalko } from './talko/content-talko.js';
import type { RequestLimiter } from './throttle/request-limiter.js';
import { createVideoCacheRepository } from './videos/video-cache-repository.js';
import { createVideoSearchService } from './videos/video-search-service.js';
import { createYoutubeClient } from './videos/youtube-client.js';

/**
 * Services that read the curated catalogue: one search index built at start, shared by the video
 * search's offline default and Talko. The composition root's second stage: createServices builds
 * the repositories both stages read, and this one takes them.
 */
export function createCatalogueServices(deps: {
  config: Config;
  db: Db;
  catalogue: Catalogue;
  /** The first stage (createServices): its shared repositories, request limiter and Web Push. */
  services: {
    repositories: SharedRepositories;
    limiter: RequestLimiter;
    push: Pick<PushService, 'sendToUser' | 'browsersOf'>;
  };
  clock?: Clock;
}) {
  const { config, db, catalogue, clock = Date.now } = deps;
  const { repositories, limiter, push } = deps.services;
  const { leases } = repositories;
  const content = typedCatalogue(catalogue);
  const documents = searchDocuments(content);
  const index = buildCatalogueIndex(documents, content.searchAliases);
  const registry = createItemRegistry(documents);
  const youtube = config.videos.youtubeApiKey
    ? createYoutubeClient({
        apiKey: config.videos.youtubeApiKey,
        baseUrl: config.videos.youtubeApiBase,
        timeoutMs: config.videos.timeoutMs,
      })
    : null;
  const videos = createVideoSearchService({
    youtube,
    cache: createVideoCacheRepository(db),
    index,
    limiter,
    policy: config.videos,
    clock,
  });
  const talko = createContentTalko(content, index, limiter);
  const notes = createNotesService({ repository: repositories.notes, registry, clock });
  const search = createSearchService({ index, limiter, notes, perMinute: config.searchPerMinute });
  const linkHealthRepository = createLinkHealthRepository(db);
  const linkHealth = createLinkHealthService(linkHealthRepository);
  const itemState = createItemStateService({
    repository: repositories.itemState,
    registry,
    topics: content.topics,
  });
  const sync = createSyncService({ itemChanges: createItemChangeRepository(db), registry, clock });
  const listings = createListingService({ repository: createListingRepository(db), clock });
  const suggestionRepository = createSuggestionRepository(db);
  const suggestions = createSuggestionService({ repository: suggestionRepository, limiter, clock });
  const listingItems = createListingItems({ listings, registry, index });
  const notifications = createListingNotificationService({
    repository: createNotificationRepository(db),
    listings,
    send: (userId, message) => push.sendToUser(userId, message),
    clock,
  });
  const maintainers = createMaintainerRepository(db);
  const maintain = createMaintainService({
    maintainers,
    listings,
    announce: notifications.announce,
    listingsChanged: () => listingItems.refresh(),
    suggestions: suggestionRepository,
    links: linkHealthRepository,
    clock,
  });
  const siteSettings = createSiteSettingsService({
    repository: createSiteSettingsRepository(db),
    contact: content.contact,
    maintainers,
    clock,
  });
  const checkedUrls = linkCheckUrls({
    contentUrls: collectContentUrls(catalogue).map((entry) => entry.url),
    listings,
    siteSettings,
  });
  // The background checker exists only when LINK_CHECK_INTERVAL is set; main.ts starts and stops it.
  const linkChecker = config.linkCheck
    ? createLinkHealthChecker({
        urls: checkedUrls,
        links: linkHealthRepository,
        leases,
        options: config.linkCheck,
        clock,
      })
    : undefined;
  const reminders = createReminderService({
    repository: createReminderRepository(db),
    itemState,
    limiter,
    changesPerMinute: config.reminderChangesPerMinute,
    send: (userId, message) => push.sendToUser(userId, message),
    notifiedBrowsers: (userId) => push.browsersOf(userId),
    clock,
  });
  const reminderJob = createReminderJob({ reminders, leases, clock });
  const notificationJob = createNotificationJob({ notifications, leases, clock });
  return {
    index,
    registry,
    videos,
    talko,
    search,
    linkHealth,
    linkChecker,
    /** What a link-check round visits (read at the start of each round). */
    checkedUrls,
    itemState,
    sync,
    listings,
    suggestions,
    notes,
    reminders,
    /** Sends due study reminders; main.ts starts it with the other jobs. */
    reminderJob,
    /** What subscribers chose, announcements of published listings and closing reminders. */
    notifications,
    /** Sends announcements and closing reminders; main.ts starts it with the other jobs. */
    notificationJob,
    maintain,
    /** The contact channels and footer links maintainers edit (content/contact.yaml until first saved). */
    siteSettings,
    /** Keeps saves and search in step with listings other instances change; main.ts starts it. */
    listingItems,
    /**
     * Brings content/'s internships and hackathons into the listings table, then makes the
     * published ones (maintainers' edits and approved suggestions too) known items; main.ts runs it at start.
     */
    async seedListings() {
      const report = await listings.seed(content);
      await listingItems.refresh();
      return report;
    },
  };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
