import type { buildExport } from './account-export.js';

type Export = Awaited<ReturnType<typeof buildExport>>;

/** How an item id reads today (its title and the page it is on); undefined once it left the catalogue. */
export type DescribeItem = (itemId: string) => { title: string; pageTitle: string } | undefined;

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

/** Text as Markdown shows it literally: no headings, lists, links or HTML made from a user's words. */
function literal(text: string): string {
  return text.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');
}

/** A note's lines as a block quote, each line escaped. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${literal(line)}`)
    .join('\n');

/**
 * 'Download my data' as a Markdown file a person can read: progress by page, saved items and notes
 * with the titles the catalogue gives them today. The JSON file stays the complete, exact copy.
 * Written line by line (one note at a time), so a heavy user's file is sent in chunks.
 */
export function* exportToMarkdown(data: Export, describe: DescribeItem): Generator<string> {
  yield* withSingleBlankLines(markdownLines(data, describe));
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

function* markdownLines(data: Export, describe: DescribeItem): Generator<string> {
  const name = (itemId: string) => {
    const item = describe(itemId);
    return item ? `${literal(item.title)} (${literal(item.pageTitle)})` : `${literal(itemId)} (no longer listed)`;
  };
  const sections = data.sections as { progress?: ProgressEntry[]; savedItems?: SavedEntry[]; notes?: NoteEntry[] };
  yield* [
    `# My StudyHub data`,
    '',
    `Exported ${data.exportedAt} for ${literal(data.profile.name)} (${literal(data.profile.email)}).`,
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
    byPage.set(page, [...(byPage.get(page) ?? []), item ? item.title : entry.itemId]);
  }
  for (const [page, titles] of byPage) {
    yield* [`### ${literal(page)} (${titles.length} done)`, ''];
    for (const title of titles) yield `- [x] ${literal(title)}`;
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
