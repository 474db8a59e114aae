import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { TopicIndexEntry, TopicPageHead, ToolIndexEntry, ToolPageHead } from '#shared/pages/content-page-heads.js';
import { readToolIndex, readTopicIndex } from '#shared/pages/content-page-reader.js';
import { jsonExpression } from './json-expression.js';

/** The module the browser bundle and the service worker get in place of the Node one. */
const PAGE_INDEX_MODULE = path.resolve(import.meta.dirname, '../src/shared/pages/content-page-index.ts');
const CONTENT_DIR = path.resolve(import.meta.dirname, '../content');

export const readContentTopics = (): TopicIndexEntry[] => readTopicIndex(CONTENT_DIR);
export const readContentTools = (): ToolIndexEntry[] => readToolIndex(CONTENT_DIR);

/**
 * src/shared/pages/content-page-index.ts reads content/topics and content/tools with node:fs; in the
 * browser that module is the same lists, read here at build time (and again when a page file
 * changes in development). Only what the registry reads: the Hindi titles and menu labels travel
 * in the Hindi catalogue (vite-catalogues.ts).
 */
export function contentPagesPlugin(): Plugin {
  return {
    name: 'studyhub-content-pages',
    load(id) {
      if (id.split('?')[0] !== PAGE_INDEX_MODULE) return undefined;
      for (const folder of ['topics', 'tools']) {
        const dir = path.join(CONTENT_DIR, folder);
        this.addWatchFile(dir);
        for (const name of readdirSync(dir)) this.addWatchFile(path.join(dir, name));
      }
      const topics: TopicPageHead[] = readContentTopics().map(({ slug, title, order, menuLabel }) => ({
        slug,
        title,
        order,
        ...(menuLabel ? { menuLabel } : {}),
      }));
      const tools: ToolPageHead[] = readContentTools().map(({ number, title }) => ({ number, title }));
      return `export const TOPIC_INDEX = ${jsonExpression(topics)};\nexport const TOOL_INDEX = ${jsonExpression(tools)};`;
    },
  };
}
