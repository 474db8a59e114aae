import type { TypedCatalogue } from '#server/content/typed-catalogue.js';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import { faqIndex } from '#server/search/content-index.js';
import type { RequestLimiter } from '#server/throttle/request-limiter.js';
import { createQueryExpander } from '#shared/query-expander.js';
import { buildSiteHelpIndex } from './site-help-index.js';
import { createTalkoService } from './talko-service.js';

/** Talko over the loaded content: the catalogue's index, the home FAQ and the site help, one alias table. */
export function createContentTalko(content: TypedCatalogue, catalogueIndex: CatalogueIndex, limiter: RequestLimiter) {
  return createTalkoService({
    catalogueIndex,
    faqIndex: faqIndex(content),
    faq: content.home.faq,
    siteHelp: buildSiteHelpIndex(content.siteHelp, content.searchAliases),
    expand: createQueryExpander(content.searchAliases),
    limiter,
  });
}
