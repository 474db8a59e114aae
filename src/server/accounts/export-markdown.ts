import type { buildExport } from './account-export.js';
import { blockText, inlineText, markdownLink } from './markdown-text.js';

type Export = Awaited<ReturnType<typeof buildExport>>;

/** An item as the catalogue describes it today: its title, the page it is on, where it opens. */
export interface DescribedItem {
  title: string;
  pageTitle: string;
  /** The resource's own address (a course, a book's download, an internship's page), when it has one. */
  url?: string;
  /** The StudyHub page that shows it, and its element id there: the address when it has no url. */
  route: string;
  anchor?: string;
}

/** How an item id reads today; undefined once it left the catalogue. */
export type DescribeItem = (itemId: string) => DescribedItem | undefined;

interface ProgressEntry {
  itemId: string;
  done: boolean;
  updatedAt: string;
}
interface SavedEntry {
  itemId: string;
  savedAt: string;
}
interface NoteEntry {
  itemId: string;
  text: string;
  updatedAt: string;
}

/** A note's lines as a block quote; each line begins a block, so it is escaped as one. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${blockText(line)}`.trimEnd())
    .join('\n');

/**
 * 'Download my data' as a Markdown file a person can read: progress by page, saved items and notes
 * with the titles the catalogue gives them today, each linked to its address. The JSON file stays
 * the complete, exact copy. Written line by line (one note at a time), so a heavy user's file is
 * sent in chunks. `origin` is the site's public origin, for items whose only address is a StudyHub page.
 */
export function* exportToMarkdown(data: Export, describe: DescribeItem, origin: string): Generator<string> {
  yield* withSingleBlankLines(markdownLines(data, describe, origin));
}

/** Runs of blank lines become one, the file ends in exactly one newline, each line with its '\n'. */
function* withSingleBlankLines(lines: Iterable<string>): Generator<string> {
  let held: string | undefined;
  let blank = false;
  for (const line of lines) {
    if (line === '') {
      blank = held !== undefined;
      continue;
    }
    if (held !== undefined) yield blank ? `${held}\n\n` : `${held}\n`;
    held = line;
    blank = false;
  }
  yield `${(held ?? '').trimEnd()}\n`;
}

function* markdownLines(data: Export, describe: DescribeItem, origin: string): Generator<string> {
  const link = (item: DescribedItem) =>
    markdownLink(item.title, item.url ?? `${origin}${item.route}${item.anchor ? `#${item.anchor}` : ''}`);
  const name = (itemId: string) => {
    const item = describe(itemId);
    return item ? `${link(item)} (${inlineText(item.pageTitle)})` : `${blockText(itemId)} (no longer listed)`;
  };
  const sections = data.sections as { progress?: ProgressEntry[]; savedItems?: SavedEntry[]; notes?: NoteEntry[] };
  yield* [
    `# My StudyHub data`,
    '',
    `Exported ${data.exportedAt} for ${inlineText(data.profile.name)} (${inlineText(data.profile.email)}).`,
    'The JSON file from the same page holds everything, exactly; this file is for reading.',
    '',
    '## Progress',
    '',
  ];
  const done = (sections.progress ?? []).filter((entry) => entry.done);
  if (done.length === 0) yield 'Nothing marked done yet.';
  const byPage = new Map<string, string[]>();
  for (const entry of done) {
    const item = describe(entry.itemId);
    const page = item ? item.pageTitle : 'No longer listed';
    byPage.set(page, [...(byPage.get(page) ?? []), item ? link(item) : inlineText(entry.itemId)]);
  }
  for (const [page, lines] of byPage) {
    yield* [`### ${inlineText(page)} (${lines.length} done)`, ''];
    for (const line of lines) yield `- [x] ${line}`;
    yield '';
  }
  yield* ['', '## Saved items', ''];
  const saved = sections.savedItems ?? [];
  if (saved.length === 0) yield 'Nothing saved yet.';
  for (const entry of saved) yield `- ${name(entry.itemId)}, saved ${entry.savedAt.slice(0, 10)}`;
  yield* ['', '## Notes', ''];
  const notes = sections.notes ?? [];
  if (notes.length === 0) yield 'No notes yet.';
  for (const note of notes) {
    yield* [`### ${name(note.itemId)}`, '', `Edited ${note.updatedAt.slice(0, 10)}`, '', quoted(note.text), ''];
  }
}
