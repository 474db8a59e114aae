import { TALKO_FALLBACK, type TalkoReply } from '#shared/api/talko.js';
import type { CatalogueIndex } from '#server/search/catalogue-index.js';
import type { Limited, RequestLimiter } from '#server/throttle/request-limiter.js';

/** A match must cover at least this share of the question's meaningful words to be offered. */
const MIN_COVERAGE = 0.5;
const RESOURCE_KINDS = new Set(['link', 'section', 'tool', 'install']);
/** Questions per account: enough for a conversation, too few to scrape the catalogue through Talko. */
export const TALKO_RATE = { limit: 30, windowMs: 5 * 60_000 } as const;

/**
 * Talko, our built-in, search-based assistant: it answers from the site's own FAQ and catalogue
 * (the best matching FAQ answer and up to three resources with their pages), or says honestly
 * that it does not know yet. No language model and nothing leaves the server.
 */
export function createTalkoService(deps: {
  catalogueIndex: CatalogueIndex;
  faqIndex: CatalogueIndex;
  limiter: RequestLimiter;
}) {
  const { catalogueIndex, faqIndex, limiter } = deps;
  function answer(message: string): TalkoReply {
    const faqHit = faqIndex.search(message, { limit: 1 }).find((hit) => hit.coverage >= MIN_COVERAGE);
    const resources = catalogueIndex
      .search(message, { limit: 12, filter: (doc) => RESOURCE_KINDS.has(doc.kind) && Boolean(doc.url) })
      .filter((hit) => hit.coverage >= MIN_COVERAGE)
      .slice(0, 3)
      .map((hit) => ({
        title: hit.title,
        url: hit.url!,
        kind: hit.linkKind ?? hit.kind,
        route: hit.route,
        anchor: hit.anchor,
        pageTitle: hit.pageTitle,
      }));

    if (!faqHit && resources.length === 0) return { reply: TALKO_FALLBACK, resources: [], fallback: true };
    const faq = faqHit ? { question: faqHit.title, answer: faqHit.text } : undefined;
    const reply = faq
      ? faq.answer
      : `Here ${resources.length === 1 ? 'is a resource' : `are ${resources.length} resources`} from the portal that can help:`;
    return { reply, faq, resources, fallback: false };
  }

  return {
    answer,
    /** One question from a user: counted against their limit, then answered. */
    async ask(userId: string, message: string): Promise<Limited<{ reply: TalkoReply }>> {
      const verdict = await limiter.take(`talko:${userId}`, TALKO_RATE);
      return verdict.allowed ? { allowed: true, reply: answer(message) } : verdict;
    },
  };
}

export type TalkoService = ReturnType<typeof createTalkoService>;
