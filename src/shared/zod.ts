import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Zod for every shared schema: the tree-shakable `zod/mini` build (the browser parses API answers
 * with these schemas; the classic build alone was 24 KB gzip of every signed-in page), with its
 * English messages loaded ("Invalid option: expected one of ..."), which mini leaves out by default
 * and the API's 400 answers and content:check name.
 */
z.config(en());

export { z };
