import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;
const SERVER_PREFIX = 'server.';
/**
 * What the server and the shared schemas say is English; each catalogue also holds its `server.*`
 * messages under `server:<the English text>`, so the browser finds a text it was sent without a
 * table of English texts in its code.
 */
export const SERVER_TEXT_PREFIX = 'server:';

/** The catalogue files: one JSON object per language, message id -> ICU MessageFormat text. */
export const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../src/web/lib/i18n/catalogues');

/** A catalogue's messages compiled for Lingui's runtime (so the ICU parser never ships to the browser). */
export function compileCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The English catalogue's `server.*` messages by their text (the server and the schemas speak English). */
export function serverMessageIds(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english)
      .filter(([id]) => id.startsWith(SERVER_PREFIX))
      .map(([id, text]) => [text, id]),
  );
}

/**
 * `import('virtual:catalogue/hi')` -> `{ messages }`, the Hindi catalogue compiled at build time.
 * Each language is its own chunk, fetched only by those who read it. @lingui/vite-plugin does the same
 * through @lingui/cli and its Babel toolchain; plain JSON catalogues need only Lingui's compiler.
 */
export function cataloguesPlugin(): Plugin {
  return {
    name: 'studyhub-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`Not a catalogue: ${id}`);
      const file = path.join(CATALOGUE_DIR, `${language}.json`);
      this.addWatchFile(file);
      const english = path.join(CATALOGUE_DIR, 'en.json');
      this.addWatchFile(english);
      const catalogue = readCatalogue(file);
      for (const [text, messageId] of Object.entries(serverMessageIds(readCatalogue(english))))
        catalogue[`${SERVER_TEXT_PREFIX}${text}`] = catalogue[messageId]!;
      const compiled = compileCatalogue(catalogue);
      // JSON.parse of a string literal: parsed faster than the same object as a JavaScript literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
