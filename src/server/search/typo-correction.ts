/**
 * Query words corrected against the index's own vocabulary before the search runs.
 *
 * MiniSearch's fuzzy matching counts edits as Levenshtein distance, where swapping two neighbouring
 * letters costs 2: with one edit allowed for short words, 'dokcer' never reached 'docker'; and two
 * allowed edits on long words cost several milliseconds a query. So a word that is neither a known
 * word nor the start of one is tried with one edit of any kind (a neighbouring pair swapped, a letter
 * missing, extra or wrong: Damerau distance 1, the typos people make most) and replaced by the
 * variant most documents use, a whole word before a mere prefix. A variant that keeps every letter
 * typed wins over one that drops a letter: 'linkedn' is LinkedIn with an 'i' missed, not 'linked'
 * with a stray 'n', however many pages say 'linked list'. A few hundred set lookups: well
 * under a millisecond. Known words and prefixes are left alone: 'reac' while typing stays a prefix
 * of 'react'. Only words still unknown after that get MiniSearch's slower fuzzy matching.
 */
export interface Vocabulary {
  /** The word to search for instead of `word`, or `word` itself. */
  correct(word: string): string;
  /** Whether `word` is a word of the index or the start of one. */
  knows(word: string): boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Shorter words are left as typed: two letters have too many neighbours to guess from. */
const MIN_CORRECTED_LENGTH = 3;

function transpositions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] === word[i + 1]) continue;
    variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

/** The word with one letter left out. */
function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i += 1) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

/** The word with one letter added or replaced. */
function additionsAndReplacements(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    for (const letter of LETTERS) {
      variants.push(word.slice(0, i) + letter + word.slice(i));
      if (i < word.length && letter !== word[i]) variants.push(word.slice(0, i) + letter + word.slice(i + 1));
    }
  }
  return variants;
}

/** A vocabulary that documents join and leave one by one (a user's notes index keeps one). */
export interface GrowingVocabulary extends Vocabulary {
  /** Counts a document's terms (each distinct term once). */
  add(terms: Iterable<string>): void;
  /** Takes back a document's terms, exactly as they were added. */
  remove(terms: Iterable<string>): void;
  /** Sorts the words now rather than on the first lookup (at the end of a build, not in a search). */
  settle(): void;
}

/** Where `word` is or would go in sorted `words` (binary search). */
function firstAtOrAfter(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The vocabulary of every term of every document, counted by how many documents use it. Documents
 * join and leave by their terms, so changing one note costs that note's words, not every word of
 * every note.
 */
export function createVocabulary(termsOfDocuments: Iterable<Iterable<string>> = []): GrowingVocabulary {
  const documentCount = new Map<string, number>();
  // Sorted once, on first use; after that a word that appears or vanishes is put in or taken out
  // at its place (a binary search and one splice), so a changed note never sorts every word again.
  let sortedWords: string[] | undefined;
  const add = (terms: Iterable<string>) => {
    for (const term of new Set(terms)) {
      const count = documentCount.get(term) ?? 0;
      documentCount.set(term, count + 1);
      if (count === 0 && sortedWords) sortedWords.splice(firstAtOrAfter(sortedWords, term), 0, term);
    }
  };
  const remove = (terms: Iterable<string>) => {
    for (const term of new Set(terms)) {
      const count = (documentCount.get(term) ?? 0) - 1;
      if (count > 0) {
        documentCount.set(term, count);
        continue;
      }
      if (!documentCount.delete(term) || !sortedWords) continue;
      sortedWords.splice(firstAtOrAfter(sortedWords, term), 1);
    }
  };
  const sorted = () => (sortedWords ??= [...documentCount.keys()].sort());
  for (const terms of termsOfDocuments) add(terms);

  /** Whether some known word starts with `prefix`. */
  function startsAWord(prefix: string): boolean {
    const words = sorted();
    const at = firstAtOrAfter(words, prefix);
    return at < words.length && words[at]!.startsWith(prefix);
  }

  /** The whole word among the candidates that most documents use, if any is a word. */
  function mostUsed(candidates: string[]): string | undefined {
    let best: string | undefined;
    let bestCount = 0;
    for (const candidate of candidates) {
      const count = documentCount.get(candidate) ?? 0;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  }

  return {
    add,
    remove,
    settle: () => void sorted(),
    knows: startsAWord,
    correct(word) {
      if (word.length < MIN_CORRECTED_LENGTH || /[^a-z0-9]/.test(word) || startsAWord(word)) return word;
      const keeping = [...transpositions(word), ...additionsAndReplacements(word)];
      const dropping = deletions(word);
      return mostUsed(keeping) ?? mostUsed(dropping) ?? keeping.find(startsAWord) ?? dropping.find(startsAWord) ?? word;
    },
  };
}

/** The vocabulary of these documents' terms, counted once: the catalogue's, built at start. */
export const buildVocabulary = (termsOfDocuments: Iterable<Iterable<string>>): Vocabulary =>
  createVocabulary(termsOfDocuments);
