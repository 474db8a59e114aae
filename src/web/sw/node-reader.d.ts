/*
 * The page registry's topic list is read with node:fs in Node (src/shared/pages/content-page-reader.ts).
 * The worker's build replaces that module with the list itself (scripts/vite-content-pages.ts), but
 * the worker's type check, which has no Node types, still reads the reader: these are the only
 * calls it makes.
 */
declare module 'node:fs' {
  export function readdirSync(path: string): string[];
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
declare module 'node:path' {
  const path: { join(...parts: string[]): string };
  export default path;
}
