/**
 * Reads the pages that are content files: content/topics/<slug>.yaml and content/tools/tool-<n>.yaml
 * (one file is one page, found by these globs, as roadmap.sh finds its roadmaps). Only each file's
 * head is read: the keys before its first block, one line each, so importing the page registry costs
 * a few milliseconds, not the 0.7 s a full parse of the topic files takes. The whole file is validated
 * with the catalogue (load-catalogue.ts), whose schemas require the same keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { TopicIndexEntry, ToolIndexEntry } from './content-page-heads.js';

/** A head line: blank, a comment, or a key with its whole value on the same line. */
const HEAD_LINE = /^(#.*|[A-Za-z]\w*: .*\S.*)?$/;
const TOPIC_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.ya?ml$/;
const TOOL_FILE = /^tool-([1-9]\d*)\.ya?ml$/;

export function readPageHead(text: string): Record<string, unknown> {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !HEAD_LINE.test(line));
  return (parseYaml(lines.slice(0, end === -1 ? lines.length : end).join('\n')) ?? {}) as Record<string, unknown>;
}

/** The files of one content folder matching `pattern`, each with its name's match and its head. */
function heads(dir: string, pattern: RegExp) {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const head = readPageHead(readFileSync(file, 'utf8'));
      const text = (key: string, optional = false) => {
        const value = head[key];
        if (value === undefined && optional) return undefined;
        if (typeof value !== 'string' || value.trim() === '')
          throw new Error(`${file}: '${key}' must be a text on one line near the top of the file`);
        return value;
      };
      const whole = (key: string) => {
        const value = head[key];
        if (typeof value !== 'number' || !Number.isInteger(value))
          throw new Error(`${file}: '${key}' must be a whole number near the top of the file`);
        return value;
      };
      return { file, name: pattern.exec(name)![1]!, head, text, whole };
    });
}

/** The topic pages of `contentDir`/topics, in their `order`; a file whose head is wrong throws, naming it. */
export function readTopicIndex(contentDir: string): TopicIndexEntry[] {
  const dir = path.join(contentDir, 'topics');
  const entries = heads(dir, TOPIC_FILE).map(({ file, name, head, text, whole }): TopicIndexEntry => {
    if (head.slug !== name) throw new Error(`${file}: 'slug' must be the file's name, ${name}`);
    const menuLabel = text('menuLabel', true);
    const menuLabelHi = text('menuLabelHi', true);
    if ((menuLabel === undefined) !== (menuLabelHi === undefined))
      throw new Error(`${file}: 'menuLabel' and 'menuLabelHi' go together`);
    return {
      slug: name,
      title: text('title')!,
      titleHi: text('titleHi')!,
      order: whole('order'),
      ...(menuLabel && menuLabelHi ? { menuLabel, menuLabelHi } : {}),
    };
  });
  if (new Set(entries.map((entry) => entry.order)).size !== entries.length)
    throw new Error(`${dir}: two topic files have the same order`);
  return entries.sort((a, b) => a.order - b.order);
}

/** The AI tool guide pages of `contentDir`/tools (tool-<n>.yaml), by number. */
export function readToolIndex(contentDir: string): ToolIndexEntry[] {
  return heads(path.join(contentDir, 'tools'), TOOL_FILE)
    .map(({ file, name, text, whole }): ToolIndexEntry => {
      const number = whole('number');
      if (String(number) !== name) throw new Error(`${file}: 'number' must be the file's number, ${name}`);
      return { number, title: text('title')!, titleHi: text('titleHi')! };
    })
    .sort((a, b) => a.number - b.number);
}
