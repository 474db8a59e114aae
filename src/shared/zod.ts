import * as z from 'zod/mini';

/**
 * Zod for every shared schema: the tree-shakable `zod/mini` build (the browser parses API answers
 * with these schemas; the classic build alone was 24 KB gzip of every signed-in page). Mini leaves
 * out zod's English default messages ("Invalid option: expected one of ..."); the server, the
 * scripts and the tests load them through zod-english.ts (config.ts imports it), where the API's
 * 400 answers and content:check name them. The browser does not: every message a form shows is one
 * of ours, and the locale was 1 KB gzip of every signed-in route.
 */
export { z };
