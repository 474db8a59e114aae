import { loadConfig } from '#server/config.js';
import { contentRoutes } from '#server/content/content-routes.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { diskCompressedCopies } from '#server/http/compressed-copies.js';
import { loadStaticSite } from '#server/web/static-site.js';

/**
 * Makes the compressed copies of every body a server prepares at start (the built site and the
 * content catalogue), once, before a run's servers start: they then read them instead of each
 * compressing at once on a cold folder (seconds each, enough to miss a start timeout on a busy
 * machine). The same code the server runs, so the copies are the ones it would make.
 */
export async function warmCompressedCopies(): Promise<void> {
  const config = loadConfig({ DEMO_ACCOUNT: 'off' });
  const copies = diskCompressedCopies(config.compressedCopiesDir);
  loadStaticSite(config.webDistDir, copies);
  contentRoutes(await loadCatalogue(config.contentDir), {}, copies);
}
