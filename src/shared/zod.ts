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

/**
 * A module's schema, built the first time something parses with it, not when the module loads:
 * the browser loads every feature's schemas with the signed-in app, and building them all up
 * front cost its first page tens of milliseconds on a slow phone while only that page's few are
 * used. zod's lazy schema builds its inner schema once and parses through it, so the answer, the
 * issues and the inferred type are the inner schema's own. Every shared schema is declared so.
 */
export const lazySchema = <T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> => z.lazy(build);

/** The schema a lazySchema holds (built now if it was not yet), for zod functions that take one kind: z.extend an object. */
export const builtSchema = <T extends z.ZodMiniType>(schema: z.ZodMiniLazy<T>): T => schema._zod.innerType;
