import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A content file's raw text: source notes are YAML comments, which parsing drops. */
export interface ContentText {
  /** Path relative to content/, with forward slashes. */
  name: string;
  text: string;
}

/** Keys whose value is an outbound address (the same keys links:check visits). */
const URL_LINE = /^(\s*)(?:-\s+)?(?:url|downloadLink|officialUrl|sourceUrl|sourcePage):\s*["']?https?:/;

/** A source note anyone can follow: where the address was seen written out, or how it was confirmed. */
const SOURCE_NOTE = /^\s*#\s*(?:seen in|confirmed):\s*\S/i;

/**
 * Absolute paths in comments: source notes name public pages or `owner/repo:path`, never a file on
 * someone's machine. A slash right after a letter, dot, colon or slash belongs to a URL or a
 * repository path and does not count.
 */
const ABSOLUTE_PATH_IN_COMMENT = /(?:^|[\s("'`=])(?:\/[A-Za-z0-9._-]+\/|~\/|[A-Za-z]:\\)/;

/**
 * Paths that only exist on a contributor's machine; they never belong in what students read. System
 * paths such as /etc or /usr stay allowed in values, because install commands and fixes need them.
 */
const MACHINE_PATH_IN_VALUE =
  /(?:^|[\s("'`=])(?:\/(?:home|work|Users|tmp|root|mnt|private|var\/folders)\/|[A-Za-z]:\\Users\\)|file:\/\//;

/** Words about the tools we use to find sources, which mean nothing to a reader of the repository. */
const TOOL_WORDING = /\b(?:corpus|corpora|search tool|link pools?|the pool|shared\/data)\b/i;

/** Reads every YAML or JSON file under dir, with its path relative to dir. */
export async function readContentTexts(dir: string): Promise<ContentText[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(?:ya?ml|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      name: path.relative(dir, file).split(path.sep).join('/'),
      text: await readFile(file, 'utf8'),
    })),
  );
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isComment = (line: string) => line.trimStart().startsWith('#');
const isBlank = (line: string) => line.trim() === '';

/**
 * The comments that describe the entry holding line `at`: comments among its own keys, and the
 * comment block directly above the list item (or parent key) where the entry starts.
 */
function entryComments(lines: string[], at: number): string[] {
  const found: string[] = [];
  const indent = indentOf(lines[at]!);
  let i = at;
  const itemStart = (line: string) => /^\s*-\s/.test(line) && indentOf(line) === indent - 2;
  if (!/^\s*-\s/.test(lines[at]!)) {
    for (i = at - 1; i >= 0; i -= 1) {
      const line = lines[i]!;
      if (isBlank(line)) continue;
      if (isComment(line)) found.push(line);
      else if (itemStart(line)) break;
      else if (indentOf(line) < indent) break; // the parent key; comments above it count too
    }
  }
  for (let j = Math.max(i, 0) - 1; j >= 0 && isComment(lines[j]!); j -= 1) found.push(lines[j]!);
  return found;
}

/**
 * Rules on the raw text of content files: every URL has a source note beside its entry, and no file
 * holds a machine path or wording about our internal tools.
 */
export function sourceNoteProblems(files: readonly ContentText[]): string[] {
  const problems: string[] = [];
  for (const { name, text } of files) {
    const lines = text.split(/\r?\n/);
    lines.forEach((line, index) => {
      const where = `${name}:${index + 1}`;
      if (isComment(line)) {
        if (ABSOLUTE_PATH_IN_COMMENT.test(line)) problems.push(`${where}: a comment names an absolute path`);
        if (TOOL_WORDING.test(line)) {
          problems.push(
            `${where}: a comment mentions an internal tool; say which public page or repository it came from`,
          );
        }
      } else if (MACHINE_PATH_IN_VALUE.test(line)) {
        problems.push(`${where}: names a path on someone's machine`);
      }
      if (URL_LINE.test(line) && !entryComments(lines, index).some((comment) => SOURCE_NOTE.test(comment))) {
        problems.push(`${where}: URL without a source note ('# seen in: ...' or '# confirmed: ...') beside its entry`);
      }
    });
  }
  return problems;
}
