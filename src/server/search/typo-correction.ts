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

/** Builds the vocabulary from every term of every document, counted by how many documents use it. */
export function buildVocabulary(termsOfDocuments: Iterable<Iterable<string>>): Vocabulary {
  const documentCount = new Map<string, number>();
  for (const terms of termsOfDocuments) {
    for (const term of new Set(terms)) documentCount.set(term, (documentCount.get(term) ?? 0) + 1);
  }
  const sorted = [...documentCount.keys()].sort();

  /** Whether some known word starts with `prefix` (binary search in the sorted words). */
  function startsAWord(prefix: string): boolean {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low < sorted.length && sorted[low]!.startsWith(prefix);
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
    knows: startsAWord,
    correct(word) {
      if (word.length < MIN_CORRECTED_LENGTH || /[^a-z0-9]/.test(word) || startsAWord(word)) return word;
      const keeping = [...transpositions(word), ...additionsAndReplacements(word)];
      const dropping = deletions(word);
      return mostUsed(keeping) ?? mostUsed(dropping) ?? keeping.find(startsAWord) ?? dropping.find(startsAWord) ?? word;
    },
  };
}
