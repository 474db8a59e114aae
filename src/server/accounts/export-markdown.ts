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
 */
export function exportToMarkdown(data: Export, describe: DescribeItem): string {
  const name = (itemId: string) => {
    const item = describe(itemId);
    return item ? `${literal(item.title)} (${literal(item.pageTitle)})` : `${literal(itemId)} (no longer listed)`;
  };
  const sections = data.sections as { progress?: ProgressEntry[]; savedItems?: SavedEntry[]; notes?: NoteEntry[] };
  const lines = [
    `# My StudyHub data`,
    '',
    `Exported ${data.exportedAt} for ${literal(data.profile.name)} (${literal(data.profile.email)}).`,
    'The JSON file from the same page holds everything, exactly; this file is for reading.',
    '',
    '## Progress',
    '',
  ];
  const done = (sections.progress ?? []).filter((entry) => entry.done);
  if (done.length === 0) lines.push('Nothing marked done yet.');
  const byPage = new Map<string, string[]>();
  for (const entry of done) {
    const item = describe(entry.itemId);
    const page = item ? item.pageTitle : 'No longer listed';
    byPage.set(page, [...(byPage.get(page) ?? []), item ? item.title : entry.itemId]);
  }
  for (const [page, titles] of byPage) {
    lines.push(`### ${literal(page)} (${titles.length} done)`, '');
    for (const title of titles) lines.push(`- [x] ${literal(title)}`);
    lines.push('');
  }
  lines.push('', '## Saved items', '');
  const saved = sections.savedItems ?? [];
  if (saved.length === 0) lines.push('Nothing saved yet.');
  for (const entry of saved) lines.push(`- ${name(entry.itemId)}, saved ${entry.savedAt.slice(0, 10)}`);
  lines.push('', '## Notes', '');
  const notes = sections.notes ?? [];
  if (notes.length === 0) lines.push('No notes yet.');
  for (const note of notes) {
    lines.push(`### ${name(note.itemId)}`, '', `Edited ${note.updatedAt.slice(0, 10)}`, '', quoted(note.text), '');
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
