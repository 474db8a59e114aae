/**
 * The pages that are content files (content/topics, content/tools), for the page registry. In Node
 * (the server, scripts and tests) they are read from the content folder when this module is first
 * imported; the browser bundle and the service worker get this module replaced by the same lists,
 * read at build time by the same reader (scripts/vite-content-pages.ts), so adding a page file needs
 * no code change (decision 0060).
 */
import type { TopicPageHead, ToolPageHead } from './content-page-heads.js';
import { readToolIndex, readTopicIndex } from './content-page-reader.js';

export type { TopicPageHead, ToolPageHead };

export const TOPIC_INDEX: readonly TopicPageHead[] = readTopicIndex('content');
export const TOOL_INDEX: readonly ToolPageHead[] = readToolIndex('content');
