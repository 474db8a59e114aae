import { USER_DATA_PATHS, type PageDeclaration } from '#shared/pages/page-types.js';
import { LAYOUT_CONTENT, SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import type { Language } from '#shared/languages.js';

/** What Vite's build manifest says of one chunk (dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The signed-in app's shared chunk (vite.config.ts names it). */
const SIGNED_IN_CHUNK = /^_signed-in-/;

function staticClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The compiled catalogue's chunk (scripts/vite-catalogues.ts): the manifest names it by its virtual id. */
const catalogueChunk = (manifest: BuildManifest, language: Language) =>
  Object.entries(manifest).find(([key]) => key.endsWith(`virtual:catalogue/${language}`))?.[1].file;

/**
 * The API answers a page's loaders ask for first: the layout's content, the page's content (with
 * its Hindi for a Hindi reader, as the app asks for it) and user data.
 */
export function firstRequests(page: PageDeclaration, language: Language = 'en'): string[] {
  const query = language === 'en' ? '' : `?lang=${language}`;
  return [
    ...new Set([...LAYOUT_CONTENT, ...(page.content ?? [])].map((name) => `/api/content/${name}${query}`)),
    ...(page.userData ?? []).map((data) => `/api${USER_DATA_PATHS[data]}`),
  ];
}

/**
 * For each signed-in page, the <link> hints the server puts in the HTML it sends a signed-in
 * browser: the signed-in app's and the page's chunks (modulepreload) and the page's first API
 * answers (preload as fetch, credentials included, which the app's fetch then takes over). Without
 * them a first visit waited for the entry, then the signed-in app's code, then the page's code and
 * data in turn. A signed-out browser gets none: its page must not ask for gated data.
 */
export function firstVisitHints(manifest: BuildManifest, language: Language = 'en'): Map<string, string> {
  const entry = staticClosure(manifest, 'index.html');
  const shellKey = Object.keys(manifest).find((key) => SIGNED_IN_CHUNK.test(key));
  const hints = new Map<string, string>();
  if (!shellKey || !manifest['index.html']) return hints;
  for (const page of SIGNED_IN_PAGES) {
    const chunks = staticClosure(manifest, `features/${page.component}.tsx`, staticClosure(manifest, shellKey));
    // The reader's catalogue first: nothing renders before it.
    const catalogue = catalogueChunk(manifest, language);
    const code = [...(catalogue ? [catalogue] : []), ...chunks]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}" />`);
    const data = firstRequests(page, language).map(
      (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`,
    );
    hints.set(page.path, [...data, ...code].join(''));
  }
  return hints;
}
