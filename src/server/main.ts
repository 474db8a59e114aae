import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createCatalogueServices } from './catalogue-services.js';
import { loadConfig, type Config } from './config.js';
import { loadCatalogue, pagesIn } from './content/load-catalogue.js';
import { TOOL_INDEX, TOPIC_INDEX } from '#shared/pages/content-page-index.js';
import type { SeedReport } from './listings/listing-service.js';
import { openMigratedDatabase } from './db/connection.js';
import { createServices } from './services.js';
import { ensureDemoAccount } from '#server/auth/demo-account.js';
import { onShutdownSignals } from './ops/graceful-shutdown.js';
import { createLogger, type Logger } from './ops/logger.js';
import { createMetrics } from './ops/metrics.js';
import { createMetricsRepository } from './ops/metrics-repository.js';
import { SEARCH_UNITS } from './videos/video-search-service.js';
import { startMetricsServer } from './ops/metrics-server.js';
import { createReadiness } from './ops/readiness.js';
import { sql } from 'kysely';
import type { Server } from 'node:http';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.log);
  // Invalid content stops the start with every problem named (file and entry).
  const catalogue = await loadCatalogue(config.contentDir);
  // The page registry (and the built app) know the page files of ./content; a CONTENT_DIR with
  // other topic or tool files would serve pages no menu or route knows.
  const served = [...pagesIn(catalogue, 'topics'), ...pagesIn(catalogue, 'tools')].map((entry) => entry.file);
  const declared = [
    ...TOPIC_INDEX.map((topic) => `topics/${topic.slug}`),
    ...TOOL_INDEX.map((tool) => `tools/tool-${tool.number}`),
  ];
  if (served.join() !== declared.join())
    throw new Error(
      `CONTENT_DIR's page files (${served.join(', ')}) are not ./content's (${declared.join(', ')}): build from the same content`,
    );
  const database = await openMigratedDatabase(config.database);
  const metrics = config.metrics
    ? createMetrics({
        data: createMetricsRepository(database.db),
        pool: database.poolStats,
        youtubeSearchesPerDay: config.videos.youtubeApiKey
          ? Math.floor(config.videos.dailyUnits / SEARCH_UNITS)
          : undefined,
      })
    : undefined;
  const services = createServices(config, database.db, undefined, { pushOutcome: metrics?.pushOutcome });
  const readiness = createReadiness(async () => {
    await sql`select 1`.execute(database.db);
  });

  if (config.demoAccount) {
    const demo = await ensureDemoAccount(services.users, services.auth);
    if (demo) {
      console.log(
        `\nA demo account was created (shown only this once):\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n`,
      );
    }
  }

  announceMailDelivery(config, logger);

  const catalogueServices = createCatalogueServices({
    config,
    db: database.db,
    catalogue,
    services,
  });
  announceSeed(await catalogueServices.seedListings(), logger);
  const app = createApp({
    config,
    services,
    catalogue,
    catalogueServices,
    ops: { logger, readiness, observe: metrics?.observe },
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.database.engine === 'sqlite' ? config.database.file : 'PostgreSQL';
    readiness.markStarted();
    logger.info(`Portal listening on http://localhost:${info.port} (database: ${where})`);
  }) as Server;
  if (metrics && config.metrics) {
    await startMetricsServer(metrics.registry, config.metrics.port, config.metrics.host);
    logger.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }

  // Periodic work inside the server, each round run by one instance through a database lease
  // (jobs/leased-job.ts). Add a job here and it starts and stops with the server.
  const jobs = [
    catalogueServices.linkChecker,
    services.mailOutboxJob,
    catalogueServices.reminderJob,
    catalogueServices.listingItems,
    catalogueServices.notificationJob,
    services.pruneJob,
  ].filter((job) => job !== undefined);
  for (const job of jobs) job.start();

  onShutdownSignals({
    server,
    readiness,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    // A running round stops starting new work and releases its lease; what it stored stays. Mail
    // being handed to the SMTP server gets the same time; anything unsent stays in the outbox.
    release: () => Promise.all([...jobs.map((job) => job.stop()), services.mail.settled()]),
    closeDatabase: () => database.close(),
  });
}

/** Says at start what content/ changed in the listings, and which maintainers' edits it left alone. */
function announceSeed(report: SeedReport, logger: Logger): void {
  const changed = report.inserted.length + report.updated.length + report.retired.length;
  if (changed > 0) {
    logger.info(
      `Listings from content/: ${report.inserted.length} added, ${report.updated.length} updated, ${report.retired.length} retired.`,
    );
  }
  if (report.keptEdits.length > 0) {
    logger.warn(
      `content/ changed these listings after a maintainer edited them; the edits were kept: ${report.keptEdits.join(', ')}`,
    );
  }
}

/** Says at start how e-mail leaves this server, and in production without SMTP which features are off. */
function announceMailDelivery(config: Config, logger: Logger): void {
  if (config.mail.delivery === 'smtp') {
    logger.info(`E-mail: sent through ${new URL(config.mail.smtpUrl!).host} as ${config.mail.from}.`);
  } else if (config.mail.delivery === 'outbox') {
    logger.info(
      'E-mail: no SMTP_URL, so messages are stored in the outbox and printed here (npm run mail:outbox lists them).',
    );
  } else {
    logger.warn(
      'E-mail is OFF (no SMTP_URL in production): password reset links, address confirmation links and\n' +
        '  e-mailed security notices are not sent; the pages say so. Set SMTP_URL and MAIL_FROM to turn them on.',
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
