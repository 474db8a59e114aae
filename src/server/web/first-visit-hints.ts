import { dataPath, isEndpoint, type PageDeclaration, type UserData } from '#shared/pages/page-types.js';
import { LAYOUT_CONTENT, SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import type { Language } from '#shared/languages.js';

/** What Vite's build manifest says of one chunk (dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  /** The source module, for a chunk that has one (an entry or a dynamically imported module). */
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
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

/**
 * What the entry imports on demand before its first render (lib/i18n/i18n.ts activateLanguage):
 * Lingui's runtime and the loading of catalogue parts. The entry asks for them only once it runs.
 */
const FIRST_RENDER_MODULES = [/@lingui\/core\/dist\/index\.mjs$/, /^lib\/i18n\/part-loading\.ts$/];

/**
 * Modules a page's first data is read with, beyond the signed-in app's code: the notes are shown
 * with this device's waiting edits on top (lib/api/notes.ts imports these on demand, then the
 * device's store they read through), so a page with notes would wait on two more downloads in turn.
 */
const USER_DATA_MODULES: Partial<Record<UserData, RegExp>> = { notes: /^lib\/offline-changes\/waiting-notes\.ts$/ };

const chunkKeys = (manifest: BuildManifest, module: RegExp) =>
  Object.keys(manifest).filter((key) => module.test(manifest[key]!.src ?? key));

/** A module's chunks with those of the modules it imports on demand (one step), e.g. waiting notes -> the device store. */
function withOnDemandImports(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  staticClosure(manifest, key, into);
  for (const imported of manifest[key]?.dynamicImports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * A compiled catalogue's chunk (scripts/vite-catalogues.ts): the manifest names it by its virtual
 * id, `virtual:catalogue/hi` for the core and `virtual:catalogue/hi/learning` for a part.
 */
const catalogueChunk = (manifest: BuildManifest, id: string) =>
  Object.entries(manifest).find(([key]) => key.endsWith(`virtual:catalogue/${id}`))?.[1].file;

/**
 * The API answers a page's loaders ask for first: the layout's content, the page's content (with
 * its Hindi for a Hindi reader, as the app asks for it) and user data.
 */
export function firstRequests(page: PageDeclaration, language: Language = 'en'): string[] {
  const query = language === 'en' ? '' : `?lang=${language}`;
  return [
    ...new Set([...LAYOUT_CONTENT, ...(page.content ?? [])].map((name) => `/api/content/${name}${query}`)),
    ...(page.userData ?? []).map((data) => `/api${dataPath(data)}`),
  ];
}

/**
 * For each signed-in page, the <link> hints the server puts in the HTML it sends a signed-in
 * browser: the signed-in app's and the page's chunks, with what the entry and the page's data load
 * on demand before the page can show (modulepreload), and the page's first API
 * answers (preload as fetch, credentials included, which the app's fetch then takes over). Without
 * them a first visit waited for the entry, then the signed-in app's code, then the page's code and
 * data in turn. A signed-out browser gets none: its page must not ask for gated data.
 */
export function firstVisitHints(manifest: BuildManifest, language: Language = 'en'): Map<string, string> {
  const entry = staticClosure(manifest, 'index.html');
  const shellKey = Object.keys(manifest).find((key) => SIGNED_IN_CHUNK.test(key));
  const hints = new Map<string, string>();
  if (!shellKey || !manifest['index.html']) return hints;
  const firstRender = new Set<string>();
  for (const module of FIRST_RENDER_MODULES)
    for (const key of chunkKeys(manifest, module)) staticClosure(manifest, key, firstRender);
  for (const page of SIGNED_IN_PAGES) {
    const chunks = staticClosure(manifest, `features/${page.component}.tsx`, staticClosure(manifest, shellKey));
    for (const data of page.userData ?? []) {
      const module = isEndpoint(data) ? undefined : USER_DATA_MODULES[data];
      if (module) for (const key of chunkKeys(manifest, module)) withOnDemandImports(manifest, key, chunks);
    }
    // The reader's catalogue first: nothing renders before it; then the parts the page says, which
    // its route would otherwise ask for only once the signed-in app's code had run.
    const catalogues = [language, ...(page.parts ?? []).map((part) => `${language}/${part}`)]
      .map((id) => catalogueChunk(manifest, id))
      .filter((file) => file !== undefined);
    const code = [...new Set([...catalogues, ...firstRender, ...chunks])]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}" />`);
    const data = firstRequests(page, language).map(
      (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`,
    );
    hints.set(page.path, [...data, ...code].join(''));
  }
  return hints;
}
