import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES } from '#shared/languages.js';
import { CATALOGUE_PARTS, partOfMessage } from '#shared/catalogue-parts.js';
import type { TopicIndexEntry, ToolIndexEntry } from '#shared/pages/content-page-heads.js';
import { SEARCH_KINDS, searchGroupMessageId } from '#shared/search-kinds.js';
import { jsonExpression } from './json-expression.js';
import { readContentTools, readContentTopics } from './vite-content-pages.js';

const PREFIX = 'virtual:catalogue/';
const RESOLVED = `\0${PREFIX}`;
/** The module of loaders, language -> part -> () => import(that part's chunk). */
const PART_LOADERS = 'virtual:catalogue-parts';
/** The namespaces of what the server says (server.* in the core, serverAccount.* in the account part). */
const SERVER_NAMESPACE = /^server\w*\./;

/** The HTML's loading state says the spec's 'Loading...' before any code runs (src/web/index.html). */
const LOADING_MARK = '<!--loading-->';
/** Written beside the build manifest: that text per language, for the server's per-language HTML. */
export const LOADING_TEXTS_FILE = '.vite/loading-texts.json';

/** The catalogue files: one JSON object per language, message id -> ICU MessageFormat text. */
export const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../src/web/lib/i18n/catalogues');

/** A catalogue's messages compiled for Lingui's runtime (so the ICU parser never ships to the browser). */
export function compileCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * One language's messages: its catalogue file, plus each topic and tool page's title (and a
 * placement page's menu label), which live in the page's own file (content/topics/<slug>.yaml,
 * content/tools/tool-<n>.yaml) in both languages, and each search kind's results heading, declared
 * with the kind (src/shared/search-kinds.ts).
 */
export function catalogueMessages(
  language: string,
  topics: readonly TopicIndexEntry[] = readContentTopics(),
  tools: readonly ToolIndexEntry[] = readContentTools(),
): Record<string, string> {
  const messages = readCatalogue(path.join(CATALOGUE_DIR, `${language}.json`));
  const hindi = language === 'hi';
  for (const topic of topics) {
    messages[`page./${topic.slug}`] = hindi ? topic.titleHi : topic.title;
    if (topic.menuLabel && topic.menuLabelHi)
      messages[`nav.explore-more./${topic.slug}`] = hindi ? topic.menuLabelHi : topic.menuLabel;
  }
  for (const tool of tools) messages[`page./tool-${tool.number}`] = hindi ? tool.titleHi : tool.title;
  for (const [kind, { label, labelHi }] of Object.entries(SEARCH_KINDS))
    messages[searchGroupMessageId(kind)] = hindi ? labelHi : label;
  return messages;
}

/** The English catalogue's `server.*` messages by their text (the server and the schemas speak English). */
export function serverMessageIds(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english)
      .filter(([id]) => SERVER_NAMESPACE.test(id))
      .map(([id, text]) => [text, id]),
  );
}

/**
 * `import('virtual:catalogue/hi')` -> `{ messages, serverTexts }`, the Hindi core catalogue compiled
 * at build time; `virtual:catalogue/hi/account` -> `{ messages }`, a part (catalogue-parts.ts).
 * Each language and part is its own chunk, fetched only by those who read it. @lingui/vite-plugin does the same
 * through @lingui/cli and its Babel toolchain; plain JSON catalogues need only Lingui's compiler.
 */
export function cataloguesPlugin(): Plugin {
  return {
    name: 'studyhub-catalogues',
    transformIndexHtml(html) {
      return html.replace(LOADING_MARK, loadingText('en'));
    },
    generateBundle() {
      const texts = Object.fromEntries(LANGUAGES.map((language) => [language, loadingText(language)]));
      this.emitFile({ type: 'asset', fileName: LOADING_TEXTS_FILE, source: JSON.stringify(texts) });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === PART_LOADERS ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${PART_LOADERS}`) return partLoadersModule();
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language, part] = id.slice(RESOLVED.length).split('/');
      if (!language || !/^[a-z]{2}$/.test(language) || (part !== undefined && !Object.hasOwn(CATALOGUE_PARTS, part)))
        throw new Error(`Not a catalogue: ${id}`);
      this.addWatchFile(path.join(CATALOGUE_DIR, `${language}.json`));
      const english = path.join(CATALOGUE_DIR, 'en.json');
      this.addWatchFile(english);
      const catalogue = Object.fromEntries(
        Object.entries(catalogueMessages(language)).filter(([messageId]) => partOfMessage(messageId) === part),
      );
      const module = `export const messages = ${jsonExpression(compileCatalogue(catalogue))};`;
      // What the server and the shared schemas say is English: the core also maps each `server.*`
      // text to its id, so the browser finds a text it was sent without a table of English in its code.
      return part === undefined
        ? `${module}\nexport const serverTexts = ${jsonExpression(serverMessageIds(readCatalogue(english)))};`
        : module;
    },
  };
}

const loadingText = (language: string) =>
  readCatalogue(path.join(CATALOGUE_DIR, `${language}.json`))['spec.loading'] ?? '';

/** `{ en: { account: () => import('virtual:catalogue/en/account'), ... }, hi: { ... } }`: one chunk per language and part. */
function partLoadersModule(): string {
  const loaders = LANGUAGES.map((language) => {
    const parts = Object.keys(CATALOGUE_PARTS).map(
      (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PREFIX}${language}/${part}`)})`,
    );
    return `${language}: { ${parts.join(', ')} }`;
  });
  return `export const partLoaders = { ${loaders.join(', ')} };`;
}
