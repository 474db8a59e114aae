import type { Language } from '#shared/languages.js';
import type { CataloguePart } from '#shared/catalogue-parts.js';
import { activateLanguage, loadPart } from '#web/lib/i18n/i18n.js';

/**
 * Makes `language` the interface's language for a component test, with the catalogue parts its
 * components say already in: a first render then shows the texts at once instead of suspending.
 */
export async function speak(language: Language, parts: readonly CataloguePart[]): Promise<void> {
  await activateLanguage(language);
  await Promise.all(parts.map((part) => loadPart(part)));
}
