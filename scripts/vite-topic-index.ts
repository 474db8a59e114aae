import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { TopicIndexEntry, TopicPageHead } from '#shared/pages/topic-index-entry.js';
import { readTopicIndex } from '#shared/pages/topic-index-reader.js';

/** The module the browser bundle and the service worker get in place of the Node one. */
const TOPIC_INDEX_MODULE = path.resolve(import.meta.dirname, '../src/shared/pages/topic-index.ts');
const CONTENT_DIR = path.resolve(import.meta.dirname, '../content');

export const readContentTopics = (): TopicIndexEntry[] => readTopicIndex(CONTENT_DIR);

/**
 * src/shared/pages/topic-index.ts reads content/topics with node:fs; in the browser that module
 * is the same list, read here at build time (and again when a topic file changes in development).
 */
export function topicIndexPlugin(): Plugin {
  return {
    name: 'studyhub-topic-index',
    load(id) {
      if (id.split('?')[0] !== TOPIC_INDEX_MODULE) return undefined;
      const dir = path.join(CONTENT_DIR, 'topics');
      this.addWatchFile(dir);
      for (const name of readdirSync(dir)) this.addWatchFile(path.join(dir, name));
      // What the registry reads; the Hindi title and menu label travel in the Hindi catalogue.
      const heads: TopicPageHead[] = readContentTopics().map(({ slug, title, order, menuLabel }) => ({
        slug,
        title,
        order,
        ...(menuLabel ? { menuLabel } : {}),
      }));
      return `export const TOPIC_INDEX = JSON.parse(${JSON.stringify(JSON.stringify(heads))});`;
    },
  };
}
