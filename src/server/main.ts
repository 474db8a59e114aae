import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createCatalogueServices } from './catalogue-services.js';
import { loadConfig, type Config } from './config.js';
import { loadCatalogue } from './content/load-catalogue.js';
import type { SeedReport } from './listings/listing-service.js';
import { openMigratedDatabase } from './db/connection.js';
import { createServices } from './services.js';
import { ensureDemoAccount } from './users/demo-account.js';

async function main() {
  const config = loadConfig();
  // Invalid content stops the start with every problem named (file and entry).
  const catalogue = await loadCatalogue(config.contentDir);
  const database = await openMigratedDatabase(config.database);
  const services = createServices(config, database.db);

  if (config.demoAccount) {
    const demo = await ensureDemoAccount(services.users, services.auth);
    if (demo) {
      console.log(
        `\nA demo account was created (shown only this once):\n  e-mail:   ${demo.email}\n  password: ${demo.password}\n`,
      );
    }
  }

  announceMailDelivery(config);

  const catalogueServices = createCatalogueServices({
    config,
    db: database.db,
    catalogue,
    limiter: services.limiter,
    push: services.push,
  });
  announceSeed(await catalogueServices.seedListings());
  const app = createApp({ config, services, catalogue, catalogueServices });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.database.engine === 'sqlite' ? config.database.file : 'PostgreSQL';
    console.log(`Portal listening on http://localhost:${info.port} (database: ${where})`);
  });

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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down.`);
    // A running round stops starting new work; what it already stored stays. Mail being handed to
    // the SMTP server gets the same few seconds; anything unsent stays in the outbox for next time.
    const jobsStopped = Promise.all([...jobs.map((job) => job.stop()), services.mail.settled()]);
    server.close(() => {
      jobsStopped.finally(() => database.close().finally(() => process.exit(0)));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Says at start what content/ changed in the listings, and which maintainers' edits it left alone. */
function announceSeed(report: SeedReport): void {
  const changed = report.inserted.length + report.updated.length + report.retired.length;
  if (changed > 0) {
    console.log(
      `Listings from content/: ${report.inserted.length} added, ${report.updated.length} updated, ${report.retired.length} retired.`,
    );
  }
  if (report.keptEdits.length > 0) {
    console.warn(
      `content/ changed these listings after a maintainer edited them; the edits were kept: ${report.keptEdits.join(', ')}`,
    );
  }
}

/** Says at start how e-mail leaves this server, and in production without SMTP which features are off. */
function announceMailDelivery(config: Config): void {
  if (config.mail.delivery === 'smtp') {
    console.log(`E-mail: sent through ${new URL(config.mail.smtpUrl!).host} as ${config.mail.from}.`);
  } else if (config.mail.delivery === 'outbox') {
    console.log(
      'E-mail: no SMTP_URL, so messages are stored in the outbox and printed here (npm run mail:outbox lists them).',
    );
  } else {
    console.warn(
      'E-mail is OFF (no SMTP_URL in production): password reset links, address confirmation links and\n' +
        '  e-mailed security notices are not sent; the pages say so. Set SMTP_URL and MAIL_FROM to turn them on.',
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
