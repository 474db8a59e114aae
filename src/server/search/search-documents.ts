/**
 * Search documents are built in src/shared/search-documents.ts: the server's index and the service
 * worker's offline search (over the content kept on the device) read the catalogue the same way.
 */
export * from '#shared/search-documents.js';
