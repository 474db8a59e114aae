/**
 * The topic pages (content/topics/*.yaml), for the page registry. In Node (the server, scripts and
 * tests) they are read from the content folder when this module is first imported; the browser
 * bundle and the service worker get this module replaced by the same list, read at build time by
 * the same reader (scripts/vite-topic-index.ts), so adding a topic file needs no code change.
 */
import type { TopicPageHead } from './topic-index-entry.js';
import { readTopicIndex } from './topic-index-reader.js';

export type { TopicPageHead };

export const TOPIC_INDEX: readonly TopicPageHead[] = readTopicIndex('content');
