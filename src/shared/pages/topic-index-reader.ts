/**
 * Reads the topic pages from content/topics/*.yaml (one file is one page, found by this glob, as
 * roadmap.sh finds its roadmaps). Only each file's head is read: the keys before its first block
 * (`slug`, `title`, `titleHi`, `order`, `menuLabel`, `menuLabelHi`, one line each), so importing
 * the page registry costs a few milliseconds, not the 0.7 s a full parse of the twelve files takes.
 * The whole file is validated with the catalogue (load-catalogue.ts), which also checks that its
 * head says what this reader read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { TopicIndexEntry } from './topic-index-entry.js';

/** A head line: a comment, or a key with its whole value on the same line. */
const HEAD_LINE = /^(#.*|[A-Za-z]\w*: .*\S.*)?$/;
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.ya?ml$/;

export function readTopicHead(text: string): Record<string, unknown> {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !HEAD_LINE.test(line));
  return (parseYaml(lines.slice(0, end === -1 ? lines.length : end).join('\n')) ?? {}) as Record<string, unknown>;
}

/** The topic pages of `contentDir`/topics, in their `order`; a file whose head is wrong throws, naming it. */
export function readTopicIndex(contentDir: string): TopicIndexEntry[] {
  const dir = path.join(contentDir, 'topics');
  const entries = readdirSync(dir)
    .filter((name) => FILE.test(name))
    .map((name) =>
      topicEntry(path.join(dir, name), FILE.exec(name)![1]!, readTopicHead(readFileSync(path.join(dir, name), 'utf8'))),
    );
  const orders = new Set(entries.map((entry) => entry.order));
  if (orders.size !== entries.length) throw new Error(`${dir}: two topic files have the same order`);
  return entries.sort((a, b) => a.order - b.order);
}

function topicEntry(file: string, slug: string, head: Record<string, unknown>): TopicIndexEntry {
  const text = (key: string, optional = false) => {
    const value = head[key];
    if (value === undefined && optional) return undefined;
    if (typeof value !== 'string' || value.trim() === '')
      throw new Error(`${file}: '${key}' must be a text on one line near the top of the file`);
    return value;
  };
  if (head.slug !== slug) throw new Error(`${file}: 'slug' must be the file's name, ${slug}`);
  if (typeof head.order !== 'number' || !Number.isInteger(head.order))
    throw new Error(`${file}: 'order' must be a whole number near the top of the file`);
  const menuLabel = text('menuLabel', true);
  const menuLabelHi = text('menuLabelHi', true);
  if ((menuLabel === undefined) !== (menuLabelHi === undefined))
    throw new Error(`${file}: 'menuLabel' and 'menuLabelHi' go together`);
  return {
    slug,
    title: text('title')!,
    titleHi: text('titleHi')!,
    order: head.order,
    ...(menuLabel && menuLabelHi ? { menuLabel, menuLabelHi } : {}),
  };
}
