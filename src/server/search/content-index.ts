import type { TypedCatalogue } from '#server/content/typed-catalogue.js';
import { buildCatalogueIndex } from './catalogue-index.js';
import { faqDocuments, searchDocuments } from '#shared/search-documents.js';

/** The catalogue's search index, reading queries through content/search-aliases.yaml (the server, bench and tests alike). */
export function contentIndex(content: TypedCatalogue) {
  return buildCatalogueIndex(searchDocuments(content), content.searchAliases);
}

/** The home FAQ's index (Talko's answers), with the same alias table. */
export function faqIndex(content: TypedCatalogue) {
  return buildCatalogueIndex(faqDocuments(content), content.searchAliases);
}
