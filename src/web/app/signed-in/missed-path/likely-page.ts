import type { PageDeclaration } from '#shared/pages/page-types.js';

/** Letters and digits only, lower case: '/InternAIML' and 'AI ML Internships' compare as words do. */
const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Levenshtein distance: the fewest single-letter insertions, deletions and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The page a mistyped path most likely meant: the declared page whose path or English title is
 * closest by edit distance to the path (letters and digits only, any case), if it is within a third of
 * the path's length (at least 1 letter); ties go to the earlier declaration. Home is never the answer:
 * the reader is on it already.
 */
export function likelyPage(path: string, pages: readonly PageDeclaration[]): PageDeclaration | undefined {
  const wanted = normalize(path);
  if (!wanted) return undefined;
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  let best: { page: PageDeclaration; distance: number } | undefined;
  for (const page of pages) {
    if (page.path === '/') continue;
    const distance = Math.min(editDistance(wanted, normalize(page.path)), editDistance(wanted, normalize(page.title)));
    if (distance <= allowed && (!best || distance < best.distance)) best = { page, distance };
  }
  return best?.page;
}

/** The words of a path a search should look for: '/data-sciense/' -> 'data sciense'. */
export function searchWords(path: string): string {
  return path.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
}
