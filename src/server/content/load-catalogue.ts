import '#shared/zod-english.js';
import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import type * as z from 'zod/mini';
import { catalogueFiles, type CatalogueFile } from '#shared/content/catalogue-files.js';
import type { AiToolPage, TopicPage } from '#shared/content/index.js';
import { readToolIndex, readTopicIndex } from '#shared/pages/content-page-reader.js';
import { parseYamlKept } from './kept-yaml.js';

/** Raised when content/ is invalid; lists every problem with its file and entry. */
export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`content/ is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContentValidationError';
  }
}

/** Validated content, keyed by catalogue file name ('home', 'topics/front-end', ...). */
export type Catalogue = ReadonlyMap<string, unknown>;

/** A URL found in content, with where it stands, for link checking and reports. */
export interface ContentUrl {
  file: string;
  entry: string;
  url: string;
}

const URL_KEYS = new Set(['url', 'downloadLink', 'officialUrl', 'sourceUrl', 'sourcePage']);

async function findFile(dir: string, name: string): Promise<string | undefined> {
  for (const ext of ['.yaml', '.yml', '.json']) {
    const candidate = path.join(dir, name + ext);
    try {
      await access(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

/** Names an entry the way a maintainer finds it: its path plus its id or title when it has one. */
function describeEntry(root: unknown, issuePath: readonly PropertyKey[]): string {
  let node: unknown = root;
  let label = '';
  const parts: string[] = [];
  for (const key of issuePath) {
    parts.push(typeof key === 'number' ? `[${key}]` : `.${String(key)}`);
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      const record = node as Record<string, unknown>;
      const name = record.id ?? record.title ?? record.name ?? record.question;
      if (typeof name === 'string') label = ` ("${name}")`;
    }
  }
  return (parts.join('').replace(/^\./, '') || '(root)') + label;
}

function zodProblems(file: string, data: unknown, error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${describeEntry(data, issue.path)}: ${issue.message}`);
}

/** Walks every object in a value, calling visit with its path. */
function walk(
  value: unknown,
  visit: (node: Record<string, unknown>, at: PropertyKey[]) => void,
  at: PropertyKey[] = [],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, [...at, index]));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, at);
    for (const [key, child] of Object.entries(record)) walk(child, visit, [...at, key]);
  }
}

/** One card per programme: two listings with one address are the same programme twice. */
function duplicateProgrammes(file: string, data: unknown): string[] {
  const listings =
    (data as { internships?: unknown; hackathons?: unknown }).internships ??
    (data as { hackathons?: unknown }).hackathons;
  if (!Array.isArray(listings)) return [];
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const listing of listings as { id: string; url: string }[]) {
    const first = seen.get(listing.url);
    if (first) {
      problems.push(
        `${file}: "${listing.id}" lists the same programme as "${first}" (${listing.url}); use one card with alsoIn`,
      );
    } else seen.set(listing.url, listing.id);
  }
  return problems;
}

/** Ids are stable keys for progress and bookmarks: unique inside a file. Links: one URL once per page. */
function crossChecks(file: string, data: unknown): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const linkUrls = new Map<string, string>();
  walk(data, (node, at) => {
    const where = describeEntry(data, at);
    if (typeof node.id === 'string') {
      const first = ids.get(node.id);
      if (first) problems.push(`${file}: ${where}: duplicate id "${node.id}" (first at ${first})`);
      else ids.set(node.id, where);
    }
    if (typeof node.kind === 'string' && typeof node.url === 'string') {
      const first = linkUrls.get(node.url);
      if (first) problems.push(`${file}: ${where}: URL ${node.url} appears twice on this page (first at ${first})`);
      else linkUrls.set(node.url, where);
    }
  });
  problems.push(...duplicateProgrammes(file, data));
  const slug = (data as { slug?: unknown }).slug;
  if (file.startsWith('topics/') && slug !== file.slice('topics/'.length)) {
    problems.push(`${file}: slug "${String(slug)}" does not match the file name`);
  }
  const number = (data as { number?: unknown }).number;
  if (file.startsWith('tools/') && `tools/tool-${String(number)}` !== file) {
    problems.push(`${file}: number ${String(number)} does not match the file name`);
  }
  return problems;
}

async function loadOne(dir: string, entry: CatalogueFile): Promise<{ data?: unknown; problems: string[] }> {
  const filePath = await findFile(dir, entry.name);
  if (!filePath) return { problems: entry.optional ? [] : [`${entry.name}: file is missing (.yaml or .json)`] };
  let raw: unknown;
  try {
    const text = await readFile(filePath, 'utf8');
    raw = filePath.endsWith('.json') ? JSON.parse(text) : await parseYamlKept(text);
  } catch (error) {
    return { problems: [`${entry.name}: cannot be parsed: ${(error as Error).message}`] };
  }
  const result = entry.schema.safeParse(raw);
  if (!result.success) return { problems: zodProblems(entry.name, raw, result.error) };
  const problems = crossChecks(entry.name, result.data);
  return problems.length ? { problems } : { data: result.data, problems };
}

/** Reads and validates every catalogue file (or only the named ones); throws ContentValidationError listing all problems. */
export async function loadCatalogue(dir: string, only?: readonly string[]): Promise<Catalogue> {
  let topicSlugs: string[];
  let toolNumbers: number[];
  try {
    // Named files only (content:check --only): the page files named, and no page folders needed.
    topicSlugs = only
      ? only.filter((name) => name.startsWith('topics/')).map((name) => name.slice('topics/'.length))
      : readTopicIndex(dir).map((topic) => topic.slug);
    toolNumbers = only
      ? only.filter((name) => /^tools\/tool-\d+$/.test(name)).map((name) => Number(name.slice('tools/tool-'.length)))
      : readToolIndex(dir).map((tool) => tool.number);
  } catch (error) {
    throw new ContentValidationError([(error as Error).message]);
  }
  const all = catalogueFiles(topicSlugs, toolNumbers);
  const files = only ? all.filter((entry) => only.includes(entry.name)) : all;
  const results = await Promise.all(files.map((entry) => loadOne(dir, entry)));
  const problems = results.flatMap((result) => result.problems);
  if (problems.length) throw new ContentValidationError(problems);
  const catalogue = new Map<string, unknown>();
  files.forEach((entry, index) => {
    const data = results[index]?.data;
    if (data !== undefined) catalogue.set(entry.name, data);
  });
  return catalogue;
}

/** The folders whose every file is a page (decision 0060), with the page each file holds. */
interface PageFolders {
  topics: TopicPage;
  tools: AiToolPage;
}

/** The pages of one folder in the catalogue, in their order, each with its catalogue name ('topics/<slug>'). */
export function pagesIn<F extends keyof PageFolders>(
  catalogue: Catalogue,
  folder: F,
): { file: string; page: PageFolders[F] }[] {
  return [...catalogue]
    .filter(([name]) => name.startsWith(`${folder}/`))
    .map(([file, data]) => ({ file, page: data as PageFolders[F] }));
}

/** Every outbound URL in the catalogue, with file and entry, for links:check and reports. */
export function collectContentUrls(catalogue: Catalogue): ContentUrl[] {
  const found: ContentUrl[] = [];
  for (const [file, data] of catalogue) {
    walk(data, (node, at) => {
      for (const [key, value] of Object.entries(node)) {
        if (URL_KEYS.has(key) && typeof value === 'string') {
          found.push({ file, entry: describeEntry(data, [...at, key]), url: value });
        }
      }
    });
  }
  return found;
}
