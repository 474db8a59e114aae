import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { FORMAT_LOCALES, type Language } from '#shared/languages.js';
import { CATALOGUE_DIR, compileCatalogue } from '#scripts/vite-catalogues.js';

/** A catalogue file as written: message id -> ICU MessageFormat text. */
export const readCatalogue = (language: Language) =>
  JSON.parse(readFileSync(path.join(CATALOGUE_DIR, `${language}.json`), 'utf8')) as Record<string, string>;

/** Says the catalogue's messages as the browser does (compiled, the language's number format). */
export function catalogueFormatter(language: Language) {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: language,
    locales: [FORMAT_LOCALES[language]],
    messages: compileCatalogue(readCatalogue(language)) as never,
  });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}
