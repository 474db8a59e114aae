/**
 * For the maintainers: dead and redirected content links found by the server's background link
 * checker (LINK_CHECK_INTERVAL), each with the content file and entry to fix.
 *   npm run links:report   (honours DATABASE_URL like the server)
 */
import { loadConfig } from '#server/config.js';
import { collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createLinkHealthRepository } from '#server/links/link-health-repository.js';
import { formatLinkReport } from '#server/links/report.js';

const config = loadConfig();
const locations = collectContentUrls(await loadCatalogue(config.contentDir));
const database = await openMigratedDatabase(config.database);
try {
  const rows = await createLinkHealthRepository(database.db).withStatus(['dead', 'redirected']);
  const stillInContent = new Set(locations.map((location) => location.url));
  const results = rows
    .filter((row) => stillInContent.has(row.url))
    .map((row) => ({
      url: row.url,
      status: row.status,
      httpCode: row.http_code ?? undefined,
      finalUrl: row.final_url ?? undefined,
    }));
  if (results.length === 0) {
    console.log(
      'No dead or redirected links recorded. (The checker runs inside the server when LINK_CHECK_INTERVAL is set.)',
    );
  } else {
    const dead = results.filter((result) => result.status === 'dead').length;
    console.log(`${dead} dead and ${results.length - dead} redirected links:\n`);
    console.log(formatLinkReport(results, locations, ['dead', 'redirected']).join('\n'));
  }
} finally {
  await database.close();
}
