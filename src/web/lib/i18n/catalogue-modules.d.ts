/** The catalogues as the build serves them (scripts/vite-catalogues.ts): compiled, one chunk each. */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** The core catalogue's map of the server's English texts to their `server.*` ids (none in a part). */
  export const serverTexts: Record<string, string>;
}

/** Loaders of the catalogue parts (src/shared/catalogue-parts.ts), each its own chunk. */
declare module 'virtual:catalogue-parts' {
  import type { Messages } from '@lingui/core';
  type Language = import('#shared/languages.js').Language;
  type CataloguePart = import('#shared/catalogue-parts.js').CataloguePart;
  export const partLoaders: Record<Language, Record<CataloguePart, () => Promise<{ messages: Messages }>>>;
}
