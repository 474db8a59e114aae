import type { SearchKind } from '#shared/pages/page-types.js';

/**
 * A topic page counts only if its own document scores at least this share of the best topic
 * page's: 'git' is Git & GitHub's subject, not Front-End's, whose summary mentions Git once.
 */
export const TOPIC_SCORE_FLOOR = 0.3;

/** A ranked search document as the page rule reads it (the server's index and the offline search both give these). */
export interface PageCandidate {
  kind: SearchKind;
  route: string;
  score: number;
  /** Share of the query's words the document matched, 0 to 1. */
  coverage: number;
  /** Whether a word of the query matched the document's title. */
  inTitle: boolean;
}

/**
 * The whole pages a query is about, best first: what Explore's filter shows. A topic page counts by
 * its own document (intro, overview, skills), the install page by a guide whose title the query
 * names ('java' is its Java guide; a guide's text that happens to say 'dev' is not). Only documents
 * that match as many of the query's words as the best one count, and a topic page must score at
 * least TOPIC_SCORE_FLOOR of the best topic page.
 */
export function pagesFound(ranked: Iterable<PageCandidate>): string[] {
  const whole = [...ranked].filter((doc) => doc.kind === 'topic' || (doc.kind === 'install' && doc.inTitle));
  const bestCoverage = Math.max(0, ...whole.map((doc) => doc.coverage));
  const candidates = whole.filter((doc) => doc.coverage >= bestCoverage);
  const bestTopic = Math.max(0, ...candidates.filter((doc) => doc.kind === 'topic').map((doc) => doc.score));
  const pages: string[] = [];
  for (const doc of candidates) {
    if (doc.kind === 'topic' && doc.score < bestTopic * TOPIC_SCORE_FLOOR) continue;
    if (!pages.includes(doc.route)) pages.push(doc.route);
  }
  return pages;
}
