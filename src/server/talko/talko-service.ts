import { TALKO_FALLBACK, TALKO_FALLBACK_HI, type TalkoReply } from '#shared/api/talko.js';
import type { FaqItem } from '#shared/content/index.js';
import type { QueryExpander } from '#shared/query-expander.js';
import type { CatalogueIndex, RankedDocument } from '#server/search/catalogue-index.js';
import type { Limited, RequestLimiter } from '#server/throttle/request-limiter.js';
import type { SiteHelpIndex } from './site-help-index.js';

/**
 * The relevance floor: a match must cover at least this share of the question's meaningful words
 * to be offered. Below it Talko says it does not know and offers search, with no links: 'how to
 * reset my password' must not bring git-reset links because one of its two words matched.
 */
const MIN_COVERAGE = 0.5;
/** An answer (site help, FAQ) must also match two of the question's words, or its only one. */
const relevant = (hit: RankedDocument) => hit.coverage >= MIN_COVERAGE && (hit.coverage === 1 || hit.matchedTerms >= 2);
/** Resources need more: every meaningful word of a one- or two-word question, two of three beyond that. */
const MIN_RESOURCE_COVERAGE = 0.66;
const RESOURCE_KINDS = new Set(['link', 'section', 'tool', 'install']);
/** Questions per account: enough for a conversation, too few to scrape the catalogue through Talko. */
export const TALKO_RATE = { limit: 30, windowMs: 5 * 60_000 } as const;

const RESOURCES_HI = 'पोर्टल के ये संसाधन मदद कर सकते हैं:';

/**
 * Talko, our built-in, search-based assistant: it answers questions about the site itself (site
 * help, with a link to the page), then from the home FAQ and the catalogue (the best matching FAQ
 * answer and up to three resources with their pages), or says honestly that it does not know yet
 * and offers search. A question asked in Hindi (Devanagari or romanised) gets the Hindi the content
 * has. No language model and nothing leaves the server.
 */
export function createTalkoService(deps: {
  catalogueIndex: CatalogueIndex;
  faqIndex: CatalogueIndex;
  /** The home FAQ, for the Hindi of an answer. */
  faq: readonly FaqItem[];
  siteHelp: SiteHelpIndex;
  expand: QueryExpander;
  limiter: RequestLimiter;
}) {
  const { catalogueIndex, faqIndex, faq, siteHelp, expand, limiter } = deps;
  function answer(message: string): TalkoReply {
    const hindi = expand(message).hindi;
    const language = hindi ? 'hi' : 'en';
    const best = siteHelp.best(message);
    const faqHit = faqIndex.search(message, { limit: 1 }).find(relevant);
    // The home FAQ's own question (all its words) keeps its answer; otherwise site help comes first.
    const help =
      best && relevant(best.hit) && (!faqHit || best.hit.coverage >= faqHit.coverage) ? best.entry : undefined;
    if (help) {
      const text = hindi ? (help.hi ?? help) : help;
      return {
        reply: text.answer ?? help.answer,
        page: { route: help.route, anchor: help.anchor, title: text.linkText ?? help.linkText },
        language,
        resources: [],
        fallback: false,
      };
    }
    const resources = catalogueIndex
      .search(message, { limit: 12, filter: (doc) => RESOURCE_KINDS.has(doc.kind) && Boolean(doc.url) })
      .filter((hit) => hit.coverage >= MIN_RESOURCE_COVERAGE)
      .slice(0, 3)
      .map((hit) => ({
        title: hit.title,
        url: hit.url!,
        kind: hit.linkKind ?? hit.kind,
        route: hit.route,
        anchor: hit.anchor,
        pageTitle: hit.pageTitle,
      }));

    if (!faqHit && resources.length === 0)
      return { reply: hindi ? TALKO_FALLBACK_HI : TALKO_FALLBACK, language, resources: [], fallback: true };
    const found = faqHit ? { question: faqHit.title, answer: faqHit.text } : undefined;
    const hindiAnswer = found && hindi ? faq.find((item) => item.question === found.question)?.hi?.answer : undefined;
    const reply = found
      ? (hindiAnswer ?? found.answer)
      : hindi
        ? RESOURCES_HI
        : `Here ${resources.length === 1 ? 'is a resource' : `are ${resources.length} resources`} from the portal that can help:`;
    return { reply, faq: found, language, resources, fallback: false };
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
